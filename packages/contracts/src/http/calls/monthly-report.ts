/** The monthly report's calls (contracts http/monthly-report.ts). */
import type * as monthlyReport from '../monthly-report.ts';
import { sendCall } from './spec.ts';

export const monthlyReportCalls = {
  monthlyReportReserve: sendCall<
    monthlyReport.MonthlyReportReserveBody,
    monthlyReport.MonthlyReportReserveResponse
  >('POST', '/api/monthlyReportReserve'),
  getMonthlyReport: sendCall<monthlyReport.GetMonthlyReportBody, monthlyReport.MonthlyReportStatus>(
    'POST',
    '/api/getMonthlyReport',
  ),
  /** The same call with `download: true`: the answer is the workbook itself (.xlsx, as an attachment). */
  monthlyReportFile: sendCall<monthlyReport.GetMonthlyReportBody, Blob>('POST', '/api/getMonthlyReport'),
} as const;
