/**
 * The announcement admin calls (GET /api/getInformations, POST addInformation, PUT putInformation with the
 * _ts read, DELETE deleteInformation; contracts http/informations.ts). Writes are silent (the dialogs say
 * a failure) and reload every announcement query, the dialog's included.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { informationCalls } from '@airsight/contracts/http/calls/informations';
import type { AddInformationBody, Information } from '@airsight/contracts/http/informations';
import { api } from '../../../lib/api.ts';
import { deleteInOrder } from '../../../lib/deleteInOrder.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { informationKeys } from '../../../api/informations/keys.ts';

export function useInformations() {
  return useQuery(
    queryOptions({
      queryKey: informationKeys.admin,
      queryFn: async ({ signal }) => (await api(informationCalls.informations, { signal })) ?? [],
    }),
  );
}

/** What the dialog saves: a new announcement, or a change of `stored` (with isInfoFileDelete). */
export interface InformationDraft {
  stored: Information | undefined;
  body: AddInformationBody & { isInfoFileDelete?: boolean };
}

export function saveInformation({ stored, body }: InformationDraft) {
  return stored === undefined
    ? api(informationCalls.addInformation, { body })
    : api(informationCalls.putInformation, { body: { ...body, id: stored.id, _ts: stored._ts } });
}

export const useSaveInformation = () => useDialogWrite(saveInformation, [informationKeys.all]);

/** Deletes the ticked announcements one after another; the first failure stops the rest. */
export const useDeleteInformations = () =>
  useDialogWrite(
    (records: readonly Information[]) =>
      deleteInOrder(records, (r) =>
        api(informationCalls.deleteInformation, { query: { id: r.id, _ts: r._ts } }),
      ),
    [informationKeys.all],
  );
