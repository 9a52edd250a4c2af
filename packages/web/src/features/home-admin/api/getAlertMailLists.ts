/**
 * The alarm-mail destinations of whole groups (source_flag 0) or single machines (source_flag 1)
 * (GET /scadaapi/v1/master-info/info_alertmail_destination_lists, part 1 §6), asked when the fixed admin
 * account downloads one of them, with the loading overlay.
 */
import { useMutation } from '@tanstack/react-query';
import { alertMailCalls } from '@airsight/contracts/http/calls/alert-mail';
import { logCsvDownload } from '../../../api/operation-log/addLogs.ts';
import { api } from '../../../lib/api.ts';
import { csvFileName, downloadCsv } from '../../../lib/csv.ts';
import { alertMailTable, type AlertMailDestination, type SourceFlag } from '../alarmMailCsv.ts';

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

/**
 * Fetches one list, as configured now, and saves it as YYYYMMDD.csv: every CSV of the portal is named by
 * the date (part 1 §9), and the user chose which of the two lists this file is. An empty list (null, part 1
 * §7) still saves a file with the header only, so the admin sees it is empty. A download is a mutation
 * (lib/saveFile.ts says why).
 */
export function useDownloadAlertMailList() {
  return useMutation({
    mutationFn: async (flag: SourceFlag) => {
      const { header, rows } = alertMailTable(await getAlertMailList(flag));
      downloadCsv(header, rows, csvFileName());
      logCsvDownload(flag === 0 ? 'alarmMailGroups' : 'alarmMailMachines', rows.length);
    },
  });
}
