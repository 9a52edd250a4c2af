/**
 * SQL of where a device's samples lie more than SERIES_BREAK_MS apart (part 2 §9: the trend's line breaks
 * there). One statement says it (`stepUnits`): per unit of time (a UTC hour, or an M4 bucket of the raw
 * reader) how many samples, the first and last, the middle of the unit's last such gap and the shortest
 * step between two of its samples. The hours are stored beside the operating sums (migration 0018,
 * written by operating-hours.ts) for the down-sampled reads of long periods; services/sample-gaps.ts
 * turns units into the breaks of a down-sampled answer.
 */
import { sql, type RawBuilder } from 'kysely';
import { SERIES_BREAK_MS } from '@airsight/contracts/constants';
import type { Db } from '../db/database.ts';
import type { HistoryRange } from './telemetry-read.ts';

type Executor = Parameters<ReturnType<typeof sql>['execute']>[0];

/** One unit's samples: times in epoch ms. */
export interface StepUnit {
  /** The unit's number: an hour's start in epoch ms, or an M4 bucket's index. */
  unit: number;
  samples: number;
  firstMs: number;
  lastMs: number;
  /** The middle of the unit's last step of more than SERIES_BREAK_MS, or null. */
  gapMidMs: number | null;
  /** The unit's shortest step between two of its samples, or null with fewer than two. */
  shortStepMs: number | null;
}

interface StepUnitRow {
  unit: number;
  samples: number;
  first_ms: number;
  last_ms: number;
  gap_mid_ms: number | null;
  short_step_ms: number | null;
}

const toUnit = (r: StepUnitRow): StepUnit => ({
  unit: r.unit,
  samples: r.samples,
  firstMs: r.first_ms,
  lastMs: r.last_ms,
  gapMidMs: r.gap_mid_ms,
  shortStepMs: r.short_step_ms,
});

/**
 * SELECT of the units (unit, samples, first_ms, last_ms, gap_mid_ms, short_step_ms) of one device's
 * samples that `where` admits, `unitOf` numbering a sample's unit from its epoch-ms time `t`. Steps are
 * taken between consecutive samples of the same unit only.
 */
function stepUnits(
  deviceId: string,
  where: RawBuilder<unknown>,
  unitOf: (t: RawBuilder<unknown>) => RawBuilder<unknown>,
) {
  const t = sql`(date_part('epoch', measure_time) * 1000)::float8`;
  return sql<StepUnitRow>`
    SELECT unit, count(*)::int AS samples, min(t) AS first_ms, max(t) AS last_ms,
           max(t - step / 2) FILTER (WHERE previous_unit = unit AND step > ${SERIES_BREAK_MS}) AS gap_mid_ms,
           min(step) FILTER (WHERE previous_unit = unit) AS short_step_ms
    FROM (
      -- In index order: the window needs no sort.
      SELECT t, unit, t - lag(t) OVER w AS step, lag(unit) OVER w AS previous_unit
      FROM (
        SELECT measure_time, ${t} AS t, ${unitOf(t)} AS unit
        FROM snapshots
        WHERE device_id = ${deviceId} AND ${where}
      ) s
      WINDOW w AS (ORDER BY measure_time)
    ) x
    GROUP BY unit
    ORDER BY unit`;
}

const hourOf = (t: RawBuilder<unknown>) => sql`floor(${t} / 3600000) * 3600000`;

/** Writes the stored hours' figures of a device's hours in [from, to), whose rows exist already. */
export async function writeStepHours(trx: Executor, deviceId: string, from: Date, to: Date): Promise<void> {
  await sql`
    UPDATE device_operating_hourly o
    SET samples = u.samples, first_time = to_timestamp(u.first_ms / 1000), last_time = to_timestamp(u.last_ms / 1000),
        gap_mid = to_timestamp(u.gap_mid_ms / 1000), short_step_ms = u.short_step_ms
    FROM (${stepUnits(deviceId, sql`measure_time >= ${from} AND measure_time < ${to}`, hourOf)}) u
    WHERE o.device_id = ${deviceId} AND o.hour = to_timestamp(u.unit / 1000)`.execute(trx);
}

/**
 * A device's hours of [from, to] in time order: stored for the whole hours before `sealed` (as
 * refreshOperatingHours answered it), from the raw samples for the rest (the partial hours at both ends
 * and the hours not sealed yet), two queries side by side.
 */
export async function readStepHours(db: Db, range: HistoryRange, sealed: Date): Promise<StepUnit[]> {
  const hour = 3_600_000;
  const fullFromMs = Math.ceil(range.from.getTime() / hour) * hour;
  const fullToMs = Math.max(
    fullFromMs,
    Math.min(Math.floor(range.to.getTime() / hour) * hour, sealed.getTime()),
  );
  const fullFrom = new Date(fullFromMs);
  const fullTo = new Date(fullToMs);
  const [stored, raw] = await Promise.all([
    fullFromMs < fullToMs
      ? sql<StepUnitRow>`
          SELECT date_part('epoch', hour) * 1000 AS unit, samples,
                 date_part('epoch', first_time) * 1000 AS first_ms, date_part('epoch', last_time) * 1000 AS last_ms,
                 date_part('epoch', gap_mid) * 1000 AS gap_mid_ms, short_step_ms
          FROM device_operating_hourly
          WHERE device_id = ${range.deviceId} AND hour >= ${fullFrom} AND hour < ${fullTo} AND samples > 0
          ORDER BY hour`.execute(db)
      : { rows: [] },
    stepUnits(
      range.deviceId,
      sql`((measure_time >= ${range.from} AND measure_time < ${fullFrom})
        OR (measure_time >= ${fullTo} AND measure_time <= ${range.to}))`,
      hourOf,
    ).execute(db),
  ]);
  return [...stored.rows, ...raw.rows].map(toUnit).sort((a, b) => a.unit - b.unit);
}

/** A device's samples of [from, to] in `buckets` equal buckets from `from` (the raw M4 reader's), in order. */
export async function readStepBuckets(db: Db, range: HistoryRange, buckets: number): Promise<StepUnit[]> {
  const fromMs = range.from.getTime();
  const spanMs = Math.max(1, range.to.getTime() - fromMs);
  const { rows } = await stepUnits(
    range.deviceId,
    sql`measure_time >= ${range.from} AND measure_time <= ${range.to}`,
    // The raw M4 reader's bucket of a sample (telemetry-read.ts readM4), on the same whole milliseconds.
    (t) =>
      sql`LEAST(((${t})::bigint - ${fromMs}::bigint) * ${buckets}::bigint / ${spanMs}::bigint, ${buckets - 1}::bigint)`,
  ).execute(db);
  return rows.map((r) => toUnit({ ...r, unit: Number(r.unit) }));
}
