/**
 * SQL of the monthly report (services/monthly-report.ts): the machines of a report and their service
 * records of a month.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface ReportMachineRow {
  device_id: string;
  model_id: string;
  serial_no: string;
  customer_machine_no: string | null;
  names: [string, string, string];
  time_zone: string;
}

/** The machines of these device groups, or only those named, ordered as the screens order them. */
export async function findReportMachines(
  db: Db,
  groupIds: readonly string[],
  only?: readonly { modelId: string; serialNo: string }[],
): Promise<ReportMachineRow[]> {
  const models = only?.map((m) => m.modelId) ?? null;
  const serials = only?.map((m) => m.serialNo) ?? null;
  const { rows } = await sql<ReportMachineRow>`
    SELECT id::text AS device_id, model_id, serial_no, optional_info_2 AS customer_machine_no,
           json_build_array(name_locale1, name_locale2, name_locale3) AS names, time_zone
      FROM devices
     WHERE device_group_id = ANY (${[...groupIds]}::text[])
       AND (${models}::text[] IS NULL
            OR (model_id, serial_no) IN (SELECT * FROM unnest(${models}::text[], ${serials}::text[])))
     ORDER BY optional_info_2 NULLS LAST, serial_no`.execute(db);
  return rows;
}

/** The machines of these ids, as they are now. */
export async function findReportMachinesById(
  db: Db,
  deviceIds: readonly string[],
): Promise<ReportMachineRow[]> {
  const { rows } = await sql<ReportMachineRow>`
    SELECT id::text AS device_id, model_id, serial_no, optional_info_2 AS customer_machine_no,
           json_build_array(name_locale1, name_locale2, name_locale3) AS names, time_zone
      FROM devices
     WHERE id = ANY (${[...deviceIds]}::bigint[])`.execute(db);
  return rows;
}

/** Service records of these machines finished in [from, to] (dates, both ends). */
export async function findServiceRecordsBetween(
  db: Db,
  deviceIds: readonly string[],
  from: string,
  to: string,
): Promise<{ device_id: string; day: string; service_code: number; task_type: number }[]> {
  if (deviceIds.length === 0) return [];
  const { rows } = await sql<{ device_id: string; day: string; service_code: number; task_type: number }>`
    SELECT device_id::text AS device_id, to_char(finish_date, 'YYYY-MM-DD') AS day,
           fservicecd AS service_code, task_type
      FROM service_reports
     WHERE device_id = ANY (${[...deviceIds]}::bigint[]) AND finish_date BETWEEN ${from}::date AND ${to}::date
     ORDER BY finish_date, id`.execute(db);
  return rows;
}

/**
 * Per day of the machine's zone in [fromDay, toDay], the running-hours and start counters at the day's
 * last sample whose LED state (D027) has its last bit, the power lamp, set (part 2 §9): a controller that
 * is off may send words that are not its counters.
 */
export async function findDayEndCounters(
  db: Db,
  deviceId: string,
  timeZone: string,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; runningHours: number | null; starts: number | null }[]> {
  const { rows } = await sql<{ day: string; running_hours: string | null; starts: string | null }>`
    SELECT DISTINCT ON (day) day, d020_021::text AS running_hours, d022_023::text AS starts
      FROM (SELECT to_char(measure_time AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, measure_time,
                   d020_021, d022_023
              FROM snapshots
             WHERE device_id = ${deviceId}
               AND measure_time >= (${fromDay}::date::timestamp AT TIME ZONE ${timeZone})
               AND measure_time < ((${toDay}::date + 1)::timestamp AT TIME ZONE ${timeZone})
               AND (d027 & 1) = 1) powered
     ORDER BY day, measure_time DESC`.execute(db);
  const number = (text: string | null) => (text === null ? null : Number(text));
  return rows.map((r) => ({ day: r.day, runningHours: number(r.running_hours), starts: number(r.starts) }));
}
