/**
 * SQL of the service records (migration 0017): service reports and their PDF files, maintenance
 * notifications, service customers. Reads take the caller's visible group ids: a report, file, notice or
 * customer of a machine in another group is never found. A machine's equipment number is its serial
 * number before the '_' suffix (index devices_equipment_no).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const EQUIPMENT_NO = sql<string>`split_part(d.serial_no, '_', 1)`;

export interface EquipmentDeviceRow {
  id: string;
  serial_no: string;
  equipment_no: string;
}

/** The visible machines whose equipment number is one of `equipmentNos`, by equipment number and id. */
export async function findDevicesByEquipmentNo(
  db: Db,
  groupIds: readonly string[],
  equipmentNos: readonly string[],
): Promise<EquipmentDeviceRow[]> {
  const result = await sql<EquipmentDeviceRow>`
    SELECT d.id::text AS id, d.serial_no, ${EQUIPMENT_NO} AS equipment_no
    FROM devices d
    WHERE ${EQUIPMENT_NO} = ANY(${equipmentNos}::text[])
      AND d.device_group_id = ANY(${groupIds}::text[])
    ORDER BY equipment_no, d.id
  `.execute(db);
  return result.rows;
}

export interface ServiceReportRow {
  id: string;
  equipment_no: string;
  fservicecd: number;
  task_type: number;
  finish_date: string;
  fkadotm: number;
  registered_by: string;
  attachment_file_id: string | null;
}

/** The reports of the visible machines with these equipment numbers; newest finish date first. */
export async function findServiceReports(
  db: Db,
  groupIds: readonly string[],
  equipmentNos: readonly string[],
): Promise<ServiceReportRow[]> {
  const result = await sql<ServiceReportRow>`
    SELECT r.id::text AS id, r.equipment_no, r.fservicecd, r.task_type,
           to_char(r.finish_date, 'YYYY-MM-DD') AS finish_date, r.fkadotm, r.registered_by,
           r.attachment_file_id::text AS attachment_file_id
    FROM service_reports r
    JOIN devices d ON d.id = r.device_id
    WHERE r.equipment_no = ANY(${equipmentNos}::text[])
      AND d.device_group_id = ANY(${groupIds}::text[])
    ORDER BY r.equipment_no, r.finish_date DESC, r.id DESC
  `.execute(db);
  return result.rows;
}

export interface ServiceReportFileRow {
  name: string;
  content_type: string;
  content: Buffer;
}

/** A PDF that belongs to a report of a visible machine. */
export async function findServiceReportFile(
  db: Db,
  groupIds: readonly string[],
  fileId: string,
): Promise<ServiceReportFileRow | undefined> {
  const result = await sql<ServiceReportFileRow>`
    SELECT f.name, f.content_type, f.content
    FROM service_report_files f
    WHERE f.id = ${fileId}::bigint
      AND EXISTS (
        SELECT 1 FROM service_reports r JOIN devices d ON d.id = r.device_id
        WHERE r.attachment_file_id = f.id AND d.device_group_id = ANY(${groupIds}::text[])
      )
  `.execute(db);
  return result.rows[0];
}

/** One report to store; `external_id` decides whether it is new or an update. */
export interface ServiceReportInput {
  equipment_no: string;
  device_id: string;
  fservicecd: number;
  task_type: number;
  finish_date: string;
  fkadotm: number;
  registered_by: string;
  source: 'import' | 'upload' | 'demo';
  external_id: string;
}

const IMPORT_CHUNK = 500;

/**
 * Stores every report in one transaction: a report whose external_id is known replaces the old one's
 * fields (its attachment stays); the others are added. Counts what was added and what was updated.
 */
export async function saveServiceReports(
  db: Db,
  reports: readonly ServiceReportInput[],
): Promise<{ created: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    for (let i = 0; i < reports.length; i += IMPORT_CHUNK) {
      const rows = await trx
        .insertInto('service_reports')
        .values(reports.slice(i, i + IMPORT_CHUNK))
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            equipment_no: eb.ref('excluded.equipment_no'),
            device_id: eb.ref('excluded.device_id'),
            fservicecd: eb.ref('excluded.fservicecd'),
            task_type: eb.ref('excluded.task_type'),
            finish_date: eb.ref('excluded.finish_date'),
            fkadotm: eb.ref('excluded.fkadotm'),
            registered_by: eb.ref('excluded.registered_by'),
            source: eb.ref('excluded.source'),
            update_time: sql`now()`,
          })),
        )
        // xmax is 0 for a row this statement inserted, and set for one it updated.
        .returning(sql<boolean>`xmax = 0`.as('inserted'))
        .execute();
      for (const row of rows) {
        if (row.inserted) created++;
        else updated++;
      }
    }
    return { created, updated };
  });
}

export interface MaintenanceNotificationRow extends MaintenanceNotificationInput {
  id: string;
}

const NOTIFICATION_COLUMNS = sql`n.id::text AS id, n.user_id, n.device_id::text AS device_id, n.equipment_no,
  n.customer_management_no, n.status, n.disabled_date, n.notice_date`;

/** The user's notifications of visible machines, by equipment number. */
export async function findMaintenanceNotifications(
  db: Db,
  userId: string,
  groupIds: readonly string[],
): Promise<MaintenanceNotificationRow[]> {
  const result = await sql<MaintenanceNotificationRow>`
    SELECT ${NOTIFICATION_COLUMNS}
    FROM maintenance_notifications n
    JOIN devices d ON d.id = n.device_id
    WHERE n.user_id = ${userId} AND d.device_group_id = ANY(${groupIds}::text[])
    ORDER BY n.equipment_no, n.id
  `.execute(db);
  return result.rows;
}

/** One notification of the user, by id. */
export async function findMaintenanceNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<MaintenanceNotificationRow | undefined> {
  const result = await sql<MaintenanceNotificationRow>`
    SELECT ${NOTIFICATION_COLUMNS}
    FROM maintenance_notifications n
    WHERE n.user_id = ${userId} AND n.id = ${id}::bigint
  `.execute(db);
  return result.rows[0];
}

/** A notification to store: one per user and machine. */
export interface MaintenanceNotificationInput {
  user_id: string;
  device_id: string;
  equipment_no: string;
  customer_management_no: string;
  status: 'notice' | 'warning' | 'danger';
  disabled_date: Date;
  notice_date: Date | null;
}

/** Adds the user's notification of the machine, or replaces the one there is. */
export async function upsertMaintenanceNotification(
  db: Db,
  input: MaintenanceNotificationInput,
): Promise<MaintenanceNotificationRow> {
  const result = await sql<MaintenanceNotificationRow>`
    INSERT INTO maintenance_notifications AS n
      (user_id, device_id, equipment_no, customer_management_no, status, disabled_date, notice_date)
    VALUES (${input.user_id}, ${input.device_id}::bigint, ${input.equipment_no},
            ${input.customer_management_no}, ${input.status}, ${input.disabled_date}, ${input.notice_date})
    ON CONFLICT (user_id, device_id) DO UPDATE SET
      equipment_no = excluded.equipment_no,
      customer_management_no = excluded.customer_management_no,
      status = excluded.status,
      disabled_date = excluded.disabled_date,
      notice_date = excluded.notice_date,
      update_time = now()
    RETURNING ${NOTIFICATION_COLUMNS}
  `.execute(db);
  return result.rows[0]!;
}

export interface ServiceCustomerRow {
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The service customers among `codes` that a visible machine belongs to (its service_customer_code, or
 * the customer code after the '_' of its serial number), by code.
 */
export async function findServiceCustomers(
  db: Db,
  groupIds: readonly string[],
  codes: readonly string[],
): Promise<ServiceCustomerRow[]> {
  const result = await sql<ServiceCustomerRow>`
    SELECT c.code, c.name, c.latitude, c.longitude
    FROM service_customers c
    WHERE c.code = ANY(${codes}::text[])
      AND EXISTS (
        SELECT 1 FROM devices d
        WHERE d.device_group_id = ANY(${groupIds}::text[])
          AND (d.service_customer_code = c.code OR split_part(d.serial_no, '_', 2) = c.code)
      )
    ORDER BY c.code
  `.execute(db);
  return result.rows;
}

/**
 * Attaches a PDF to the report with that external id, in one transaction: the new file replaces the
 * report's old one, which is deleted when no other report points to it. Undefined when no report of a
 * visible machine has the id.
 */
export async function replaceServiceReportFile(
  db: Db,
  groupIds: readonly string[],
  externalId: string,
  file: { name: string; content: Buffer },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const report = (
      await sql<{ id: string; attachment_file_id: string | null }>`
        SELECT r.id::text AS id, r.attachment_file_id::text AS attachment_file_id
        FROM service_reports r JOIN devices d ON d.id = r.device_id
        WHERE r.external_id = ${externalId} AND d.device_group_id = ANY(${groupIds}::text[])
        FOR UPDATE OF r
      `.execute(trx)
    ).rows[0];
    if (!report) return undefined;
    const inserted = await trx
      .insertInto('service_report_files')
      .values(file)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('service_reports')
      .set({ attachment_file_id: inserted.id, update_time: sql`now()` })
      .where('id', '=', report.id)
      .execute();
    if (report.attachment_file_id !== null) {
      await sql`
        DELETE FROM service_report_files f
        WHERE f.id = ${report.attachment_file_id}::bigint
          AND NOT EXISTS (SELECT 1 FROM service_reports r WHERE r.attachment_file_id = f.id)
      `.execute(trx);
    }
    return inserted.id;
  });
}
