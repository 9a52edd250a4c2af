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
    // first/last: time-major key; min: value-major key; max: value-major key with the time reversed.
    return sql`
      min(${offset} * ${String(valueBits)}::${cast} + ${shifted}) AS ${sql.ref(`f${i}`)},
      max(${offset} * ${String(valueBits)}::${cast} + ${shifted}) AS ${sql.ref(`l${i}`)},
      min(${shifted} * ${String(TIME_BITS)}::${cast} + ${offset}) AS ${sql.ref(`n${i}`)},
      max(${shifted} * ${String(TIME_BITS)}::${cast} + (${String(TIME_BITS - 1n)}::${cast} - ${offset})) AS ${sql.ref(`x${i}`)}`;
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
// For buckets of an hour or more, M4 is answered from snapshot_m4_hourly (migration 0013): per device,
// register and UTC hour the first, last, minimum and maximum point. Buckets are then whole hours aligned
// to UTC hours, so every bucket is a union of hours and the answer is exactly the M4 of the raw samples
// on that grid. Hours only partly inside [from, to] and hours not sealed yet are summarised from the raw
// samples in the same query.

/** An hour-aligned M4 grid: bucket k holds [origin + k·width, origin + (k+1)·width). */
export interface HourGrid {
  originMs: number;
  widthMs: number;
}

/**
 * M4 of one device's registers over [from, to] on an hour-aligned grid, in one query: stored summaries
 * for the whole, sealed hours inside the range, raw samples for the rest (the partial hours at both ends
 * and the hours not sealed yet). Call refreshHourlyM4 first; `sealed` is what it answered.
 */
export async function readM4Hourly(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
  grid: HourGrid,
  sealed: Date,
): Promise<M4Series[]> {
  const fromMs = range.from.getTime();
  const toMs = range.to.getTime();
  const fullFrom = new Date(ceilHour(fromMs));
  const fullTo = new Date(Math.max(fullFrom.getTime(), Math.min(floorHour(toMs), sealed.getTime())));
  const columns = sensorIds.map(columnOf);
  // Two index ranges (not one range with a filter), so the year in between is never scanned.
  const rawPart = sql`((measure_time >= ${range.from} AND measure_time < ${fullFrom})
    OR (measure_time >= ${fullTo} AND measure_time <= ${range.to}))`;
  type KeyRow = { sensor: string; b: string } & Record<
    'f' | 'l' | 'n' | 'x' | 'df' | 'dl' | 'dn' | 'dx',
    string | null
  >;
  const doubleWords = columns.filter((c) => KIND_OF.get(`sn_${c.toUpperCase()}`) === 'double_word');
  const result = await sql<KeyRow>`
    WITH hours AS (
      SELECT sensor, hour, first_key, last_key, min_key, max_key
      FROM snapshot_m4_hourly
      WHERE device_id = ${range.deviceId} AND sensor = ANY(${columns}::text[])
        AND hour >= ${fullFrom} AND hour < ${fullTo}
        -- Summaries of months that retention dropped (whole partitions) describe samples that are gone.
        AND hour >= (
          SELECT COALESCE(min(to_date(substr(c.relname, 11), 'YYYY_MM'))::timestamp AT TIME ZONE 'UTC', 'infinity')
          FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'snapshots'::regclass AND c.relname ~ '^snapshots_[0-9]{4}_[0-9]{2}$'
        )
      UNION ALL
      ${hourSummaries(range.deviceId, sensorIds, rawPart)}
    ), placed AS (
      SELECT sensor, (date_part('epoch', hour) * 1000)::bigint - ${grid.originMs}::bigint AS h,
             first_key, last_key, min_key, max_key, sensor = ANY(${doubleWords}::text[]) AS dw
      FROM hours
    )
    -- Keys over the whole range (t = ms since the grid origin, < 2^35): time-major t·2^k + v (first,
    -- last), value-major v·2^35 + t (min) and v·2^35 + (2^35 - 1 - t) (max: the earliest of equal
    -- values). Word registers (v + 2^16 < 2^17) fit a bigint; double words need numeric.
    SELECT sensor, h / ${grid.widthMs}::bigint AS b,
      min((h + (first_key >> 33)) * 131072 + ((first_key & 8589934591) - 4294901760)) FILTER (WHERE NOT dw) AS f,
      max((h + (last_key >> 33)) * 131072 + ((last_key & 8589934591) - 4294901760)) FILTER (WHERE NOT dw) AS l,
      min(((min_key >> 22) - 4294901760) * 34359738368 + (h + (min_key & 4194303))) FILTER (WHERE NOT dw) AS n,
      max(((max_key >> 22) - 4294901760) * 34359738368 + (34359738367 - (h + 4194303 - (max_key & 4194303)))) FILTER (WHERE NOT dw) AS x,
      min((h + (first_key >> 33))::numeric * 8589934592 + (first_key & 8589934591)) FILTER (WHERE dw) AS df,
      max((h + (last_key >> 33))::numeric * 8589934592 + (last_key & 8589934591)) FILTER (WHERE dw) AS dl,
      min((min_key >> 22)::numeric * 34359738368 + (h + (min_key & 4194303))) FILTER (WHERE dw) AS dn,
      max((max_key >> 22)::numeric * 34359738368 + (34359738367 - (h + 4194303 - (max_key & 4194303)))) FILTER (WHERE dw) AS dx
    FROM placed
    GROUP BY 1, 2
  `.execute(db);

  const series: M4Series[] = sensorIds.map(() => new Map());
  const T35 = 2n ** 35n;
  const origin = grid.originMs;
  for (const row of result.rows) {
    const i = columns.indexOf(row.sensor);
    if (i < 0) continue;
    const double = row.df !== null;
    // Word keys carry v + 2^16 in 17 bits; double-word keys v + 2^32 in 33 bits.
    const valueBits = double ? 2n ** 33n : 2n ** 17n;
    const shift = double ? 2n ** 32n : 2n ** 16n;
    const f = BigInt(double ? row.df! : row.f!);
    const l = BigInt(double ? row.dl! : row.l!);
    const n = BigInt(double ? row.dn! : row.n!);
    const x = BigInt(double ? row.dx! : row.x!);
    series[i]!.set(Number(row.b), [
      { timeMs: origin + Number(f / valueBits), value: Number((f % valueBits) - shift) },
      { timeMs: origin + Number(l / valueBits), value: Number((l % valueBits) - shift) },
      { timeMs: origin + Number(n % T35), value: Number(n / T35 - shift) },
      { timeMs: origin + Number(T35 - 1n - (x % T35)), value: Number(x / T35 - shift) },
    ]);
  }
  return series;
}
