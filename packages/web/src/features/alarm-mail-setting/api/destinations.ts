/**
 * AlarmMailSetting's calls (contracts http/alert-mail.ts): the destinations of one group or machine by GET
 * /scadaapi/v1/master-info/info_alertmail_destination_lists, and the dialogs' writes: POST (add), PUT
 * …/{id} with the version read (a stale one: 409 VERSION_CONFLICT), DELETE …/{id} (the ticked ones one after another, the first failure stopping
 * the rest). The writes are silent:
 * the dialogs say a failure themselves (FormDialog). After any write the destinations are loaded again.
 */
import { useQuery } from '@tanstack/react-query';
import { alertMailCalls } from '@airsight/contracts/http/calls/alert-mail';
import type { AlertMailDestination, AlertMailDestinationNew } from '@airsight/contracts/http/alert-mail';
import { api } from '../../../lib/api.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { deleteInOrder } from '../../../lib/deleteInOrder.ts';
import type { MailSubject } from '../destinationRows.ts';

const destinationKeys = {
  all: ['alert-mail-destinations'] as const,
  of: (subject: MailSubject | undefined) =>
    [...destinationKeys.all, subject?.sourceFlag, subject?.sourceType] as const,
};

export function useDestinations(subject: MailSubject | undefined) {
  return useQuery({
    queryKey: destinationKeys.of(subject),
    queryFn: async ({ signal }) => {
      if (!subject) return [];
      const answer = await api(alertMailCalls.alertMailDestinations, {
        query: { source_flag: subject.sourceFlag, source_type: subject.sourceType },
        signal,
      });
      return answer.info_alertmail_destination_list ?? [];
    },
    enabled: subject !== undefined,
  });
}

/**
 * Every destination the user may see, of machines and of groups (the two GETs without source_type), for
 * the e-mail setting status filter; loaded again after any write, as the table is.
 */
export function useAllDestinations(enabled: boolean) {
  return useQuery({
    queryKey: [...destinationKeys.all, 'every'],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        ([0, 1] as const).map((source_flag) =>
          api(alertMailCalls.alertMailDestinations, { query: { source_flag }, signal }),
        ),
      );
      return lists.flatMap((answer) => answer.info_alertmail_destination_list ?? []);
    },
    enabled,
  });
}

/** What the destination dialog saves: a new destination, or the record read with its changes. */
export type DestinationSave =
  | { fields: AlertMailDestinationNew; record?: undefined }
  | { fields: AlertMailDestinationNew; record: AlertMailDestination };

export function saveDestination({ fields, record }: DestinationSave): Promise<unknown> {
  if (!record) return api(alertMailCalls.addAlertMailDestinations, { body: [fields] });
  return api(alertMailCalls.putAlertMailDestination, {
    params: { id: record.id },
    body: { ...record, ...fields, version: record.version },
  });
}

export const useSaveDestination = () => useDialogWrite(saveDestination, [destinationKeys.all]);

/** Deletes the ticked destinations one after another; the first failure stops the rest. */
export const useDeleteDestination = () =>
  useDialogWrite(
    (ids: readonly string[]) =>
      deleteInOrder(ids, (id) => api(alertMailCalls.deleteAlertMailDestination, { params: { id } })),
    [destinationKeys.all],
  );
