import { describe, expect, it } from 'vitest';
import { bucketGapsOf, bucketsForWidth, legendReachMs, sensorsByChart, shownSensorIds } from './trendView.ts';
import { GAP_MS, trendSensors } from './trendSeries.ts';

describe('the trend view', () => {
  it('asks for buckets in steps of 100 columns, at least 100', () => {
    expect([0, 40, 149, 150, 1234].map(bucketsForWidth)).toEqual([100, 100, 100, 200, 1200]);
  });

  it("reads the answer's breaks inside buckets, and none for a raw answer", () => {
    expect(bucketGapsOf({ breaks_ms: [5, 9], sparse_buckets: [2] })).toEqual({
      breaksMs: [5, 9],
      sparseBuckets: [2],
    });
    expect(bucketGapsOf(undefined)).toBeNull();
  });

  it('shows a value at the cursor within a bucket, at least 5 minutes', () => {
    expect(legendReachMs(undefined)).toBe(GAP_MS);
    expect(legendReachMs(60_000)).toBe(GAP_MS);
    expect(legendReachMs(7_200_000)).toBe(7_200_000);
  });

  it("lists the ticked sensors in the charts' order, for the CSV's columns", () => {
    const sensors = trendSensors('OIL_INJECTION2', 'en')!;
    const byChart = sensorsByChart([...sensors].reverse());
    expect([...byChart.keys()]).toEqual(['pressure', 'temperature', 'current', 'load']);
    const all = shownSensorIds(byChart, new Set());
    expect(new Set(all)).toEqual(new Set(sensors.map((s) => s.sensorId)));
    const firstChart = byChart.get('pressure')!.map((s) => s.sensorId);
    expect(all.slice(0, firstChart.length)).toEqual(firstChart);
    expect(shownSensorIds(byChart, new Set(all.slice(1)))).toEqual([all[0]]);
  });
});
