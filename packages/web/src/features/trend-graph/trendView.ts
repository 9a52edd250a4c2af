import type { TrendChart } from '@airsight/contracts/models/presets';
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import { GAP_MS, TREND_CHARTS, type BucketGaps, type TrendSensor } from './trendSeries.ts';

/** Buckets follow the chart width in steps, so that a small resize does not ask again. */
const BUCKET_STEP = 100;

/** How many buckets to ask for at a chart width: the width rounded to BUCKET_STEP, at least one step. */
export function bucketsForWidth(width: number): number {
  return Math.max(BUCKET_STEP, Math.round(width / BUCKET_STEP) * BUCKET_STEP);
}

/** The answer's breaks inside its buckets, in the form withGaps reads; null for a raw answer. */
export function bucketGapsOf(gaps: SampleGaps | undefined): BucketGaps | null {
  return gaps ? { breaksMs: gaps.breaks_ms, sparseBuckets: gaps.sparse_buckets } : null;
}

/** How near the cursor a point must be for the legend to show its value: a bucket, at least 5 minutes. */
export function legendReachMs(bucketMs: number | undefined): number {
  return Math.max(bucketMs ?? 0, GAP_MS);
}

/** Each chart's sensors, in the charts' order. */
export function sensorsByChart(sensors: readonly TrendSensor[]): ReadonlyMap<TrendChart, TrendSensor[]> {
  return new Map(TREND_CHARTS.map((chart) => [chart, sensors.filter((s) => s.chart === chart)]));
}

/** The ticked sensors' ids in chart order: the CSV's columns. */
export function shownSensorIds(
  byChart: ReadonlyMap<TrendChart, readonly TrendSensor[]>,
  hidden: ReadonlySet<string>,
): string[] {
  return TREND_CHARTS.flatMap((chart) => byChart.get(chart) ?? [])
    .filter((s) => !hidden.has(s.sensorId))
    .map((s) => s.sensorId);
}
