/**
 * The rows of MaintenanceHistory (part 2 §2, §6): only service codes 1, 3, 4 and 9 (commissioning,
 * hour maintenance, overhaul, patrol service cleanup), newest finish date first as the call answers them,
 * with the names of the code and the task type in the display language. Pure.
 */
import type { Locale } from '@airsight/contracts/locales';
import { formatDay } from '@airsight/contracts/format/date-time';
import { formatNumber } from '@airsight/contracts/format/number';
import {
  HISTORY_SERVICE_CODES,
  serviceCodeName,
  taskTypeName,
} from '@airsight/contracts/presentation/service-codes';
import type { ServiceReport } from './api/getSmartpassReports.ts';

export interface HistoryRow {
  id: string;
  /** The service code's name; the code itself when the table has no name for it. */
  category: string;
  /** The task type's name; the code itself when the table has no name for it. */
  workContents: string;
  /** 'YYYY/MM/DD'. */
  completionDate: string;
  /** 'YYYY-MM-DD', for sorting and the saved PDF's name. */
  finishDate: string;
  runningHours: number;
  /** Locale-formatted running hours, e.g. '12,034'. */
  runningHoursText: string;
  /** The attachment's id for the download, or null when the report has no PDF. */
  attachmentFile: string | null;
}

const LISTED = new Set(HISTORY_SERVICE_CODES);

export function toHistoryRows(reports: readonly ServiceReport[], locale: Locale): HistoryRow[] {
  return reports
    .filter((r) => LISTED.has(r.fservicecd))
    .map((r) => ({
      id: r.id,
      category: serviceCodeName(r.fservicecd, locale) ?? String(r.fservicecd),
      workContents: taskTypeName(r.taskType, locale) ?? String(r.taskType),
      completionDate: formatDay(r.finishDate),
      finishDate: r.finishDate,
      runningHours: r.fkadotm,
      runningHoursText: formatNumber(r.fkadotm),
      attachmentFile: r.attachmentFile,
    }))
    .sort((a, b) => (a.finishDate === b.finishDate ? 0 : a.finishDate < b.finishDate ? 1 : -1));
}

/** The name a downloaded report is saved under: 'AS1001_2026-05-14.pdf'. */
export function reportFileName(equipmentNo: string, row: Pick<HistoryRow, 'finishDate'>): string {
  return `${equipmentNo}_${row.finishDate}.pdf`;
}
