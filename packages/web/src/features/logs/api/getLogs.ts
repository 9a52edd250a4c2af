/**
 * The operation log's search (POST /api/getLogs; contracts http/operation-log.ts), asked when the special
 * administrator downloads it, with the loading overlay; saved as YYYYMMDD.csv (today's date). A download
 * is a mutation (lib/saveFile.ts says why): pending on the button, a failure in the snackbar.
 */
import { useMutation } from '@tanstack/react-query';
import { operationLogCalls } from '@airsight/contracts/http/calls/operation-log';
import type { GetLogsBody, GetLogsResponse } from '@airsight/contracts/http/operation-log';
import { api } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { logsCsv, type LogHeaderKey } from '../logRows.ts';

export async function getLogs(body: GetLogsBody): Promise<GetLogsResponse> {
  const answer = await api(operationLogCalls.getLogs, { body, loading: true });
  return { logs: answer.logs ?? [], truncated: answer.truncated };
}

export interface LogsDownload {
  body: GetLogsBody;
  header: (key: LogHeaderKey) => string;
}

/** Resolves to how many entries the file holds and whether more matched. */
export function useDownloadLogs() {
  return useMutation({
    mutationFn: async ({ body, header }: LogsDownload) => {
      const answer = await getLogs(body);
      const csv = logsCsv(answer.logs, header);
      downloadCsv(csv.header, csv.rows);
      return { count: answer.logs.length, truncated: answer.truncated };
    },
  });
}
