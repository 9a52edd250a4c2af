import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '@airsight/contracts/presentation/palette';
import fc from 'fast-check';
import uPlot from 'uplot';
import { zoneOffsetMs } from '@airsight/contracts/format/date-time';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import { encodeSeriesColumns } from '@airsight/contracts/format/series-columns';
import { rawToValue } from '@airsight/contracts/domain/values';
import { axisTimeLabels, zonedDateOf } from './chartTime.ts';
import { initialRangeLimits, rangeLimitError, rangeOf } from './rangeLimits.ts';
import {
  alignSeries,
  bucketOf,
  fixedTicks,
  scaledPoints,
  trendSensors,
  valueNear,
  loneIndices,
  lonePointsOf,
  withGaps,
  type PlotPoints,
} from './trendSeries.ts';
import { bucketsFor, mayAskRaw } from './api/getSensorData.ts';

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 23, 0, 0, 0);
interface Point {
  t: number;
  v: number | null;
}
const at = (minutes: number, v: number | null = 1): Point => ({ t: t0 + minutes * MINUTE, v });
/** Points as the columns the functions take, and back. */
const columns = (points: readonly Point[]): PlotPoints => ({
  t: points.map((p) => p.t),
  v: points.map((p) => p.v),
});
const pointsOf = ({ t, v }: PlotPoints): Point[] => t.map((time, i) => ({ t: time, v: v[i]! }));

describe('trend sensors', () => {
  it('gives the preset sensors in the locale, each with its own palette colour', () => {
    const en = trendSensors('OIL_INJECTION2', 'en')!;
    const discharge = en.find((s) => s.sensorId === 'sn_D002')!;
    expect(discharge).toMatchObject({
      chart: 'pressure',
      unit: 'bar',
      min: -2,
      max: 14,
      decimals: 3,
      shownByDefault: true,
    });
    expect(en.find((s) => s.sensorId === 'sn_D001')).toMatchObject({ unit: 'mbar', shownByDefault: false });
    const ja = trendSensors('OIL_INJECTION2', 'ja')!.find((s) => s.sensorId === 'sn_D002')!;
    expect(ja).toMatchObject({ unit: 'MPa', min: -0.2, max: 1.4, decimals: 2 });
    expect(new Set(en.map((s) => s.colour)).size).toBe(en.length);
    expect(en[0]!.colour).toBe(CHART_PALETTE[0]);
  });

  it('has none for the gateway model or an unknown one', () => {
    expect(trendSensors('FE_LTE_00', 'ja')).toBeUndefined();
    expect(trendSensors('NO_SUCH_MODEL', 'ja')).toBeUndefined();
  });

  it('scales raw values to the locale unit: pressure raw 50 is 0.05 MPa or 0.5 bar, temperature raw 200 is 20.0 °C', () => {
    const [pressureJa, pressureEn, temperature] = [
      trendSensors('OIL_INJECTION2', 'ja')!.find((s) => s.sensorId === 'sn_D002')!,
      trendSensors('OIL_INJECTION2', 'en')!.find((s) => s.sensorId === 'sn_D002')!,
      trendSensors('OIL_INJECTION2', 'ja')!.find((s) => s.sensorId === 'sn_D006')!,
    ];
    const series = (data: number) => ({
      sensorId: 'x',
      dataList: [
        { measureTime: '20261123000100', data },
        { measureTime: '20261123000000', data },
      ],
    });
    expect(pointsOf(scaledPoints(series(50), pressureJa, 'ja'))).toEqual([at(0, 0.05), at(1, 0.05)]);
    expect(scaledPoints(series(50), pressureEn, 'en').v[0]).toBe(0.5);
    expect(scaledPoints(series(200), temperature, 'ja').v[0]).toBe(20);
    // Negative temperatures come as two's complement words.
    expect(scaledPoints(series(0x10000 - 52), temperature, 'ja').v[0]).toBe(-5.2);
  });
});

describe('scaledPoints against the catalogue rule', () => {
  const sensors = (['OIL_INJECTION2', 'OIL_FREE2'] as const).flatMap((model) =>
    (['en', 'ja', 'zh'] as const).flatMap((locale) =>
      (trendSensors(model, locale) ?? []).map((sensor) => ({ sensor, locale })),
    ),
  );

  it('gives rawToValue of every finite raw value, in either answer form, for every preset sensor', () => {
    expect(sensors.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(
        fc.constantFrom(...sensors),
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 0xffff }),
            fc.integer({ min: -0x8000, max: 0xffffffff }),
            fc.double({ min: -1e6, max: 1e6, noNaN: true }),
            fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
          ),
          { maxLength: 60 },
        ),
        ({ sensor, locale }, raws) => {
          const points = raws.map((data, i) => ({ timeMs: t0 + i * MINUTE, value: data }));
          const expected = points.flatMap((p) => {
            const value = rawToValue(sensor.register, p.value, locale);
            return value === undefined ? [] : [{ t: p.timeMs, v: value }];
          });
          const dataList = points.map((p) => ({ measureTime: formatApiTime(p.timeMs), data: p.value }));
          const fromList = scaledPoints({ sensorId: sensor.sensorId, dataList }, sensor, locale);
          const fromColumns = scaledPoints(
            { sensorId: sensor.sensorId, dataList: [], columns: encodeSeriesColumns(points) },
            sensor,
            locale,
          );
          expect(pointsOf(fromList)).toEqual(expected);
          expect(pointsOf(fromColumns)).toEqual(expected);
        },
      ),
    );
  });
});

describe('breaks in the line', () => {
  it('breaks where raw samples are more than 5 minutes apart, not at exactly 5', () => {
    const points = [at(0), at(1), at(6), at(12), at(13)];
    expect(pointsOf(withGaps(columns(points)))).toEqual([
      at(0),
      at(1),
      at(6),
      { t: t0 + 9 * MINUTE, v: null },
      at(12),
      at(13),
    ]);
    // Without a break, the columns themselves.
    const unbroken = columns([at(0), at(5), at(10)]);
    expect(withGaps(unbroken)).toBe(unbroken);
  });

  it('with M4 data breaks only between buckets, never inside one', () => {
    // One-hour buckets from t0: a bucket's first and max may be far apart although samples lay between.
    const bucketing = { originMs: t0, bucketMs: 60 * MINUTE, buckets: 4 };
    const points = [at(0), at(40), at(59), at(61), at(119), at(190)];
    const drawn = pointsOf(withGaps(columns(points), bucketing));
    expect(drawn.filter((p) => p.v === null).map((p) => (p.t - t0) / MINUTE)).toEqual([154.5]);
  });

  it("with M4 data breaks inside a bucket where the answer's gaps say, and between every point of a sparse bucket", () => {
    const bucketing = { originMs: t0, bucketMs: 60 * MINUTE, buckets: 4 };
    // Bucket 0: first, min, max, last with an hour-long outage's break between 20 and 50 minutes;
    // bucket 1: joined samples (no break); bucket 2: samples 10 minutes apart (sparse).
    const points = [at(0), at(20), at(50), at(59), at(61), at(100), at(119), at(120), at(130), at(170)];
    const gaps = { breaksMs: [t0 + 35 * MINUTE], sparseBuckets: [2] };
    const drawn = pointsOf(withGaps(columns(points), bucketing, gaps));
    expect(drawn.filter((p) => p.v === null).map((p) => (p.t - t0) / MINUTE)).toEqual([35, 125, 150]);
    // Without the answer's gaps, the same points are one line inside each bucket.
    const unbroken = pointsOf(withGaps(columns(points), bucketing));
    expect(unbroken.filter((p) => p.v === null)).toEqual([]);
  });

  it('marks the values that no line reaches', () => {
    // Alone after the start, between breaks (other sensors' undefined in between), and before the end.
    expect(loneIndices([1, null, 2, undefined, null, 3, 4, null, undefined, 5])).toEqual([0, 2, 9]);
    expect(loneIndices([1, 2, undefined, 3])).toEqual([]);
    expect(loneIndices([undefined, 7, undefined])).toEqual([1]);
    expect(loneIndices([])).toEqual([]);
  });

  it('looks for lone points only in a series with breaks or a single point', () => {
    const withBreak: PlotPoints = { t: [1, 2, 3], v: [1, null, 2], breaks: 1 };
    const single: PlotPoints = { t: [1], v: [4] };
    const joined: PlotPoints = { t: [1, 3], v: [1, 2] };
    const ys = [
      [1, null, 2],
      [4, undefined, undefined],
      [1, undefined, 2],
    ];
    expect(lonePointsOf([withBreak, single, joined], ys)).toEqual([[0, 2], [0], null]);
    expect(lonePointsOf([{ t: [1, 2], v: [1, 2], breaks: 1 }], [[1, 2]])).toEqual([null]);
  });

  it('counts buckets as the server does, also with widths of a fraction of a millisecond', () => {
    const b = { originMs: t0, bucketMs: 86_400_000 / 7, buckets: 7 };
    expect(bucketOf(t0, b)).toBe(0);
    expect(bucketOf(t0 + 86_400_000 / 7 - 1, b)).toBe(0);
    expect(bucketOf(t0 + Math.ceil(86_400_000 / 7), b)).toBe(1);
    // The period's last instant belongs to the last bucket.
    expect(bucketOf(t0 + 86_400_000, b)).toBe(6);
  });
});

describe('chart data', () => {
  it('puts the sensors on one time axis: undefined goes on, null breaks', () => {
    const a = [at(0, 1), at(2, 2)];
    const b = [at(1, 5), { t: t0 + 1.5 * MINUTE, v: null }, at(2, 6)];
    expect(alignSeries([columns(a), columns(b)])).toEqual({
      xs: [t0, t0 + MINUTE, t0 + 1.5 * MINUTE, t0 + 2 * MINUTE],
      ys: [
        [1, undefined, undefined, 2],
        [undefined, 5, null, 6],
      ],
    });
  });

  it('keeps the columns of one series, or of series at the same times', () => {
    const a = columns([at(0, 1), { t: t0 + 0.5 * MINUTE, v: null }, at(1, 2)]);
    const b = columns([at(0, 3), { t: t0 + 0.5 * MINUTE, v: 4 }, at(1, 5)]);
    const one = alignSeries([a]);
    expect(one.xs).toBe(a.t);
    expect(one.ys[0]).toBe(a.v);
    const two = alignSeries([a, b]);
    expect(two.xs).toBe(a.t);
    expect(two.ys).toEqual([a.v, b.v]);
    // Two points at one time: one x, the later value.
    expect(alignSeries([columns([at(0, 1), at(0, 2), at(1, 3)])])).toEqual({
      xs: [t0, t0 + MINUTE],
      ys: [[2, 3]],
    });
    // A series without points is undefined throughout.
    const three = alignSeries([columns([]), a, b]);
    expect(three.xs).toBe(a.t);
    expect(three.ys).toEqual([[undefined, undefined, undefined], a.v, b.v]);
    expect(alignSeries([])).toEqual({ xs: [], ys: [] });
    expect(alignSeries([columns([])])).toEqual({ xs: [], ys: [[]] });
  });

  it('sorts an answer that is not in time order', () => {
    const sensor = trendSensors('OIL_INJECTION2', 'ja')!.find((s) => s.sensorId === 'sn_D006')!;
    const dataList = [3, 1, 2, 1].map((minute, i) => ({
      measureTime: `2026112300${String(minute).padStart(2, '0')}00`,
      data: 100 * (i + 1),
    }));
    expect(pointsOf(scaledPoints({ sensorId: 'sn_D006', dataList }, sensor, 'ja'))).toEqual([
      at(1, 20),
      at(1, 40),
      at(2, 30),
      at(3, 10),
    ]);
  });

  it('reads the value nearest the cursor within a distance', () => {
    const points = columns([at(0, 1), at(10, 2), at(11, 3)]);
    expect(valueNear(points, t0 + 10.4 * MINUTE, 5 * MINUTE)).toBe(2);
    expect(valueNear(points, t0 + 10.6 * MINUTE, 5 * MINUTE)).toBe(3);
    expect(valueNear(points, t0 + 5 * MINUTE, 4 * MINUTE)).toBeUndefined();
    expect(valueNear(columns([]), t0, MINUTE)).toBeUndefined();
    // A break carries no value: the neighbour on the other side gives it.
    expect(valueNear(columns([at(0, 1), at(1, null), at(3, 2)]), t0 + 0.8 * MINUTE, 5 * MINUTE)).toBe(1);
  });

  it('divides the y axis into the fixed tick counts of part 2 §9', () => {
    expect(fixedTicks(-0.2, 1.4, 8)).toEqual([-0.2, 0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4]);
    expect(fixedTicks(0, 140, 7)).toEqual([0, 20, 40, 60, 80, 100, 120, 140]);
    expect(fixedTicks(0, 150, 5)).toEqual([0, 30, 60, 90, 120, 150]);
  });

  it("gives uPlot the zone's wall clock as uPlot.tzDate does, across offset changes", () => {
    const zones = [
      'Asia/Tokyo',
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'America/St_Johns',
      'UTC',
    ];
    const dates = new Map(zones.map((zone) => [zone, zonedDateOf(zone)]));
    // The hours of 2025 and 2026 in which each zone changes its offset.
    const hour = 3_600_000;
    const changes: number[] = [];
    // Found a day at a time, then the hour within the day (no zone changes its offset twice a day).
    const day = 24 * hour;
    for (const zone of zones) {
      for (let d = Date.UTC(2025, 0, 1); d < Date.UTC(2027, 0, 1); d += day) {
        if (zoneOffsetMs(d, zone) === zoneOffsetMs(d + day, zone)) continue;
        for (let t = d; t < d + day; t += hour) {
          if (zoneOffsetMs(t, zone) !== zoneOffsetMs(t + hour, zone)) changes.push(t);
        }
      }
    }
    expect(changes.length).toBeGreaterThanOrEqual(16);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.oneof(
          // 2000 to 2040,
          fc.integer({ min: 946_684_800_000, max: 2_208_988_800_000 }),
          // and the hours around offset changes.
          fc
            .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * hour, max: 4 * hour }))
            .map(([t, ms]) => t + ms),
        ),
        (zone, ms) => {
          expect(dates.get(zone)!(ms).getTime()).toBe(uPlot.tzDate(new Date(ms), zone).getTime());
        },
      ),
      { numRuns: 3000 },
    );
    expect(zonedDateOf(null)(t0).getTime()).toBe(t0);
    expect(zonedDateOf('No/Such_Zone')(t0).getTime()).toBe(t0);
  });

  it('labels the time axis in the machine time zone', () => {
    const hour = 3_600_000;
    // 2026-11-23 22:00 and 23:00 UTC are 07:00 and 08:00 on the 24th in Tokyo.
    expect(axisTimeLabels([t0 + 22 * hour, t0 + 23 * hour], hour, 'Asia/Tokyo')).toEqual([
      '07:00\n11/24',
      '08:00',
    ]);
    expect(axisTimeLabels([t0, t0 + 86_400_000], 86_400_000, 'Asia/Tokyo')).toEqual(['11/23', '11/24']);
    expect(axisTimeLabels([t0], 31 * 86_400_000, 'UTC')).toEqual(['2026/11']);
  });
});

describe('range limits', () => {
  const pressure = trendSensors('OIL_INJECTION2', 'ja')!.filter((s) => s.chart === 'pressure');

  it('start from the preset of the sensors shown by default', () => {
    expect(initialRangeLimits(pressure)).toEqual({ min: '-0.2', max: '1.4' });
  });

  it('need two numbers, the upper at least the lower', () => {
    expect(rangeLimitError({ min: '0', max: '1' })).toBeNull();
    expect(rangeLimitError({ min: '1', max: '1' })).toBeNull();
    expect(rangeLimitError({ min: '1', max: '0.5' })).toBe('upperLimitBelowLowerLimit');
    expect(rangeLimitError({ min: '', max: '1' })).toBe('enterANumber');
    expect(rangeOf({ min: '0', max: '1' })).toEqual({ min: 0, max: 1 });
    // Equal limits are allowed but give no axis: the last valid one stays.
    expect(rangeOf({ min: '1', max: '1' })).toBeNull();
  });
});

describe('what is asked', () => {
  it('never more than 30,000 points an answer nor 50,000 a series', () => {
    expect(bucketsFor(1200, 18)).toBe(416);
    expect(bucketsFor(300, 18)).toBe(300);
    expect(bucketsFor(100_000, 1)).toBe(5000);
    expect(4 * bucketsFor(100_000, 1)).toBeLessThanOrEqual(50_000);
  });

  it('asks raw samples only where one-minute samples fit in one answer', () => {
    expect(mayAskRaw(t0, t0 + 86_400_000, 18)).toBe(true);
    expect(mayAskRaw(t0, t0 + 7 * 86_400_000, 18)).toBe(false);
  });
});
