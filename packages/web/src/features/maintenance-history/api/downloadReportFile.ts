/**
 * Downloads a service report's PDF (GET /api/getSmartpassReportFile?id) with the session and saves it. A
 * download is a mutation (lib/saveFile.ts says why).
 */
import { useMutation } from '@tanstack/react-query';
import { serviceRecordCalls } from '@airsight/contracts/http/calls/service-records';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/saveFile.ts';

export interface ReportFile {
  /** The report's attachmentFile. */
  id: string;
  /** Saved as: the machine unit and the finish day, e.g. 'AS1001_2026-05-14.pdf'. */
  fileName: string;
}

export async function downloadReportFile({ id, fileName }: ReportFile): Promise<void> {
  const pdf = await api(serviceRecordCalls.smartpassReportFile, {
    query: { id },
    responseType: 'blob',
    loading: true,
  });
  saveFile(fileName, pdf);
}

export function useDownloadReportFile() {
  return useMutation({ mutationFn: downloadReportFile });
}
