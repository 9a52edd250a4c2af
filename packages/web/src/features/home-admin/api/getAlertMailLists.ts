/**
 * The alarm-mail destinations of whole groups (source_flag 0) or single machines (source_flag 1)
 * (GET /scadaapi/v1/master-info/info_alertmail_destination_lists, part 1 §6), asked when the fixed admin
 * account downloads them, with the loading overlay.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alertMailCalls } from '@airsight/contracts/http/calls/alert-mail';
import { api } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import {
  alertMailFileName,
  alertMailTable,
  type AlertMailDestination,
  type SourceFlag,
} from '../alarmMailCsv.ts';
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
 * Fetches both lists and saves both files. A failed call has shown its snackbar and saves nothing; an
 * empty list (null, part 1 §7) still saves a file with the header only, so the admin sees it is empty.
 * Resolves to how many files were saved.
 */
export function useDownloadAlertMailConfiguration() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<number> => {
    const date = new Date();
    let saved = 0;
    for (const flag of [0, 1] as const) {
      const list = await queryClient.fetchQuery(alertMailListQuery(flag)).catch(() => null);
      if (list === null) continue;
      const { header, rows } = alertMailTable(list);
      downloadCsv(header, rows, alertMailFileName(flag, date));
      saved++;
    }
    return saved;
  }, [queryClient]);
}
