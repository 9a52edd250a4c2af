/**
 * SQL of the alarm engine (alarms/engine.ts): its per-device state, the stored snapshots a re-evaluation
 * reads, and the writes of event history, incidents and outbox rows. Times cross this boundary as epoch
 * milliseconds; bulk writes pass one array per column to unnest().
 */
import { sql, type Transaction } from 'kysely';
import type { AlarmWordColumns, Database } from '../db/schema.ts';
import type {
  EventRow,
  IncidentSpan,
  MaybeWords,
  StoredIncident,
  WordSample,
  Words,
} from '../alarms/edges.ts';

type Trx = Transaction<Database>;

const toMs = (column: string) => sql.raw(`round(extract(epoch FROM ${column}) * 1000)::float8`);
const fromMs = (param: unknown) => sql`to_timestamp(${param} / 1000.0)`;

export interface AlarmState {
  deviceId: string;
  lastTime: number;
  words: Words;
}

export async function loadAlarmStates(
  trx: Trx,
  deviceIds: readonly string[],
): Promise<Map<string, AlarmState>> {
  const { rows } = await sql<AlarmWordColumns & { device_id: string; t: number }>`
    SELECT device_id, ${toMs('last_time')} AS t, d024, d025, d026, d027, d028, d029
      FROM alarm_state WHERE device_id = ANY(${deviceIds}::bigint[])`.execute(trx);
  return new Map(
    rows.map((r) => [
      String(r.device_id),
      {
        deviceId: String(r.device_id),
        lastTime: r.t,
        words: [r.d024, r.d025, r.d026, r.d027, r.d028, r.d029].map((w) => w ?? 0),
      },
    ]),
  );
}

export async function saveAlarmStates(trx: Trx, states: readonly AlarmState[]): Promise<void> {
  if (states.length === 0) return;
  const word = (i: number) => states.map((s) => s.words[i] ?? 0);
  await sql`
    INSERT INTO alarm_state (device_id, last_time, d024, d025, d026, d027, d028, d029)
    SELECT device_id, to_timestamp(ms / 1000.0), d024, d025, d026, d027, d028, d029
      FROM unnest(${states.map((s) => s.deviceId)}::bigint[], ${states.map((s) => s.lastTime)}::float8[],
                  ${word(0)}::int[], ${word(1)}::int[], ${word(2)}::int[], ${word(3)}::int[], ${word(4)}::int[],
                  ${word(5)}::int[]) AS t(device_id, ms, d024, d025, d026, d027, d028, d029)
    ON CONFLICT (device_id) DO UPDATE
      SET last_time = EXCLUDED.last_time, d024 = EXCLUDED.d024, d025 = EXCLUDED.d025, d026 = EXCLUDED.d026,
          d027 = EXCLUDED.d027, d028 = EXCLUDED.d028, d029 = EXCLUDED.d029`.execute(trx);
}

/** The newest stored word of each event register before `before` (null where none was ever stored). */
export async function loadWordsBefore(trx: Trx, deviceId: string, before: number): Promise<MaybeWords> {
  const last = (column: string) => sql`(
    SELECT ${sql.raw(column)} FROM snapshots
     WHERE device_id = ${deviceId} AND measure_time < ${fromMs(before)} AND ${sql.raw(column)} IS NOT NULL
     ORDER BY measure_time DESC LIMIT 1)`;
  const { rows } = await sql<Record<string, number | null>>`
    SELECT ${last('d024')} AS d024, ${last('d025')} AS d025, ${last('d026')} AS d026,
           ${last('d027')} AS d027, ${last('d028')} AS d028, ${last('d029')} AS d029`.execute(trx);
  const row = rows[0] ?? {};
  return ['d024', 'd025', 'd026', 'd027', 'd028', 'd029'].map((c) => row[c] ?? null);
}

/** A read of stored snapshots for a re-evaluation sweep (alarms/windows.ts). */
export interface SnapshotRunRequest {
  deviceId: string;
  /** Rows from this time on (inclusive). */
  from: number;
  /** At most this many rows. */
  limit: number;
  /** Also the newest row before `from`. */
  predecessor: boolean;
}

export interface SnapshotRun {
  /** The newest row before `from` (when asked and there is one). */
  predecessor: WordSample | undefined;
  /** Up to `limit` rows from `from` on, in time order. */
  rows: WordSample[];
}

/**
 * Event words of bounded runs of stored snapshots, for many devices in one statement. Each run is two
 * index range scans on the primary key (device_id, measure_time) that stop after `limit` rows (and one
 * row backwards): the cost does not depend on how much history the device has.
 */
export async function loadSnapshotRuns(
  trx: Trx,
  requests: readonly SnapshotRunRequest[],
): Promise<SnapshotRun[]> {
  const runs: SnapshotRun[] = requests.map(() => ({ predecessor: undefined, rows: [] }));
  if (requests.length === 0) return runs;
  const { rows } = await sql<AlarmWordColumns & { n: number; before: boolean; t: number }>`
    SELECT r.n::int AS n, s.before, ${toMs('s.measure_time')} AS t, s.d024, s.d025, s.d026, s.d027, s.d028, s.d029
      FROM unnest(${requests.map((r) => r.deviceId)}::bigint[], ${requests.map((r) => r.from)}::float8[],
                  ${requests.map((r) => r.limit)}::int[], ${requests.map((r) => r.predecessor)}::bool[])
             WITH ORDINALITY AS r(device_id, ms, lim, predecessor, n)
     CROSS JOIN LATERAL (
       (SELECT true AS before, measure_time, d024, d025, d026, d027, d028, d029 FROM snapshots
         WHERE r.predecessor AND device_id = r.device_id AND measure_time < to_timestamp(r.ms / 1000.0)
         ORDER BY measure_time DESC LIMIT 1)
       UNION ALL
       (SELECT false, measure_time, d024, d025, d026, d027, d028, d029 FROM snapshots
         WHERE device_id = r.device_id AND measure_time >= to_timestamp(r.ms / 1000.0)
         ORDER BY measure_time LIMIT r.lim)
     ) s
     ORDER BY r.n, s.measure_time`.execute(trx);
  for (const row of rows) {
    const sample = { time: row.t, words: [row.d024, row.d025, row.d026, row.d027, row.d028, row.d029] };
    const run = runs[row.n - 1]!;
    if (row.before) run.predecessor = sample;
    else run.rows.push(sample);
  }
  return runs;
}

/** A window of a device's history that is evaluated again: [from, to], or from `from` on when to is null. */
export interface WindowBounds {
  deviceId: string;
  from: number;
  to: number | null;
}

/** The windows as a relation w(device_id, f, t, n), n being each window's place (from 1) in the list. */
const windowsRelation = (windows: readonly WindowBounds[]) => sql`
  unnest(${windows.map((w) => w.deviceId)}::bigint[], ${windows.map((w) => w.from)}::float8[],
         ${windows.map((w) => w.to)}::float8[]) WITH ORDINALITY AS w(device_id, f, t, n)`;

/** `column` lies in the window w of windowsRelation. */
const inWindow = (column: string) =>
  sql`${sql.raw(column)} >= to_timestamp(w.f / 1000.0)
      AND ${sql.raw(column)} <= coalesce(to_timestamp(w.t / 1000.0), 'infinity')`;

/** Rows of one statement over many windows, sorted back into one list per window. */
function perWindow<R extends { n: number }, T>(count: number, rows: readonly R[], map: (row: R) => T): T[][] {
  const lists: T[][] = Array.from({ length: count }, () => []);
  for (const row of rows) lists[row.n - 1]!.push(map(row));
  return lists;
}

/** The stored event history of each window, in one statement (index event_history_device_time). */
export async function loadEventsIn(
  trx: Trx,
  windows: readonly WindowBounds[],
): Promise<(EventRow & { id: string })[][]> {
  if (windows.length === 0) return [];
  const { rows } = await sql<{
    n: number;
    id: string;
    event_id: string;
    event_level: number;
    incident_class: number;
    t: number;
  }>`
    SELECT w.n::int AS n, e.id, e.event_id, e.event_level, e.incident_class, ${toMs('e.event_time')} AS t
      FROM ${windowsRelation(windows)}
      JOIN event_history e ON e.device_id = w.device_id AND ${inWindow('e.event_time')}`.execute(trx);
  return perWindow(windows.length, rows, (r) => ({
    id: String(r.id),
    eventId: r.event_id,
    level: r.event_level,
    incidentClass: r.incident_class,
    time: r.t,
  }));
}

/**
 * The stored incidents each window touches: those opened in it (index incidents_device_time), and for each
 * event active at its start (`active`) the last one opened before it, kept when still active at `from`
 * (one probe of the unique key (device_id, event_id, occurred_at) per event).
 */
export async function loadIncidentsTouching(
  trx: Trx,
  windows: readonly (WindowBounds & { active: readonly string[] })[],
): Promise<StoredIncident[][]> {
  if (windows.length === 0) return [];
  const carried = windows.flatMap((w, i) => w.active.map((eventId) => ({ n: i + 1, w, eventId })));
  const { rows } = await sql<{
    n: number;
    id: string;
    event_id: string;
    event_level: number;
    occurred: number;
    recovered: number | null;
  }>`
    SELECT w.n::int AS n, i.id, i.event_id, i.event_level,
           ${toMs('i.occurred_at')} AS occurred, ${toMs('i.recovered_at')} AS recovered
      FROM ${windowsRelation(windows)}
      JOIN incidents i ON i.device_id = w.device_id AND ${inWindow('i.occurred_at')}
    UNION ALL
    SELECT c.n::int, i.id, i.event_id, i.event_level,
           ${toMs('i.occurred_at')}, ${toMs('i.recovered_at')}
      FROM unnest(${carried.map((c) => c.w.deviceId)}::bigint[], ${carried.map((c) => c.w.from)}::float8[],
                  ${carried.map((c) => c.eventId)}::text[], ${carried.map((c) => c.n)}::int[])
             AS c(device_id, f, event_id, n)
     CROSS JOIN LATERAL (
       SELECT id, event_id, event_level, occurred_at, recovered_at FROM incidents
        WHERE device_id = c.device_id AND event_id = c.event_id AND occurred_at < to_timestamp(c.f / 1000.0)
        ORDER BY occurred_at DESC LIMIT 1
     ) i
     WHERE i.recovered_at IS NULL OR i.recovered_at >= to_timestamp(c.f / 1000.0)`.execute(trx);
  return perWindow(windows.length, rows, (r) => ({
    id: String(r.id),
    eventId: r.event_id,
    level: r.event_level,
    occurredAt: r.occurred,
    recoveredAt: r.recovered,
  }));
}

export async function insertEvents(
  trx: Trx,
  events: readonly (EventRow & { deviceId: string })[],
): Promise<void> {
  if (events.length === 0) return;
  await sql`
    INSERT INTO event_history (device_id, event_id, event_level, incident_class, event_time)
    SELECT device_id, event_id, event_level, incident_class, to_timestamp(ms / 1000.0)
      FROM unnest(${events.map((e) => e.deviceId)}::bigint[], ${events.map((e) => e.eventId)}::text[],
                  ${events.map((e) => e.level)}::smallint[], ${events.map((e) => e.incidentClass)}::smallint[],
                  ${events.map((e) => e.time)}::float8[]) AS t(device_id, event_id, event_level, incident_class, ms)
    ON CONFLICT (device_id, event_id, event_time, incident_class) DO NOTHING`.execute(trx);
}

export async function deleteEvents(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`DELETE FROM event_history WHERE id = ANY(${ids}::bigint[])`.execute(trx);
}

/** Inserts incidents and, in the same statement, the outbox row of each one that was new. */
export async function insertIncidents(
  trx: Trx,
  incidents: readonly (IncidentSpan & { deviceId: string })[],
): Promise<void> {
  if (incidents.length === 0) return;
  await sql`
    WITH opened AS (
      INSERT INTO incidents (device_id, event_id, event_level, incident_class, occurred_at, recovered_at)
      SELECT device_id, event_id, event_level, CASE WHEN rec IS NULL THEN 1 ELSE 3 END,
             to_timestamp(occ / 1000.0), to_timestamp(rec / 1000.0)
        FROM unnest(${incidents.map((i) => i.deviceId)}::bigint[], ${incidents.map((i) => i.eventId)}::text[],
                    ${incidents.map((i) => i.level)}::smallint[], ${incidents.map((i) => i.occurredAt)}::float8[],
                    ${incidents.map((i) => i.recoveredAt)}::float8[]) AS t(device_id, event_id, event_level, occ, rec)
      ON CONFLICT (device_id, event_id, occurred_at) DO NOTHING
      RETURNING id
    )
    INSERT INTO alarm_outbox (incident_id) SELECT id FROM opened
    ON CONFLICT (incident_id) DO NOTHING`.execute(trx);
}

/** Recovers the active incidents of these events (the fast path: an in-order fall of a bit set before). */
export async function recoverActive(
  trx: Trx,
  recoveries: readonly { deviceId: string; eventId: string; recoveredAt: number }[],
): Promise<void> {
  if (recoveries.length === 0) return;
  await sql`
    UPDATE incidents i SET incident_class = 3, recovered_at = to_timestamp(r.ms / 1000.0)
      FROM unnest(${recoveries.map((r) => r.deviceId)}::bigint[], ${recoveries.map((r) => r.eventId)}::text[],
                  ${recoveries.map((r) => r.recoveredAt)}::float8[]) AS r(device_id, event_id, ms)
     WHERE i.device_id = r.device_id AND i.event_id = r.event_id AND i.incident_class = 1`.execute(trx);
}

/** Sets occurrence and recovery of stored incidents by id (re-evaluation); class follows the recovery. */
export async function updateIncidents(
  trx: Trx,
  updates: readonly { id: string; occurredAt: number; recoveredAt: number | null }[],
): Promise<void> {
  if (updates.length === 0) return;
  await sql`
    UPDATE incidents i
       SET occurred_at = to_timestamp(u.occ / 1000.0), recovered_at = to_timestamp(u.rec / 1000.0),
           incident_class = CASE WHEN u.rec IS NULL THEN 1 ELSE 3 END
      FROM unnest(${updates.map((u) => u.id)}::bigint[], ${updates.map((u) => u.occurredAt)}::float8[],
                  ${updates.map((u) => u.recoveredAt)}::float8[]) AS u(id, occ, rec)
     WHERE i.id = u.id`.execute(trx);
}

/** Deletes incidents (their outbox rows go with them); answers how many of those mails were already sent. */
export async function deleteIncidents(trx: Trx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await sql<{ sent: number }>`
    WITH gone AS (DELETE FROM incidents WHERE id = ANY(${ids}::bigint[]) RETURNING id)
    SELECT count(*)::int AS sent FROM alarm_outbox o JOIN gone ON gone.id = o.incident_id
     WHERE o.sent_at IS NOT NULL`.execute(trx);
  return rows[0]?.sent ?? 0;
}
