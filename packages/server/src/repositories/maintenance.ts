/**
 * SQL of the maintenance advice of a group (services/maintenance-advice.ts): every machine of some
 * groups with its latest running hours, their service reports of codes 1, 3 and 4, the user's
 * maintenance notifications of them, and a few running-hours readings of the last weeks for the
 * forecast. Each is one set-based query over all the machines, never one per machine.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface AdviceMachineRow {
  id: string;
  model_id: string;
  serial_no: string;
  equipment_no: string;
  optional_info_2: string | null;
  /** Latest sn_D020_021 (raw running hours); null without data. */
  running_hours: string | null;
  /** Epoch ms of the latest measurement; null without data. */
  measured_ms: number | null;
}

/** The machines of the groups with their latest running hours (device_latest), in no particular order. */
export async function readAdviceMachines(db: Db, groupIds: readonly string[]): Promise<AdviceMachineRow[]> {
  if (groupIds.length === 0) return [];
  const result = await sql<AdviceMachineRow>`
    SELECT d.id::text AS id, d.model_id, d.serial_no, split_part(d.serial_no, '_', 1) AS equipment_no,
           d.optional_info_2, l.d020_021::text AS running_hours,
           (extract(epoch FROM l.measure_time) * 1000)::float8 AS measured_ms
    FROM devices d
    LEFT JOIN device_latest l ON l.device_id = d.id
    WHERE d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows;
}

export interface AdviceReportRow {
  device_id: string;
  fservicecd: number;
  finish_date: string;
  fkadotm: number;
}

/** The reports of codes 1, 3, 4 (the only ones the advice reads) of the machines of the groups. */
export async function readAdviceReports(db: Db, groupIds: readonly string[]): Promise<AdviceReportRow[]> {
  if (groupIds.length === 0) return [];
  const result = await sql<AdviceReportRow>`
    SELECT r.device_id::text AS device_id, r.fservicecd, to_char(r.finish_date, 'YYYY-MM-DD') AS finish_date,
           r.fkadotm
    FROM service_reports r
    JOIN devices d ON d.id = r.device_id
    WHERE d.device_group_id = ANY(${groupIds}::text[]) AND r.fservicecd IN (1, 3, 4)
  `.execute(db);
  return result.rows;
}

export interface AdviceNotificationRow {
  id: string;
  device_id: string;
  status: string;
  disabled_date: Date;
}

/** The user's maintenance notifications of the machines of the groups (one per machine at most). */
export async function readAdviceNotifications(
  db: Db,
  userId: string,
  groupIds: readonly string[],
): Promise<AdviceNotificationRow[]> {
  if (groupIds.length === 0) return [];
  const result = await sql<AdviceNotificationRow>`
    SELECT n.id::text AS id, n.device_id::text AS device_id, n.status, n.disabled_date
    FROM maintenance_notifications n
    JOIN devices d ON d.id = n.device_id
    WHERE n.user_id = ${userId} AND d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows;
}

export interface RunningHoursReadingRow {
  device_id: string;
  time_ms: number;
  hours: string;
}

/**
 * Running-hours readings (sn_D020_021) of the machines for the forecast: per machine, the first
 * reading at or after each of the instants `probes` (within a day of it). One index probe of the
 * snapshots key (device_id, measure_time) per machine and instant, so the cost grows with the number
 * of machines times probes, never with the number of samples.
 */
export async function readRunningHoursReadings(
  db: Db,
  deviceIds: readonly string[],
  probes: readonly Date[],
): Promise<RunningHoursReadingRow[]> {
  if (deviceIds.length === 0 || probes.length === 0) return [];
  const result = await sql<RunningHoursReadingRow>`
    SELECT m.id::text AS device_id, (extract(epoch FROM s.measure_time) * 1000)::float8 AS time_ms,
           s.d020_021::text AS hours
    FROM unnest(${deviceIds}::bigint[]) AS m(id)
    CROSS JOIN unnest(${probes}::timestamptz[]) AS p(at)
    CROSS JOIN LATERAL (
      SELECT measure_time, d020_021 FROM snapshots
      WHERE device_id = m.id AND measure_time >= p.at AND measure_time < p.at + interval '1 day'
        AND d020_021 IS NOT NULL
      ORDER BY measure_time
      LIMIT 1
    ) s
  `.execute(db);
  return result.rows;
}
