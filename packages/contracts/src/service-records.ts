/**
 * Service records (spec part 1 §3 'Service report', 'Maintenance notification', part 2 §3, §9): the limits
 * and the time and date codecs that the server, its schemas and the web client share. Schema-free, so that
 * the web client can import them without bundling TypeBox. Their time codec (Japan time) is format/api-time.ts's.
 */
import { FIRST_RECORDED_YEAR, parseDay } from './format/calendar-day.ts';

/** Equipment numbers (machine units) named in one getSmartpassReports call. */
export const SERVICE_REPORTS_MAX_EQUIPMENT_NOS = 200;
/** Customer codes named in one service-customer lookup. */
export const SERVICE_CUSTOMERS_MAX_CODES = 500;
/** Rows of one service-record import or CSV upload. */
export const SERVICE_IMPORT_MAX_ROWS = 5_000;
/** Size of one CSV upload in bytes. */
export const SERVICE_IMPORT_MAX_CSV_BYTES = 2_000_000;
/** Part 2 §9: an attachment is a PDF under 10 MB. */
export const SERVICE_REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024 - 1;
/** Service codes 1 … 9 and task types 99 … 999 (part 2 §3). */
export const SERVICE_CODE_RANGE = { min: 1, max: 9 } as const;
export const TASK_TYPE_RANGE = { min: 99, max: 999 } as const;
/** Maintenance notification statuses (part 1 §3), lowest first. */
export const MAINTENANCE_STATUSES = ['notice', 'warning', 'danger'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** The columns of a service-record CSV upload, in this order, with this header line. */
export const SERVICE_IMPORT_CSV_COLUMNS = [
  'externalId',
  'equipmentNo',
  'fservicecd',
  'taskType',
  'finishDate',
  'fkadotm',
  'registeredBy',
] as const;

/** The equipment number (machine unit) of a serial number: the text before its '_' customer-code suffix. */
export function equipmentNoOf(serialNo: string): string {
  const at = serialNo.indexOf('_');
  return at >= 0 ? serialNo.slice(0, at) : serialNo;
}

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** True for a real calendar day 'YYYY-MM-DD' of the years 1900 … 9999 (no 2023-02-29). */
export function isRealDate(text: string): boolean {
  return parseDay(text, FIRST_RECORDED_YEAR) !== undefined;
}
