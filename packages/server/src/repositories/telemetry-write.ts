/**
 * SQL of the telemetry write path: the compressor behind a topic, the snapshot insert itself, monthly
 * partitions and their retention (gateway accounts are in gateways.ts). Bulk writes pass one array per
 * column to unnest(): one statement and one round trip per batch, whatever its size.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AlarmWordColumns, Database } from '../db/schema.ts';
import { SNAPSHOT_COLUMNS, type SnapshotRow } from '../ingest/payload.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface IngestDevice {
  id: string;
  parentModelId: string | null;
  parentSerialNo: string | null;
  /** The device's group and every group above it, for group grants. */
  groupPath: string[];
}

export async function findIngestDevice(
  db: Executor,
  modelId: string,
  serialNo: string,
): Promise<IngestDevice | undefined> {
  const { rows } = await sql<{
    id: string;
    parent_model_id: string | null;
    parent_serial_no: string | null;
    group_path: string[];
  }>`
    WITH RECURSIVE device AS (
      SELECT id, parent_model_id, parent_serial_no, device_group_id
        FROM devices WHERE model_id = ${modelId} AND serial_no = ${serialNo}
    ), up (device_group_id, parent_device_group_id, depth) AS (
      SELECT g.device_group_id, g.parent_device_group_id, 0
        FROM device_groups g JOIN device ON g.device_group_id = device.device_group_id
      UNION ALL
      SELECT g.device_group_id, g.parent_device_group_id, up.depth + 1
        FROM device_groups g JOIN up ON g.device_group_id = up.parent_device_group_id
       WHERE up.depth < 64
    )
    SELECT id, parent_model_id, parent_serial_no, array(SELECT device_group_id FROM up) AS group_path
      FROM device`.execute(db);
  const row = rows[0];
  return (
    row && {
      id: String(row.id),
      parentModelId: row.parent_model_id,
      parentSerialNo: row.parent_serial_no,
      groupPath: row.group_path,
    }
  );
}

/** The measure time (epoch ms) of a device's newest snapshot, from device_latest; undefined when none. */
export async function findNewestMeasureTime(db: Executor, deviceId: string): Promise<number | undefined> {
  const { rows } = await sql<{ t: number }>`
    SELECT round(extract(epoch FROM measure_time) * 1000)::float8 AS t
      FROM device_latest WHERE device_id = ${deviceId}`.execute(db);
  return rows[0]?.t;
}

/** Creates the monthly partition that holds `monthStart` (a UTC date 'YYYY-MM-01') when it is missing. */
export async function ensureSnapshotPartition(db: Executor, monthStart: string): Promise<void> {
  await sql`SELECT ensure_snapshot_partition(${monthStart}::date)`.execute(db);
}

// Advisory locks of the ingest: (class, key) pairs, a space apart from the single-key locks elsewhere.
const DEVICE_LOCK_CLASS = 7_244_200;

/**
 * Serialises writers per device until the transaction ends, so that two ingest processes never evaluate
 * alarms of the same device at once. Keys are taken in ascending order: no two writers can deadlock.
 */
export async function lockDevices(trx: Transaction<Database>, deviceIds: readonly string[]): Promise<void> {
  const keys = [...new Set(deviceIds.map((id) => Number(BigInt(id) % 2_147_483_647n)))].sort((a, b) => a - b);
  await sql`
    SELECT pg_advisory_xact_lock(${DEVICE_LOCK_CLASS}, k)
      FROM (SELECT k FROM unnest(${keys}::int[]) WITH ORDINALITY AS t(k, n) ORDER BY n) ordered`.execute(trx);
}

export interface InsertedWords {
  deviceId: string;
  time: number;
  /** d024 ... d029 as stored. */
  words: (number | null)[];
}

const columnList = sql.raw(SNAPSHOT_COLUMNS.join(', '));
const excludedList = sql.raw(SNAPSHOT_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', '));

/**
 * Inserts snapshots that are not stored yet (a replayed one changes nothing), moves device_latest forward
 * where a row is newer than what it holds, and returns the rows actually inserted with their event words.
 */
export async function insertSnapshots(
  trx: Transaction<Database>,
  rows: readonly { deviceId: string; row: SnapshotRow }[],
): Promise<InsertedWords[]> {
  const deviceIds = rows.map((r) => r.deviceId);
  const times = rows.map((r) => r.row.time);
  const columns = SNAPSHOT_COLUMNS.map((_, c) => rows.map((r) => r.row.values[c] ?? null));
  const typed = SNAPSHOT_COLUMNS.map((name, c) =>
    name.length > 4 ? sql`${columns[c]}::bigint[]` : sql`${columns[c]}::int[]`,
  );
  const { rows: inserted } = await sql<AlarmWordColumns & { device_id: string; t: number }>`
    WITH input AS (
      SELECT * FROM unnest(${deviceIds}::bigint[], ${times}::float8[], ${sql.join(typed)})
        AS t(device_id, ms, ${columnList})
    ), inserted AS (
      INSERT INTO snapshots (device_id, measure_time, ${columnList})
      SELECT device_id, to_timestamp(ms / 1000.0), ${columnList} FROM input
      ON CONFLICT (device_id, measure_time) DO NOTHING
      RETURNING *
    ), latest AS (
      INSERT INTO device_latest (device_id, measure_time, received_at, ${columnList})
      SELECT DISTINCT ON (device_id) device_id, measure_time, now(), ${columnList}
        FROM inserted ORDER BY device_id, measure_time DESC
      ON CONFLICT (device_id) DO UPDATE
        SET measure_time = EXCLUDED.measure_time, received_at = EXCLUDED.received_at, ${excludedList}
        WHERE device_latest.measure_time < EXCLUDED.measure_time
    )
    SELECT device_id, round(extract(epoch FROM measure_time) * 1000)::float8 AS t,
           d024, d025, d026, d027, d028, d029
      FROM inserted`.execute(trx);
  return inserted.map((r) => ({
    deviceId: String(r.device_id),
    time: r.t,
    words: [r.d024, r.d025, r.d026, r.d027, r.d028, r.d029],
  }));
}

/** The monthly partitions of snapshots with the first day of their month ('YYYY-MM-01'). */
export async function listSnapshotPartitions(db: Executor): Promise<{ name: string; month: string }[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'snapshots'::regclass`.execute(db);
  return rows.flatMap(({ name }) => {
    const match = /^snapshots_(\d{4})_(\d{2})$/.exec(name);
    return match ? [{ name, month: `${match[1]}-${match[2]}-01` }] : [];
  });
}

export async function dropSnapshotPartition(db: Executor, name: string): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.id(name)}`.execute(db);
}
