/**
 * SQL of the fleet calls: every machine of some groups with its latest status inputs (from device_latest,
 * never a scan of history), the unchanging part of those machines' records, and the master-data version
 * that tells when that part changed. Callers pass the caller's visible group ids.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DeviceAuthorityRow } from './master-data.ts';

/** The number that grows with every change of devices or device groups (migration 0014). */
export async function readMasterDataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('master_data_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

/**
 * The latest status inputs of one machine, all as text (they go into JSON as they are, so nothing is
 * parsed): the 14-digit UTC time, and the word and counter as digits.
 */
export interface DeviceLatestRow {
  id: string;
  last_measure_time: string | null;
  status_word: string | null;
  running_hours: string | null;
}

/**
 * Every machine of the groups with its latest measure time, status word (d027) and running hours
 * (d020_021), in no particular order (sorting 10,000 rows here costs more than the rest of the query;
 * the service orders them by ranks it keeps). Only the four changing columns cross the wire; the rest
 * of the record comes from the service's cache.
 */
export async function readDeviceLatest(db: Db, groupIds: readonly string[]): Promise<DeviceLatestRow[]> {
  const result = await sql<DeviceLatestRow>`
    SELECT d.id::text AS id, to_char(l.measure_time AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISS') AS last_measure_time,
           l.d027::text AS status_word, l.d020_021::text AS running_hours
    FROM devices d
    LEFT JOIN device_latest l ON l.device_id = d.id
    WHERE d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows;
}

/** The fields of a fleet device that change only with the master data, named as in the answer. */
export interface DeviceMasterRow extends DeviceAuthorityRow {
  id: string;
  time_zone: string;
  consent_form_received: boolean;
}

/** The master part of some machines by id (ids of readDeviceLatest rows; no authority check here). */
export async function readDeviceMaster(db: Db, ids: readonly string[]): Promise<DeviceMasterRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<DeviceMasterRow>`
    SELECT d.id::text AS id, d.model_id, d.serial_no, d.device_group_id,
           g.name_locale1 AS device_group_name_locale1, g.name_locale2 AS device_group_name_locale2,
           g.name_locale3 AS device_group_name_locale3,
           d.name_locale1 AS device_name_locale1, d.name_locale2 AS device_name_locale2,
           d.name_locale3 AS device_name_locale3,
           d.optional_info_1, d.optional_info_2, d.time_zone, d.consent_form_received
    FROM devices d
    JOIN device_groups g ON g.device_group_id = d.device_group_id
    WHERE d.id = ANY(${ids}::bigint[])
  `.execute(db);
  return result.rows;
}

/** What the status rules and the group counts read of one machine. */
export interface StatusInputRow {
  device_group_id: string;
  model_id: string;
  /** Epoch milliseconds of the latest measurement; null without data. */
  measured_ms: number | null;
  status_word: number | null;
  consent_form_received: boolean;
}

export async function readStatusInputs(db: Db, groupIds: readonly string[]): Promise<StatusInputRow[]> {
  if (groupIds.length === 0) return [];
  const result = await sql<StatusInputRow>`
    SELECT d.device_group_id, d.model_id,
           (extract(epoch FROM l.measure_time) * 1000)::float8 AS measured_ms,
           l.d027 AS status_word, d.consent_form_received
    FROM devices d
    LEFT JOIN device_latest l ON l.device_id = d.id
    WHERE d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows;
}
