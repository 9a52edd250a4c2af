/**
 * The alarm-mail destinations of whole groups (source_flag 0) or single machines (source_flag 1)
 * (GET /scadaapi/v1/master-info/info_alertmail_destination_lists, part 1 §6), asked when the fixed admin
 * account downloads one of them, with the loading overlay.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alertMailCalls } from '@airsight/contracts/http/calls/alert-mail';
import { api } from '../../../lib/api.ts';
import { csvFileName, downloadCsv } from '../../../lib/csv.ts';
import { alertMailTable, type AlertMailDestination, type SourceFlag } from '../alarmMailCsv.ts';
import { alertMailKeys } from './keys.ts';

export async function getAlertMailList(
  flag: SourceFlag,
  signal?: AbortSignal,
): Promise<AlertMailDestination[]> {
  const answer = await api(alertMailCalls.alertMailDestinations, {
    query: { source_flag: flag },
    loading: true,
    signal,
  });
  return answer.info_alertmail_destination_list ?? [];
}

/** Always asked afresh (a download wants the current configuration). */
export const alertMailListQuery = (flag: SourceFlag) =>
  queryOptions({
    queryKey: alertMailKeys.destinations(flag),
    queryFn: ({ signal }) => getAlertMailList(flag, signal),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Fetches one list and saves it as YYYYMMDD.csv: every CSV of the portal is named by the date (part 1
 * §9), and the user chose which of the two lists this file is. A failed call has shown its snackbar and
 * saves nothing; an empty list (null, part 1 §7) still saves a file with the header only, so the admin
 * sees it is empty. Resolves to whether a file was saved.
 */
export function useDownloadAlertMailList() {
  const queryClient = useQueryClient();
  return useCallback(
    async (flag: SourceFlag): Promise<boolean> => {
      const list = await queryClient.fetchQuery(alertMailListQuery(flag)).catch(() => null);
      if (list === null) return false;
      const { header, rows } = alertMailTable(list);
      downloadCsv(header, rows, csvFileName());
      return true;
    },
    [queryClient],
  );
}
