/**
 * Service records of the second backend (spec part 1 §3, §7; part 2 §3, §9): service reports and their
 * PDFs, the signed-in user's maintenance notifications, the service-customer lookup, and the import of
 * service reports from the supplier's service system or a CSV upload.
 *
 * Machines are named by equipment number (the serial number before '_', part 1 §9). Every answer is
 * limited to the caller's scope (services/access.ts): reports and customers of other machines are left
 * out like unknown ones; a file, a notification or a machine named on its own answers the one 404. A
 * user id in a request is never used: notifications are always the signed-in user's.
 */
import { formatJstDateTime, parseJstDateTime } from '@airsight/contracts/format/api-time';
import {
  isRealDate,
  SERVICE_IMPORT_CSV_COLUMNS,
  SERVICE_IMPORT_MAX_ROWS,
  SERVICE_REPORT_FILE_MAX_BYTES,
} from '@airsight/contracts/service-records';
import {
  type GetServiceCustomersBody,
  type GetServiceCustomersResponse,
  type GetSmartpassReportsQuery,
  type GetSmartpassReportsResponse,
  type MaintenanceNotification,
  type PutMaintenanceNotificationBody,
  type PutServiceRecordAttachmentQuery,
  type ServiceRecordAttachmentResponse,
  type ServiceRecordImportResponse,
  ServiceRecordImportRow,
} from '@airsight/contracts/http/service-records';
import { NO_NUL_MESSAGE, NO_NUL_PATTERN } from '@airsight/contracts';
import { Compile } from 'typebox/compile';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden } from '../errors.ts';
import {
  findDevicesByEquipmentNo,
  findMaintenanceNotification,
  findMaintenanceNotifications,
  findServiceCustomers,
  findServiceReportFile,
  findServiceReports,
  replaceServiceReportFile,
  saveServiceReports,
  upsertMaintenanceNotification,
  type MaintenanceNotificationRow,
  type ServiceReportFileRow,
  type ServiceReportInput,
} from '../repositories/service-records.ts';
import { NOT_FOUND, type Scope } from './access.ts';
import { readCsv } from '@airsight/contracts/format/csv';

const invalid = (message: string) => badRequest(message, 'VALIDATION');
const unique = (items: readonly string[]) => [...new Set(items)];

export async function getSmartpassReports(
  db: Db,
  scope: Scope,
  query: GetSmartpassReportsQuery,
): Promise<GetSmartpassReportsResponse> {
  const rows = await findServiceReports(db, scope.groupIds, unique(query.equipmentNos));
  return rows.map((r) => ({
    id: r.id,
    equipmentNo: r.equipment_no,
    fservicecd: r.fservicecd,
    taskType: r.task_type,
    finishDate: r.finish_date,
    fkadotm: r.fkadotm,
    registeredBy: r.registered_by,
    attachmentFile: r.attachment_file_id,
  }));
}

/** The PDF of a report of one of the caller's machines; otherwise 404, as for an unknown id. */
export async function getSmartpassReportFile(
  db: Db,
  scope: Scope,
  id: string,
): Promise<ServiceReportFileRow> {
  const file = await findServiceReportFile(db, scope.groupIds, id);
  if (!file) throw NOT_FOUND.attachment('querystring.id');
  return file;
}

function toNotification(row: MaintenanceNotificationRow): MaintenanceNotification {
  return {
    id: row.id,
    userId: row.user_id,
    equipmentNo: row.equipment_no,
    customerManagementNo: row.customer_management_no,
    status: row.status,
    disabledDate: formatJstDateTime(row.disabled_date),
    noticeDate: row.notice_date && formatJstDateTime(row.notice_date),
  };
}

/** The signed-in user's notifications of the machines they may still see. */
export async function getMaintenanceNotifications(db: Db, scope: Scope): Promise<MaintenanceNotification[]> {
  const rows = await findMaintenanceNotifications(db, scope.userId, scope.groupIds);
  return rows.map(toNotification);
}

function jstTime(field: string, text: string): Date {
  const time = parseJstDateTime(text);
  if (!time) throw invalid(`body.${field}: not a real time YYYY-MM-DD HH:mm:ss (${text})`);
  return time;
}

/**
 * Saves the signed-in user's notification of the machine with that equipment number (one the caller
 * sees; several machines with the same number get one each). With an id, that notification of the
 * user's is replaced; an id of another user's, or of another machine, answers 404.
 */
export async function putMaintenanceNotification(
  db: Db,
  scope: Scope,
  body: PutMaintenanceNotificationBody,
): Promise<MaintenanceNotification> {
  const disabledDate = jstTime('disabledDate', body.disabledDate);
  const noticeDate = body.noticeDate === undefined ? null : jstTime('noticeDate', body.noticeDate);
  let devices = await findDevicesByEquipmentNo(db, scope.groupIds, [body.equipmentNo]);
  if (devices.length === 0) throw NOT_FOUND.machine('body.equipmentNo');
  if (body.id !== undefined) {
    const existing = await findMaintenanceNotification(db, scope.userId, body.id);
    devices = devices.filter((d) => d.id === existing?.device_id);
    if (devices.length === 0) throw NOT_FOUND.maintenanceNotification('body.id');
  }
  const saved: MaintenanceNotificationRow[] = [];
  for (const device of devices) {
    saved.push(
      await upsertMaintenanceNotification(db, {
        user_id: scope.userId,
        device_id: device.id,
        equipment_no: body.equipmentNo,
        customer_management_no: body.customerManagementNo,
        status: body.status,
        disabled_date: disabledDate,
        notice_date: noticeDate,
      }),
    );
  }
  return toNotification(saved[0]!);
}

/** The customers of the caller's machines among the codes (others are left out like unknown codes). */
export async function getServiceCustomers(
  db: Db,
  scope: Scope,
  body: GetServiceCustomersBody,
): Promise<GetServiceCustomersResponse> {
  if (body.codes.length === 0) return [];
  return findServiceCustomers(db, scope.groupIds, body.codes);
}

/**
 * Supplier staff: users whose Login role's root group is the top of the whole tree (the supplier, which
 * has no parent). Customers' root groups are companies or plants under it.
 */
function isSupplierStaff(scope: Scope): boolean {
  return scope.groups.some((g) => g.is_root && g.parent_device_group_id === null);
}

function requireSupplierStaff(scope: Scope): void {
  if (!isSupplierStaff(scope)) {
    throw forbidden('Only the supplier’s staff may import service records', 'SUPPLIER_ONLY');
  }
}

/** One row to import and how an error names it and its field: 'body.3.fkadotm' (JSON), 'line 5, fkadotm' (CSV). */
interface LabelledRow {
  /** The row itself, for a second mention ('also in …'). */
  label: string;
  at: (field: string) => string;
  row: ServiceRecordImportRow;
}

const jsonRow = (i: number) => ({ label: `body.${i}`, at: (field: string) => `body.${i}.${field}` });
const csvLine = (line: number) => ({
  label: `line ${line}`,
  at: (field: string) => `line ${line}, ${field}`,
});

/** Today in Japan, 'YYYY-MM-DD': no service can have finished after it. */
const todayInJapan = (now: Date) => formatJstDateTime(now).slice(0, 10);

/**
 * Checks every row (a real finish date not after today in Japan, an equipment number that names exactly
 * one of the caller's machines, each externalId once) and stores them all in one transaction, or none:
 * the first bad row answers 400 naming it and its field.
 */
async function importRows(
  db: Db,
  scope: Scope,
  rows: readonly LabelledRow[],
  source: 'import' | 'upload',
  now: Date,
): Promise<ServiceRecordImportResponse> {
  requireSupplierStaff(scope);
  const today = todayInJapan(now);
  const devices = await findDevicesByEquipmentNo(
    db,
    scope.groupIds,
    unique(rows.map((r) => r.row.equipmentNo)),
  );
  const byEquipment = new Map<string, string[]>();
  for (const d of devices)
    byEquipment.set(d.equipment_no, [...(byEquipment.get(d.equipment_no) ?? []), d.id]);
  const seen = new Map<string, string>();
  const reports: ServiceReportInput[] = [];
  for (const { label, at, row } of rows) {
    if (!isRealDate(row.finishDate)) {
      throw invalid(`${at('finishDate')}: not a real date (${row.finishDate})`);
    }
    if (row.finishDate > today) {
      throw invalid(`${at('finishDate')}: ${row.finishDate} is after today (${today}, Japan time)`);
    }
    const ids = byEquipment.get(row.equipmentNo) ?? [];
    if (ids.length === 0) {
      throw invalid(`${at('equipmentNo')}: no machine has the equipment number ${row.equipmentNo}`);
    }
    if (ids.length > 1) {
      throw invalid(
        `${at('equipmentNo')}: ${ids.length} machines have the equipment number ${row.equipmentNo}`,
      );
    }
    const earlier = seen.get(row.externalId);
    if (earlier !== undefined) {
      throw invalid(`${at('externalId')}: ${row.externalId} is also in ${earlier}`);
    }
    seen.set(row.externalId, label);
    reports.push({
      equipment_no: row.equipmentNo,
      device_id: ids[0]!,
      fservicecd: row.fservicecd,
      task_type: row.taskType,
      finish_date: row.finishDate,
      fkadotm: row.fkadotm,
      registered_by: row.registeredBy,
      source,
      external_id: row.externalId,
    });
  }
  const { created, updated } = await saveServiceReports(db, reports);
  return { rows: reports.length, created, updated };
}

/** POST /api/service-records/import: the JSON rows of the supplier's service system. */
export async function importServiceRecords(
  db: Db,
  scope: Scope,
  body: readonly ServiceRecordImportRow[],
  now = new Date(),
): Promise<ServiceRecordImportResponse> {
  return importRows(
    db,
    scope,
    body.map((row, i) => ({ ...jsonRow(i), row })),
    'import',
    now,
  );
}

const checkImportRow = Compile(ServiceRecordImportRow);
type Column = keyof typeof ServiceRecordImportRow.properties;

/** The limits of one field of ServiceRecordImportRow, as its schema states them. */
interface FieldSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}
const fieldSchema = (column: Column): FieldSchema => ServiceRecordImportRow.properties[column];

/** A CSV field as the row's value: digits as the number they write where the schema wants an integer. */
function csvValue(column: Column, text: string): string | number {
  return fieldSchema(column).type === 'integer' && /^\d+$/.test(text) ? Number(text) : text;
}

/** What a CSV field the schema refuses (by `keyword`) says, in the words of a CSV file, with its limits. */
function csvFieldMessage(column: Column, text: string, keyword: string): string {
  const field = fieldSchema(column);
  if (field.type === 'integer')
    return `must be a whole number from ${field.minimum} to ${field.maximum} ("${text}")`;
  if (field.pattern !== NO_NUL_PATTERN) return `must be a date YYYY-MM-DD ("${text}")`;
  if (keyword === 'pattern') return NO_NUL_MESSAGE;
  return `must be ${field.minLength} to ${field.maxLength} characters`;
}

/** One CSV record as an import row checked by ServiceRecordImportRow, or the 400 that names its line and field. */
function csvRow(
  where: ReturnType<typeof csvLine>,
  header: readonly Column[],
  fields: readonly string[],
): ServiceRecordImportRow {
  if (fields.length !== header.length) {
    throw invalid(`${where.label}: ${fields.length} fields where the header names ${header.length}`);
  }
  const texts = fields.map((f) => f.trim());
  const row = Object.fromEntries(header.map((column, i) => [column, csvValue(column, texts[i]!)]));
  if (checkImportRow.Check(row)) return row;
  // The first refused field in the file's column order.
  const refused = new Map<string, string>();
  for (const error of checkImportRow.Errors(row)) {
    const column = error.instancePath.split('/')[1];
    if (column !== undefined && !refused.has(column)) refused.set(column, error.keyword);
  }
  const at = header.findIndex((column) => refused.has(column));
  const column = header[at]!;
  throw invalid(`${where.at(column)}: ${csvFieldMessage(column, texts[at]!, refused.get(column)!)}`);
}

/** POST /api/service-records/upload: a CSV file with a header line (SERVICE_IMPORT_CSV_COLUMNS). */
export async function uploadServiceRecords(
  db: Db,
  scope: Scope,
  text: string,
  now = new Date(),
): Promise<ServiceRecordImportResponse> {
  requireSupplierStaff(scope);
  const parsed = readCsv(text);
  if (!parsed.ok) throw invalid(`line ${parsed.line}: ${parsed.message}`);
  const [head, ...records] = parsed.records;
  const header = (head?.fields ?? []).map((h) => h.trim());
  const expected = [...SERVICE_IMPORT_CSV_COLUMNS].sort().join(',');
  if ([...header].sort().join(',') !== expected || new Set(header).size !== header.length) {
    throw invalid(`line 1: the header must name the columns ${SERVICE_IMPORT_CSV_COLUMNS.join(',')}`);
  }
  if (records.length === 0) throw invalid('line 2: no records after the header');
  if (records.length > SERVICE_IMPORT_MAX_ROWS) {
    throw invalid(`body: at most ${SERVICE_IMPORT_MAX_ROWS} records in one upload`);
  }
  const columns = header as readonly Column[];
  const rows = records.map((r) => {
    const where = csvLine(r.line);
    return { ...where, row: csvRow(where, columns, r.fields) };
  });
  return importRows(db, scope, rows, 'upload', now);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** PUT /api/service-records/attachment: the PDF of an imported report, replacing the one it had. */
export async function putServiceRecordAttachment(
  db: Db,
  scope: Scope,
  query: PutServiceRecordAttachmentQuery,
  body: unknown,
): Promise<ServiceRecordAttachmentResponse> {
  requireSupplierStaff(scope);
  if (body !== undefined && !Buffer.isBuffer(body)) throw invalid('body: send the PDF as application/pdf');
  if (body === undefined || body.length === 0) throw invalid('body: the PDF file is missing');
  if (!body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw invalid('body: not a PDF file');
  if (body.length > SERVICE_REPORT_FILE_MAX_BYTES) throw invalid('body: a PDF must be under 10 MB');
  const id = await replaceServiceReportFile(db, scope.groupIds, query.externalId, {
    name: query.name ?? `${query.externalId}.pdf`,
    content: body,
  });
  if (id === undefined) throw NOT_FOUND.serviceReport('querystring.externalId');
  return { externalId: query.externalId, attachmentFile: id };
}
