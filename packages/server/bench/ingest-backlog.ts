/**
 * The backlog part of the ingest bench: machines that already hold a year of history receive a day of
 * older one-minute samples (a site-wide outage, every gateway flushing its store-and-forward buffer
 * newest first), while other machines keep sending live samples.
 *
 * The history is written in SQL, consistent with what the alarm engine would have stored for it: a year
 * at 10-minute resolution (as the simulator's backfill keeps beyond 31 days; a year at 1 minute for 100
 * machines is 52 million rows, too slow to build here) with all 33 registers, one caution alarm every
 * day from 10:00 to 10:30 UTC (register 0026 bit 2) and two panel lamps on, the matching event history,
 * incidents (mails sent), alarm state and latest values. The day before yesterday is missing: that is the
 * backlog, which the engine must fill with its own 10:00 alarm.
 */
import { sql } from 'kysely';
import { eventId, registersTopic } from '@airsight/contracts';
import type { Db } from '../src/db/database.ts';

export interface BacklogJob {
  topic: string;
  payload: string;
}

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const ALARM = eventId(26, 2);
const LAMPS = [eventId(27, 7), eventId(27, 8)];

export interface BacklogPlan {
  /** Newest history snapshot (epoch ms), a whole 10 minutes. */
  newest: number;
  /** The missing day [gapFrom, gapFrom + 1 day). */
  gapFrom: number;
}

export function planBacklog(now = Date.now()): BacklogPlan {
  const newest = Math.floor(now / (10 * MINUTE)) * 10 * MINUTE - 10 * MINUTE;
  return { newest, gapFrom: Math.floor(newest / DAY) * DAY - 2 * DAY };
}

/** Register values of a sample at epoch minute m of machine k: the caution alarm from 10:00 to 10:30 UTC. */
function registers(m: number, k: number): Record<string, number> {
  const values: Record<string, number> = {};
  for (let r = 1; r <= 33; r++) values[String(r).padStart(4, '0')] = (r * 37 + m + k) % 1_000;
  const minuteOfDay = m % 1_440;
  values['0020'] = 0;
  values['0021'] = 1_000 + Math.floor((m % 1_000_000) / 60);
  values['0024'] = 0;
  values['0025'] = 0;
  values['0026'] = minuteOfDay >= 600 && minuteOfDay < 630 ? 4 : 0;
  values['0027'] = 0x180;
  values['0028'] = 0;
  values['0029'] = 0;
  return values;
}

/** Writes the year of history of these machines (see the module comment); answers the rows written. */
export async function buildHistory(db: Db, deviceIds: readonly string[], plan: BacklogPlan): Promise<number> {
  const newest = new Date(plan.newest).toISOString();
  const first = new Date(Math.floor(plan.newest / DAY) * DAY - 365 * DAY).toISOString();
  const gapFrom = new Date(plan.gapFrom).toISOString();
  const gapTo = new Date(plan.gapFrom + DAY).toISOString();
  await sql`
    SELECT ensure_snapshot_partition(m::date)
      FROM generate_series(date_trunc('month', ${first}::timestamptz), ${newest}::timestamptz + interval '1 day',
                           interval '1 month') m`.execute(db);
  // The same register formula as the backlog's samples (registers() above), at 10-minute steps.
  const { numAffectedRows } = await sql`
    INSERT INTO snapshots
    SELECT s.device_id, s.t,
           (37 + s.m + s.k) % 1000, (74 + s.m + s.k) % 1000, (111 + s.m + s.k) % 1000, (148 + s.m + s.k) % 1000,
           (185 + s.m + s.k) % 1000, (222 + s.m + s.k) % 1000, (259 + s.m + s.k) % 1000, (296 + s.m + s.k) % 1000,
           (333 + s.m + s.k) % 1000, (370 + s.m + s.k) % 1000, (407 + s.m + s.k) % 1000, (444 + s.m + s.k) % 1000,
           (481 + s.m + s.k) % 1000, (518 + s.m + s.k) % 1000, (555 + s.m + s.k) % 1000, (592 + s.m + s.k) % 1000,
           (629 + s.m + s.k) % 1000, (666 + s.m + s.k) % 1000, (703 + s.m + s.k) % 1000,
           1000 + (s.m % 1000000) / 60, ((814 + s.m + s.k) % 1000) * 65536 + (851 + s.m + s.k) % 1000,
           0, 0, CASE WHEN s.m % 1440 >= 600 AND s.m % 1440 < 630 THEN 4 ELSE 0 END, 384, 0, 0,
           (1110 + s.m + s.k) % 1000, (1147 + s.m + s.k) % 1000, (1184 + s.m + s.k) % 1000, (1221 + s.m + s.k) % 1000
      FROM (SELECT d.id AS device_id, d.k, t, (extract(epoch FROM t) / 60)::bigint AS m
              FROM unnest(${deviceIds}::bigint[]) WITH ORDINALITY AS d(id, k),
                   generate_series(${first}::timestamptz, ${newest}::timestamptz, interval '10 minutes') t
             WHERE NOT (t >= ${gapFrom}::timestamptz AND t < ${gapTo}::timestamptz)) s`.execute(db);

  // What the alarm engine stores for that history: the lamps rose with the first snapshot, the caution
  // alarm rises at 10:00 and falls at 10:30 every day the history covers.
  const days = sql`
    SELECT day + interval '10 hours' AS rose,
           CASE WHEN day + interval '630 minutes' <= ${newest}::timestamptz THEN day + interval '630 minutes' END AS fell
      FROM generate_series(${first}::timestamptz, ${newest}::timestamptz, interval '1 day') day
     WHERE day + interval '10 hours' <= ${newest}::timestamptz
       AND NOT (day >= ${gapFrom}::timestamptz AND day < ${gapTo}::timestamptz)`;
  await sql`
    INSERT INTO event_history (device_id, event_id, event_level, incident_class, event_time)
    SELECT d, ${ALARM}, 2, 1, rose FROM unnest(${deviceIds}::bigint[]) d, (${days}) days
    UNION ALL
    SELECT d, ${ALARM}, 2, 2, fell FROM unnest(${deviceIds}::bigint[]) d, (${days}) days WHERE fell IS NOT NULL
    UNION ALL
    SELECT d, lamp, 0, 1, ${first}::timestamptz FROM unnest(${deviceIds}::bigint[]) d, unnest(${LAMPS}::text[]) lamp`.execute(
    db,
  );
  await sql`
    WITH opened AS (
      INSERT INTO incidents (device_id, event_id, event_level, incident_class, occurred_at, recovered_at)
      SELECT d, ${ALARM}, 2, CASE WHEN fell IS NULL THEN 1 ELSE 3 END, rose, fell
        FROM unnest(${deviceIds}::bigint[]) d, (${days}) days
      RETURNING id, occurred_at
    )
    INSERT INTO alarm_outbox (incident_id, created_at, sent_at)
    SELECT id, occurred_at, occurred_at + interval '5 seconds' FROM opened`.execute(db);
  await sql`
    INSERT INTO alarm_state (device_id, last_time, d024, d025, d026, d027, d028, d029)
    SELECT device_id, measure_time, d024, d025, d026, d027, d028, d029
      FROM snapshots WHERE device_id = ANY(${deviceIds}::bigint[]) AND measure_time = ${newest}::timestamptz`.execute(
    db,
  );
  await sql`
    INSERT INTO device_latest
    SELECT device_id, measure_time, now(), d001, d002, d003, d004, d005, d006, d007, d008, d009, d010, d011, d012,
           d013, d014, d015, d016, d017, d018, d019, d020_021, d022_023, d024, d025, d026, d027, d028, d029,
           d030, d031, d032, d033
      FROM snapshots WHERE device_id = ANY(${deviceIds}::bigint[]) AND measure_time = ${newest}::timestamptz
    ON CONFLICT (device_id) DO NOTHING`.execute(db);
  await sql`ANALYZE snapshots`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/**
 * The missing day of every machine as MQTT messages of an hour (60 samples) each, newest hour first and
 * newest sample first within it; the gateways' hours interleave as many gateways flush at once. One lane
 * per publisher connection.
 */
export function buildBacklogJobs(
  machines: readonly { model_id: string; serial_no: string }[],
  plan: BacklogPlan,
  lanes: number,
): BacklogJob[][] {
  const jobs: BacklogJob[][] = Array.from({ length: lanes }, () => []);
  for (let hour = 23; hour >= 0; hour--) {
    machines.forEach((machine, k) => {
      const samples = [];
      for (let minute = 59; minute >= 0; minute--) {
        const time = plan.gapFrom + (hour * 60 + minute) * MINUTE;
        samples.push({ time: new Date(time).toISOString(), registers: registers(time / MINUTE, k + 1) });
      }
      jobs[k % lanes]!.push({
        topic: registersTopic(machine.model_id, machine.serial_no),
        payload: JSON.stringify({ samples }),
      });
    });
  }
  return jobs;
}

/** One live sample of a machine at `time`: all 33 registers, nothing in alarm. */
export function livePayload(time: number, k: number): string {
  return JSON.stringify({
    time: new Date(time).toISOString(),
    registers: registers(Math.floor(time / MINUTE), k),
  });
}

/**
 * Checks that the engine filled the missing day as in-order delivery would: one caution incident per
 * machine from 10:00 to 10:30 with its outbox row, its two events, nothing else that day, and the alarm
 * state untouched. Throws otherwise.
 */
export async function checkBacklogResult(
  db: Db,
  deviceIds: readonly string[],
  plan: BacklogPlan,
): Promise<void> {
  const from = new Date(plan.gapFrom).toISOString();
  const to = new Date(plan.gapFrom + DAY).toISOString();
  const { rows } = await sql<{
    snapshots: number;
    incidents: number;
    outbox: number;
    events: number;
    states: number;
  }>`
    SELECT
      (SELECT count(*)::int FROM snapshots WHERE device_id = ANY(${deviceIds}::bigint[])
          AND measure_time >= ${from}::timestamptz AND measure_time < ${to}::timestamptz) AS snapshots,
      (SELECT count(*)::int FROM incidents WHERE device_id = ANY(${deviceIds}::bigint[]) AND event_id = ${ALARM}
          AND occurred_at = ${from}::timestamptz + interval '10 hours'
          AND recovered_at = ${from}::timestamptz + interval '630 minutes' AND incident_class = 3) AS incidents,
      (SELECT count(*)::int FROM alarm_outbox o JOIN incidents i ON i.id = o.incident_id
        WHERE i.device_id = ANY(${deviceIds}::bigint[]) AND o.sent_at IS NULL) AS outbox,
      (SELECT count(*)::int FROM event_history WHERE device_id = ANY(${deviceIds}::bigint[])
          AND event_time >= ${from}::timestamptz AND event_time < ${to}::timestamptz) AS events,
      (SELECT count(*)::int FROM alarm_state WHERE device_id = ANY(${deviceIds}::bigint[])
          AND last_time = ${new Date(plan.newest).toISOString()}::timestamptz) AS states`.execute(db);
  const n = deviceIds.length;
  const expected = { snapshots: n * 1_440, incidents: n, outbox: n, events: 2 * n, states: n };
  const found = rows[0]!;
  for (const [key, value] of Object.entries(expected)) {
    if (found[key as keyof typeof found] !== value) {
      throw new Error(`backlog result: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
    }
  }
}
