/**
 * The Excel file of the monthly report (part 2 §9): POST /api/monthlyReportReserve queues the workbook
 * and answers a statusId, POST /api/getMonthlyReport answers the job's state and progress (asked about
 * every second until it is done or failed), and with `download: true` the workbook itself, saved under
 * the answered name (monthlyReport_YYYY-MM.xlsx). The server writes the operation log of the download.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MonthlyReportReserveBody } from '@airsight/contracts/http/monthly-report';
import { monthlyReportCalls } from '@airsight/contracts/http/calls/monthly-report';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { reportKeys } from './keys.ts';

/** How often the job's state is asked while it is queued or running. */
export const REPORT_POLL_MS = 1000;

export function reserveMonthlyReport(body: MonthlyReportReserveBody): Promise<string> {
  return api(monthlyReportCalls.monthlyReportReserve, { body, loading: true }).then((a) => a.statusId);
}

export function useReserveMonthlyReport() {
  return useMutation({ mutationFn: reserveMonthlyReport });
}

/**
 * The job's state, asked again every REPORT_POLL_MS until it is done or failed. Silent: a statusId that
 * has expired (404) is the screen's to forget, not an error to show.
 */
const reportStatusQuery = (statusId: string) =>
  queryOptions({
    queryKey: reportKeys.status(statusId),
    queryFn: ({ signal }) => api(monthlyReportCalls.getMonthlyReport, { body: { statusId }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' || query.state.error ? false : REPORT_POLL_MS;
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

export function useReportStatus(statusId: string | null) {
  return useQuery({ ...reportStatusQuery(statusId ?? ''), enabled: Boolean(statusId) });
}

export interface ReportFile {
  statusId: string;
  fileName: string;
}

export async function downloadMonthlyReport({ statusId, fileName }: ReportFile): Promise<void> {
  const workbook = await api(monthlyReportCalls.monthlyReportFile, {
    body: { statusId, download: true },
    responseType: 'blob',
    loading: true,
  });
  saveFile(fileName, workbook);
}

export function useDownloadMonthlyReport() {
  return useMutation({ mutationFn: downloadMonthlyReport });
}
