/**
 * All SQL of the sensor-data reads (DESIGN §6): the latest snapshot of many machines from device_latest
 * (never a scan of history), and one machine's history from snapshots, raw, averaged or M4 down-sampled.
 * Every history query is keyed by device_id and a time range, so it stays valid on a Citus cluster
 * distributed by device and touches only the partitions of that range.
 *
 * Register columns reach SQL only through `columnOf` (register-columns.ts), which accepts allow-listed
 * sensor ids. The hourly M4 summaries are written by hourly-summaries.ts.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { ceilHour, floorHour, hourSummaries } from './hourly-summaries.ts';
import { columnOf, KIND_OF } from './register-columns.ts';

export interface DeviceKey {
  modelId: string;
  serialNo: string;
}

export interface VisibleDevice {
  deviceId: string;
  modelId: string;
  serialNo: string;
  timeZone: string;
}

/** The visible machines among `keys` (unknown and foreign ones are simply absent), with their ids. */
export async function findVisibleDevices(
  db: Db,
  groupIds: readonly string[],
  keys: readonly DeviceKey[],
): Promise<VisibleDevice[]> {
  if (keys.length === 0) return [];
  const result = await sql<{ device_id: string; model_id: string; serial_no: string; time_zone: string }>`
    SELECT d.id AS device_id, d.model_id, d.serial_no, d.time_zone
    FROM unnest(${keys.map((k) => k.modelId)}::text[], ${keys.map((k) => k.serialNo)}::text[]) AS k(model_id, serial_no)
    JOIN devices d ON d.model_id = k.model_id AND d.serial_no = k.serial_no
    WHERE d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows.map((r) => ({
    deviceId: String(r.device_id),
    modelId: r.model_id,
    serialNo: r.serial_no,
    timeZone: r.time_zone,
  }));
}

/**
 * How the database writes answer times: 14 digits in UTC (lastMeasureTime with '.SSS'), or ISO 8601.
 * A point's time is the last time without its fraction (14 digits) or the same text (ISO).
 */
export type TimeFormat = 'fourteen' | 'iso';
const LAST_FORMAT: Record<TimeFormat, string> = {
  fourteen: 'YYYYMMDDHH24MISS.MS',
  iso: 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"',
};

/**
 * One machine's latest snapshot as the database sent it: `key`, the last measure time already formatted
 * (null when the machine never sent data) and the asked registers as v0, v1, … in the asked order: int
 * columns as numbers, double words (bigint) as digit strings. No copy per row: thousands of rows.
 */
export interface LatestRow {
  /** 'modelId$serialNo' (model ids never hold a '$'): see latestKey. */
  key: string;
  last_time: string | null;
  [value: `v${number}`]: number | string | null;
}

/** The key of LatestRow for a machine. */
export const latestKey = (modelId: string, serialNo: string) => `${modelId}$${serialNo}`;

/** The name of the i-th asked register's column in LatestRow. */
export const latestValueName = (i: number): `v${number}` => `v${i}`;

/**
 * The latest snapshot of machines from device_latest, in one query: the visible machines among `keys`,
 * or, with 'all', every machine of the groups (no key arrays to send and match: the cheaper way when a
 * request names most of the caller's machines). Only the asked register columns are read, and the
 * database formats the times (no Date objects on the way).
 */
export async function readLatest(
  db: Db,
  groupIds: readonly string[],
  keys: readonly DeviceKey[] | 'all',
  sensorIds: readonly string[],
  format: TimeFormat,
): Promise<LatestRow[]> {
  if (keys !== 'all' && keys.length === 0) return [];
  const columns = sensorIds.map((id, i) => sql`l.${sql.ref(columnOf(id))} AS ${sql.ref(latestValueName(i))}`);
  const machines =
    keys === 'all'
      ? sql`devices d`
      : sql`unnest(${keys.map((k) => k.modelId)}::text[], ${keys.map((k) => k.serialNo)}::text[]) AS k(model_id, serial_no)
            JOIN devices d ON d.model_id = k.model_id AND d.serial_no = k.serial_no`;
  const result = await sql<LatestRow>`
    SELECT d.model_id || '$' || d.serial_no AS key,
           to_char(l.measure_time AT TIME ZONE 'UTC', ${LAST_FORMAT[format]}) AS last_time
           ${columns.length > 0 ? sql`, ${sql.join(columns)}` : sql``}
    FROM ${machines}
    LEFT JOIN device_latest l ON l.device_id = d.id
    WHERE d.device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows;
}

/** How many machines the groups hold (an index-only count). */
export async function countDevices(db: Db, groupIds: readonly string[]): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM devices WHERE device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return result.rows[0]!.n;
}

/** The newest measure time of some devices (device_latest), keyed by device id. */
export async function readLatestTimes(db: Db, deviceIds: readonly string[]): Promise<Map<string, Date>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('device_latest')
    .select(['device_id', 'measure_time'])
    .where(sql<boolean>`device_id = ANY(${deviceIds}::bigint[])`)
    .execute();
  return new Map(rows.map((r) => [String(r.device_id), r.measure_time]));
}

/** bigint columns (double words) arrive as text; averages as float8. */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

export interface HistoryRange {
  deviceId: string;
  from: Date;
  to: Date;
}

/** Rows of one machine's history: a time and one value (or null) per asked sensor. */
export interface HistoryRow {
  time: Date;
  values: (number | null)[];
}

/**
 * Raw samples of one machine in [from, to] that have a value for at least one asked sensor, oldest or
 * newest first, at most `limit` rows.
 */
export async function readRawHistory(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
  options: { descending: boolean; limit: number },
): Promise<HistoryRow[]> {
  const columns = sensorIds.map(columnOf);
  const anyValue = sql.join(
    columns.map((c) => sql`${sql.ref(c)} IS NOT NULL`),
    sql` OR `,
  );
  const result = await sql<Record<string, unknown>>`
    SELECT measure_time, ${sql.join(columns.map((c, i) => sql`${sql.ref(c)} AS ${sql.ref(`v${i}`)}`))}
    FROM snapshots
    WHERE device_id = ${range.deviceId} AND measure_time >= ${range.from} AND measure_time <= ${range.to}
      AND (${anyValue})
    ORDER BY measure_time ${sql.raw(options.descending ? 'DESC' : 'ASC')}
    LIMIT ${options.limit}
  `.execute(db);
  return result.rows.map((row) => ({
    time: row.measure_time as Date,
    values: columns.map((_, i) => toNumber(row[`v${i}`])),
  }));
}

/** One snapshot as streamRawHistory reads it: the time in epoch milliseconds, v0 … the asked sensors. */
export interface StreamedRow {
  time_ms: number;
  /** Raw values in the asked order: int columns as numbers, double words (bigint) as digit strings. */
  [value: `v${number}`]: number | string | null;
}

/**
 * Every raw sample of one machine in [from, to] with a value for at least one asked sensor, oldest first,
 * read through a cursor `chunkRows` rows at a time: a year of 1-minute samples is 525,600 rows, and the
 * caller writes each chunk out before the next is read. Leaving the loop early (return or throw) closes
 * the cursor and gives the connection back. The time comes as a number, not a Date per row.
 */
export async function* streamRawHistory(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
  chunkRows: number,
): AsyncGenerator<StreamedRow[]> {
  const columns = sensorIds.map(columnOf);
  const anyValue = sql.join(
    columns.map((c) => sql`${sql.ref(c)} IS NOT NULL`),
    sql` OR `,
  );
  const rows = db
    .selectFrom('snapshots')
    .select([
      sql<number>`date_part('epoch', measure_time) * 1000`.as('time_ms'),
      ...columns.map((c, i) => sql.ref(c).as(`v${i}`)),
    ])
    .where('device_id', '=', range.deviceId)
    .where('measure_time', '>=', range.from)
    .where('measure_time', '<=', range.to)
    .where(sql<boolean>`(${anyValue})`)
    .orderBy('measure_time')
    .stream(chunkRows);
  // Kysely hands the cursor's rows over one by one; they go on in chunks, as they were read.
  let chunk: StreamedRow[] = [];
  for await (const row of rows) {
    chunk.push(row as unknown as StreamedRow);
    if (chunk.length === chunkRows) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

export type RollupUnit = 'minute' | 'hour' | 'day';

/**
 * How a bucket summarises a register: measurements average (3 decimals), double-word counters take the
 * maximum, event and lamp bit words OR their words (a bit set at any time in the bucket stays set).
 */
function bucketAggregate(sensorId: string): RawBuilder<unknown> {
  const column = sql.ref(columnOf(sensorId));
  const kind = KIND_OF.get(sensorId);
  if (kind === 'bits') return sql`bit_or(${column})`;
  if (kind === 'double_word') return sql`max(${column})`;
  return sql`round(avg(${column}), 3)::float8`;
}

/**
 * Per-minute, -hour or -day summaries of one machine in [from, to]. Buckets start on the unit in the
 * machine's time zone (date_trunc with a zone); a bucket's time is its start.
 */
export async function readRolledUpHistory(
  db: Db,
  range: HistoryRange & { timeZone: string },
  sensorIds: readonly string[],
  options: { unit: RollupUnit; descending: boolean; limit: number },
): Promise<HistoryRow[]> {
  const columns = sensorIds.map(columnOf);
  const anyValue = sql.join(
    columns.map((c) => sql`${sql.ref(c)} IS NOT NULL`),
    sql` OR `,
  );
  const aggregates = sensorIds.map((id, i) => sql`${bucketAggregate(id)} AS ${sql.ref(`v${i}`)}`);
  const result = await sql<Record<string, unknown>>`
    SELECT date_trunc(${options.unit}, measure_time, ${range.timeZone}) AS bucket, ${sql.join(aggregates)}
    FROM snapshots
    WHERE device_id = ${range.deviceId} AND measure_time >= ${range.from} AND measure_time <= ${range.to}
      AND (${anyValue})
    GROUP BY 1
    ORDER BY 1 ${sql.raw(options.descending ? 'DESC' : 'ASC')}
    LIMIT ${options.limit}
  `.execute(db);
  return result.rows.map((row) => ({
    time: row.bucket as Date,
    values: sensorIds.map((_, i) => toNumber(row[`v${i}`])),
  }));
}

/** One M4 point: time in epoch milliseconds and the raw value. */
export interface M4Point {
  timeMs: number;
  value: number;
}

/** The M4 points of one series, per bucket (0-based), in bucket order; empty buckets are absent. */
export type M4Series = Map<number, M4Point[]>;

// Keys that pack a value and a time into one bigint, so that plain min()/max() find the first, last,
// smallest and largest point of a bucket in one pass without sorting: the earliest point wins ties.
// Word registers are shifted into 0 … 2^17 (they may be signed); offsets from `from` stay below 2^35 ms
// (a period is at most 366 days ≈ 2^34.9 ms). Double words (up to 2^32) use numeric keys instead.
const WORD_SHIFT = 65_536n;
const TIME_BITS = 2n ** 35n;
const WORD_BITS = 2n ** 17n;
const DOUBLE_SHIFT = 2n ** 32n;
const DOUBLE_BITS = 2n ** 33n;

/**
 * M4 down-sampling of one machine's sensors over [from, to], computed in the database in one query:
 * the range is cut into `buckets` equal-width buckets (bucket = floor((t - from) * buckets / span), the
 * point at `to` joining the last one) and each bucket answers, per sensor, its first, last, minimum and
 * maximum point (the earliest on ties). The same point may be several of these; callers merge them.
 */
export async function readM4(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
  buckets: number,
): Promise<M4Series[]> {
  const fromMs = range.from.getTime();
  const spanMs = Math.max(1, range.to.getTime() - fromMs);
  const perSensor = sensorIds.map((id, i) => {
    const v = sql.ref(columnOf(id));
    const double = KIND_OF.get(id) === 'double_word';
    const shift = double ? DOUBLE_SHIFT : WORD_SHIFT;
    const valueBits = double ? DOUBLE_BITS : WORD_BITS;
    const cast = sql.raw(double ? 'numeric' : 'bigint');
    const shifted = sql`(${v}::${cast} + ${String(shift)}::${cast})`;
    const offset = sql`o::${cast}`;
    // first/last: time-major key; min: value-major key; max: value-major key with the time reversed. As
    // text: a double word's keys are numeric beyond 2^53, which the pool's NUMERIC parser would round.
    return sql`
      min(${offset} * ${String(valueBits)}::${cast} + ${shifted})::text AS ${sql.ref(`f${i}`)},
      max(${offset} * ${String(valueBits)}::${cast} + ${shifted})::text AS ${sql.ref(`l${i}`)},
      min(${shifted} * ${String(TIME_BITS)}::${cast} + ${offset})::text AS ${sql.ref(`n${i}`)},
      max(${shifted} * ${String(TIME_BITS)}::${cast} + (${String(TIME_BITS - 1n)}::${cast} - ${offset}))::text AS ${sql.ref(`x${i}`)}`;
  });
  const result = await sql<Record<string, unknown>>`
    -- date_part (float8) rather than extract (numeric): the offset is computed for every key of every row.
    WITH points AS (
      SELECT (date_part('epoch', measure_time) * 1000)::bigint - ${fromMs}::bigint AS o, ${sql.join(
        sensorIds.map((id) => sql.ref(columnOf(id))),
      )}
      FROM snapshots
      WHERE device_id = ${range.deviceId} AND measure_time >= ${range.from} AND measure_time <= ${range.to}
    )
    SELECT LEAST(o * ${buckets}::bigint / ${spanMs}::bigint, ${buckets - 1}::bigint) AS b, ${sql.join(perSensor)}
    FROM points
    GROUP BY 1
  `.execute(db);

  const series: M4Series[] = sensorIds.map(() => new Map());
  for (const row of result.rows) {
    const bucket = Number(row.b);
    sensorIds.forEach((id, i) => {
      const first = row[`f${i}`];
      if (first === null || first === undefined) return; // no value of this sensor in the bucket
      const double = KIND_OF.get(id) === 'double_word';
      const shift = double ? DOUBLE_SHIFT : WORD_SHIFT;
      const valueBits = double ? DOUBLE_BITS : WORD_BITS;
      const timeMajor = (key: unknown): M4Point => {
        const k = BigInt(String(key));
        return { timeMs: fromMs + Number(k / valueBits), value: Number((k % valueBits) - shift) };
      };
      const valueMajor = (key: unknown, reversed: boolean): M4Point => {
        const k = BigInt(String(key));
        const o = k % TIME_BITS;
        return {
          timeMs: fromMs + Number(reversed ? TIME_BITS - 1n - o : o),
          value: Number(k / TIME_BITS - shift),
        };
      };
      series[i]!.set(bucket, [
        timeMajor(first),
        timeMajor(row[`l${i}`]),
        valueMajor(row[`n${i}`], false),
        valueMajor(row[`x${i}`], true),
      ]);
    });
  }
  return series;
}

// ---- M4 from hourly summaries ------------------------------------------------------------------------
//
// For buckets of an hour or more, M4 is answered from the hourly summaries (migration 0013): per device,
// register and UTC hour the first, last, minimum and maximum point, read packed per UTC day
// (snapshot_m4_daily, migration 0016), which also holds each day's 6-hour blocks. Buckets are 1 to 24
// hours or whole days aligned to UTC midnight (sensor-data-request.ts hourAlignedGrid), so every bucket is a
// union of hours (of blocks from 6 hours on) and the answer is exactly the M4 of the raw samples on that
// grid. Hours only partly inside [from, to] and hours not sealed yet are summarised from the raw samples
// by a second query that runs beside the first. The entries are combined into buckets here: a year of 4
// registers is 5,840 blocks (35,000 hours), which Node combines in a millisecond or two while SQL took tens.

/** An hour-aligned M4 grid: bucket k holds [origin + k·width, origin + (k+1)·width). */
export interface HourGrid {
  originMs: number;
  widthMs: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The blocks of snapshot_m4_daily.blocks: 6 hours, so buckets of 6, 12, 24 … hours are unions of them. */
const BLOCK_MS = 6 * HOUR_MS;
/** Bytes of one entry of snapshot_m4_daily.hours or .blocks: its index in the day (int2), four int8 keys. */
const PACKED_ENTRY = 34;
const TWO_32 = 4_294_967_296;
/** Bits of the ms offset in the min and max keys: 22 for an hour, 25 for a block (migration 0016). */
const HOUR_OFFSET_BITS = 22;
const BLOCK_OFFSET_BITS = 25;

/** The M4 points of one bucket while hours are added: times in epoch ms, raw values. */
interface BucketM4 {
  firstT: number;
  firstV: number;
  lastT: number;
  lastV: number;
  minT: number;
  minV: number;
  maxT: number;
  maxV: number;
}

/**
 * Adds one hour's (or block's) summary to its bucket. The keys are those of snapshot_m4_hourly, each
 * given as its high and low 32 bits (a key needs up to 58 bits, more than a double holds exactly): first
 * and last are ms-since-the-start · 2^33 + (value + 2^32); min is (value + 2^32) · 2^bits + ms; max the
 * same with the ms reversed (2^bits - 1 - ms), so that the earliest of equal values wins. `bits` is 22
 * for an hour, 25 for a 6-hour block.
 */
function addSummary(
  buckets: (BucketM4 | undefined)[],
  bucket: number,
  startMs: number,
  k: readonly [number, number, number, number, number, number, number, number],
  bits: number,
): void {
  // first/last: the value's bit 32 is the high word's bit 0; min/max: the offset is the low `bits` bits.
  const mask = 2 ** bits - 1;
  const high = 2 ** (32 - bits);
  const firstT = startMs + (k[0] >>> 1);
  const firstV = k[0] & 1 ? k[1] : k[1] - TWO_32;
  const lastT = startMs + (k[2] >>> 1);
  const lastV = k[2] & 1 ? k[3] : k[3] - TWO_32;
  const minT = startMs + (k[5] & mask);
  const minV = k[4] * high + (k[5] >>> bits) - TWO_32;
  const maxT = startMs + mask - (k[7] & mask);
  const maxV = k[6] * high + (k[7] >>> bits) - TWO_32;
  const m = buckets[bucket];
  if (!m) {
    buckets[bucket] = { firstT, firstV, lastT, lastV, minT, minV, maxT, maxV };
    return;
  }
  if (firstT < m.firstT) {
    m.firstT = firstT;
    m.firstV = firstV;
  }
  if (lastT > m.lastT) {
    m.lastT = lastT;
    m.lastV = lastV;
  }
  if (minV < m.minV || (minV === m.minV && minT < m.minT)) {
    m.minT = minT;
    m.minV = minV;
  }
  if (maxV > m.maxV || (maxV === m.maxV && maxT < m.maxT)) {
    m.maxT = maxT;
    m.maxV = maxV;
  }
}

const split = (key: string): [number, number] => {
  const k = BigInt(key);
  return [Number(k >> 32n), Number(k & 0xffff_ffffn)];
};

/** One series' points in time order, times in epoch milliseconds (no Date per point: answers hold tens of thousands). */
export type TimedPoints = { timeMs: number; value: number }[];

/**
 * M4 of one device's registers over [from, to] on an hour-aligned grid: stored summaries for the whole,
 * sealed hours inside the range, raw samples for the rest (the partial hours at both ends and the hours
 * not sealed yet), two queries side by side. Answers per register its points in time order (a point
 * that is e.g. both first and minimum once). Call refreshHourlyM4 first; `sealed` is what it answered.
 */
export async function readM4Hourly(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
  grid: HourGrid,
  sealed: Date,
): Promise<TimedPoints[]> {
  const fromMs = range.from.getTime();
  const toMs = range.to.getTime();
  const fullFromMs = ceilHour(fromMs);
  const fullToMs = Math.max(fullFromMs, Math.min(floorHour(toMs), sealed.getTime()));
  const fullFrom = new Date(fullFromMs);
  const fullTo = new Date(fullToMs);
  const columns = sensorIds.map(columnOf);
  // Two index ranges (not one range with a filter), so the year in between is never scanned.
  const rawPart = sql`((measure_time >= ${range.from} AND measure_time < ${fullFrom})
    OR (measure_time >= ${fullTo} AND measure_time <= ${range.to}))`;
  // Whole 6-hour blocks serve buckets of 6 hours or a multiple (the grid is then aligned to them): from
  // blocks inside [blockFrom, blockTo), from hours for the rest of the full hours.
  const useBlocks = grid.widthMs % BLOCK_MS === 0;
  const blockFromMs = useBlocks ? Math.ceil(fullFromMs / BLOCK_MS) * BLOCK_MS : fullToMs;
  const blockToMs = useBlocks ? Math.max(blockFromMs, Math.floor(fullToMs / BLOCK_MS) * BLOCK_MS) : fullToMs;
  const [packed, raw] = await Promise.all([
    fullFromMs < fullToMs
      ? sql<{ sensor: string; day_s: number; hours: string | null; blocks: string | null }>`
          WITH kept AS (
            -- Summaries of months that retention dropped (whole partitions) describe samples that are gone.
            SELECT COALESCE(min(to_date(substr(c.relname, 11), 'YYYY_MM'))::timestamp AT TIME ZONE 'UTC', 'infinity') AS since
            FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'snapshots'::regclass AND c.relname ~ '^snapshots_[0-9]{4}_[0-9]{2}$'
          )
          -- One index range per register (sensor = ANY(...) let a planner without statistics, as right
          -- after the summariser wrote them, scan every register of the device and filter). base64: two
          -- thirds of the text that bytea's hex output takes, decoded as fast. A day sends its hours only
          -- where it has some outside the blocks' range, its blocks only where it has some inside.
          ${sql.join(
            columns.map(
              (column) => sql`
                SELECT sensor, date_part('epoch', day) AS day_s,
                       CASE WHEN day < ${new Date(blockFromMs)} OR day + interval '1 day' > ${new Date(blockToMs)}
                            THEN encode(hours, 'base64') END AS hours,
                       CASE WHEN ${useBlocks} AND day + interval '1 day' > ${new Date(blockFromMs)}
                                 AND day < ${new Date(blockToMs)}
                            THEN encode(blocks, 'base64') END AS blocks
                FROM snapshot_m4_daily
                WHERE device_id = ${range.deviceId} AND sensor = ${column}
                  AND day >= ${new Date(Math.floor(fullFromMs / DAY_MS) * DAY_MS)} AND day < ${fullTo}
                  AND day >= (SELECT since FROM kept)`,
            ),
            sql` UNION ALL `,
          )}`.execute(db)
      : { rows: [] },
    sql<{
      sensor: string;
      hour: Date;
      first_key: string;
      last_key: string;
      min_key: string;
      max_key: string;
    }>`
      ${hourSummaries(range.deviceId, sensorIds, rawPart)}`.execute(db),
  ]);

  const buckets = columns.map((): (BucketM4 | undefined)[] => []);
  const indexOf = new Map(columns.map((c, i) => [c, i]));
  const { originMs, widthMs } = grid;
  const k: [number, number, number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0, 0, 0];
  // Big-endian words read by hand: a year is up to 35,000 entries of 8 words, and Buffer#readUInt32BE's
  // checks on each cost more than the rest of the loop. Entries are kept when they start in [keepFrom,
  // keepTo) but not in [skipFrom, skipTo).
  const addPacked = (
    target: (BucketM4 | undefined)[],
    dayMs: number,
    text: string,
    entry: {
      unitMs: number;
      bits: number;
      keepFrom: number;
      keepTo: number;
      skipFrom: number;
      skipTo: number;
    },
  ) => {
    const b = Buffer.from(text, 'base64');
    for (let at = 0; at < b.length; at += PACKED_ENTRY) {
      const startMs = dayMs + ((b[at]! << 8) | b[at + 1]!) * entry.unitMs;
      if (startMs < entry.keepFrom || startMs >= entry.keepTo) continue;
      if (startMs >= entry.skipFrom && startMs < entry.skipTo) continue;
      for (let j = 0, w = at + 2; j < 8; j++, w += 4) {
        k[j] = ((b[w]! << 24) | (b[w + 1]! << 16) | (b[w + 2]! << 8) | b[w + 3]!) >>> 0;
      }
      addSummary(target, Math.floor((startMs - originMs) / widthMs), startMs, k, entry.bits);
    }
  };
  const hourEntries = {
    unitMs: HOUR_MS,
    bits: HOUR_OFFSET_BITS,
    keepFrom: fullFromMs,
    keepTo: fullToMs,
    skipFrom: blockFromMs,
    skipTo: blockToMs,
  };
  const blockEntries = {
    unitMs: BLOCK_MS,
    bits: BLOCK_OFFSET_BITS,
    keepFrom: blockFromMs,
    keepTo: blockToMs,
    skipFrom: 0,
    skipTo: 0,
  };
  for (const row of packed.rows) {
    const target = buckets[indexOf.get(row.sensor)!]!;
    const dayMs = row.day_s * 1000;
    if (row.blocks !== null) addPacked(target, dayMs, row.blocks, blockEntries);
    if (row.hours !== null) addPacked(target, dayMs, row.hours, hourEntries);
  }
  for (const row of raw.rows) {
    const hourMs = row.hour.getTime();
    const [f0, f1] = split(row.first_key);
    const [l0, l1] = split(row.last_key);
    const [n0, n1] = split(row.min_key);
    const [x0, x1] = split(row.max_key);
    const bucket = Math.floor((hourMs - originMs) / widthMs);
    addSummary(
      buckets[indexOf.get(row.sensor)!]!,
      bucket,
      hourMs,
      [f0, f1, l0, l1, n0, n1, x0, x1],
      HOUR_OFFSET_BITS,
    );
  }
  return buckets.map(bucketPoints);
}

/** The points of buckets in order: per bucket first, last, min and max by time, each time once. */
function bucketPoints(buckets: readonly (BucketM4 | undefined)[]): TimedPoints {
  const points: TimedPoints = [];
  const push = (timeMs: number, value: number) => points.push({ timeMs, value });
  for (const m of buckets) {
    if (!m) continue;
    // The minimum and the maximum lie between the first and the last point.
    const minFirst = m.minT <= m.maxT;
    const aT = minFirst ? m.minT : m.maxT;
    const bT = minFirst ? m.maxT : m.minT;
    push(m.firstT, m.firstV);
    if (aT > m.firstT && aT < m.lastT) push(aT, minFirst ? m.minV : m.maxV);
    if (bT > aT && bT > m.firstT && bT < m.lastT) push(bT, minFirst ? m.maxV : m.minV);
    if (m.lastT > m.firstT) push(m.lastT, m.lastV);
  }
  return points;
}
