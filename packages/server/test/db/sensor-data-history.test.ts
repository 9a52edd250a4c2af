/**
 * POST getSensorData: one machine's history, raw, averaged per minute/hour/day, and M4 down-sampled,
 * compared with a brute-force computation over the same rows. Rows are written by the factories here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seriesPoints } from '@airsight/contracts/format/series-columns';
import type { SensorDataResponse } from '@airsight/contracts/http/sensor-data';
import { deviceIdOf } from '../support/database.ts';
import { insertLatest, insertSnapshots, insertSnapshotSeries } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const URL = '/v1/sensor-data-file-mgt/getSensorData';
const d = useDemoApp();

const [tokai1, tokai2, tokai3] = FLEET.machinesUnder('tokai');
const [acme1] = FLEET.machinesUnder('acme-kawasaki');

// ---- the history of tokai1: 1,200 one-minute samples with millisecond jitter, across a month end -----

const START = Date.parse('2026-01-31T20:00:00Z');
const ROWS = 1_200;
type Sensor = 'sn_D002' | 'sn_D006' | 'sn_D020_021' | 'sn_D027' | 'sn_D014';
interface Sample {
  t: number;
  v: Record<Sensor, number | null>;
}
const SAMPLES: Sample[] = Array.from({ length: ROWS }, (_, i) => ({
  t: START + i * 60_000 + ((i * 7_919) % 1_000),
  v: {
    // Few distinct values, so that minimum and maximum ties are common.
    sn_D002: (i * 37) % 11,
    // Every 7th sample has no value.
    sn_D006: i % 7 === 3 ? null : (i * 131) % 1_000,
    // Above 2^31: the double-word path.
    sn_D020_021: 3_000_000_000 + ((i * 13) % 500),
    sn_D027: (1 << (i % 16)) | 128,
    // Never sent.
    sn_D014: null,
  },
}));
const LATEST = new Date('2026-02-01T15:59:30.125Z');
const asSnapshot = (x: Sample) => ({ time: new Date(x.t), values: x.v });

beforeAll(async () => {
  const db = d.database.db;
  for (const month of ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']) {
    await sql`SELECT ensure_snapshot_partition(${month}::date)`.execute(db);
  }
  const id1 = await deviceIdOf(db, tokai1!);
  await insertSnapshots(db, id1, SAMPLES.map(asSnapshot));
  await insertLatest(db, id1, { time: LATEST, values: { sn_D002: 5 } });
  // tokai3: 30,100 one-minute samples from 1 March, more than one call may answer.
  await insertSnapshotSeries(db, {
    deviceId: await deviceIdOf(db, tokai3!),
    from: new Date('2026-03-01T00:00:00Z'),
    stepMs: 60_000,
    count: 30_100,
    values: { sn_D002: { start: 0, step: 1, modulo: 1000 } },
  });
  // acme1 has history too: nobody else may read it.
  const idA = await deviceIdOf(db, acme1!);
  await insertSnapshots(db, idA, [{ time: '2026-02-01T00:00:00Z', values: { sn_D002: 4242 } }]);
});

function post(as: DemoUserId | null, body: unknown) {
  return d.app.inject({
    method: 'POST',
    url: URL,
    headers: as ? d.headers[as] : {},
    payload: body as object,
  });
}

const iso = (t: number) => new Date(t).toISOString();
const fourteen = (t: number) => iso(t).replace(/[-:T]/g, '').slice(0, 14);
const series = (sensors: readonly string[], m = tokai1!) =>
  sensors.map((sensor_id) => ({ model_id: m.model_id, serial_no: m.serial_no, sensor_id }));
const FULL = { measure_time_from: fourteen(START), measure_time_to: fourteen(START + ROWS * 60_000) };

interface Point {
  measureTime: string;
  data: number;
}
async function read(body: Record<string, unknown>, as: DemoUserId = 'tokai') {
  const res = await post(as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sensor_data_list: {
      modelId: string;
      serialNo: string;
      lastMeasureTime: string | null;
      timeList: { sensorId: string; dataList: Point[] }[];
    }[];
    truncated: boolean;
    downsample: { method: string; buckets: number; bucket_ms: number; origin: string } | null;
  };
}

const valuesOf = (s: Sensor, from = -Infinity, to = Infinity) =>
  SAMPLES.filter((x) => x.t >= from && x.t <= to && x.v[s] !== null).map((x) => ({ t: x.t, v: x.v[s]! }));

describe('getSensorData raw', () => {
  it('answers every sample of the period, oldest first, values raw and times in 14 digits', async () => {
    const answer = await read({
      ...FULL,
      sensor_list: series(['sn_D002', 'sn_D006', 'sn_D020_021', 'sn_D014']),
    });
    expect(answer.truncated).toBe(false);
    expect(answer.downsample).toBeNull();
    const [machine] = answer.sensor_data_list;
    expect(machine!.modelId).toBe(tokai1!.model_id);
    expect(machine!.lastMeasureTime).toBe('20260201155930.125');
    const [d002, d006, d020, d014] = machine!.timeList;
    expect(d002!.sensorId).toBe('sn_D002');
    expect(d002!.dataList).toEqual(
      valuesOf('sn_D002').map((p) => ({ measureTime: fourteen(p.t), data: p.v })),
    );
    // Samples without a value are skipped, not answered as null or 0.
    expect(d006!.dataList).toHaveLength(valuesOf('sn_D006').length);
    expect(d006!.dataList.length).toBeLessThan(ROWS);
    expect(d020!.dataList[0]).toEqual({ measureTime: fourteen(START), data: 3_000_000_000 });
    expect(d014).toEqual({ sensorId: 'sn_D014', dataList: [] });
  });

  it('includes both ends of the period and accepts ISO 8601 times', async () => {
    const from = SAMPLES[5]!.t;
    const to = SAMPLES[9]!.t;
    const answer = await read({
      measure_time_from: iso(from),
      measure_time_to: new Date(to).toISOString().replace('Z', '+00:00'),
      sensor_list: series(['sn_D002']),
      iso8601_datetime_format: true,
    });
    const points = answer.sensor_data_list[0]!.timeList[0]!.dataList;
    expect(points.map((p) => p.measureTime)).toEqual(SAMPLES.slice(5, 10).map((x) => iso(x.t)));
    expect(answer.sensor_data_list[0]!.lastMeasureTime).toBe(LATEST.toISOString());
  });

  it('takes the oldest (1), the newest descending (2) or the newest ascending (4) points when max_number cuts', async () => {
    const all = valuesOf('sn_D002').map((p) => ({ measureTime: fourteen(p.t), data: p.v }));
    const cut = (get_class: number) =>
      read({ ...FULL, get_class, max_number: 10, sensor_list: series(['sn_D002']) });
    const oldest = await cut(1);
    expect(oldest.truncated).toBe(true);
    expect(oldest.sensor_data_list[0]!.timeList[0]!.dataList).toEqual(all.slice(0, 10));
    expect((await cut(2)).sensor_data_list[0]!.timeList[0]!.dataList).toEqual(all.slice(-10).reverse());
    expect((await cut(4)).sensor_data_list[0]!.timeList[0]!.dataList).toEqual(all.slice(-10));
    // Without a cut, get_class 2 is simply the whole period newest first.
    const whole = await read({ ...FULL, get_class: 2, sensor_list: series(['sn_D002']) });
    expect(whole.truncated).toBe(false);
    expect(whole.sensor_data_list[0]!.timeList[0]!.dataList).toEqual(all.slice().reverse());
  });

  it('shares max_number between the series', async () => {
    const answer = await read({ ...FULL, max_number: 21, sensor_list: series(['sn_D002', 'sn_D027']) });
    expect(answer.truncated).toBe(true);
    const lengths = answer.sensor_data_list[0]!.timeList.map((s) => s.dataList.length);
    expect(lengths).toEqual([10, 10]);
  });

  it('answers at most 30,000 points per call by default and says it cut', async () => {
    const body = {
      measure_time_from: '20260301000000',
      measure_time_to: '20260331000000',
      sensor_list: series(['sn_D002'], tokai3!),
    };
    const answer = await read(body);
    expect(answer.truncated).toBe(true);
    const points = answer.sensor_data_list[0]!.timeList[0]!.dataList;
    expect(points).toHaveLength(30_000);
    expect(points[0]).toEqual({ measureTime: '20260301000000', data: 0 });
    expect(answer.sensor_data_list[0]!.lastMeasureTime).toBeNull();
    const over = await post('tokai', { ...body, max_number: 30_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('body.max_number: must be <= 30000');
  });
});

describe('getSensorData averages (round_kbn)', () => {
  /** Brute force: bucket start per sample, then the bucket's average / OR / maximum. */
  function rollUp(sensor: Sensor, bucketOf: (t: number) => number) {
    const buckets = new Map<number, number[]>();
    for (const p of valuesOf(sensor)) {
      const b = bucketOf(p.t);
      buckets.set(b, [...(buckets.get(b) ?? []), p.v]);
    }
    return [...buckets.entries()]
      .sort(([a], [b]) => a - b)
      .map(([b, values]) => {
        let data: number;
        if (sensor === 'sn_D027') data = values.reduce((x, y) => x | y, 0);
        else if (sensor === 'sn_D020_021') data = Math.max(...values);
        else data = Math.round((values.reduce((x, y) => x + y, 0) * 1000) / values.length) / 1000;
        return { measureTime: iso(b), data };
      });
  }
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const TOKYO = 9 * HOUR;
  const UNITS: [number, string, (t: number) => number][] = [
    [1, 'minute', (t) => Math.floor(t / 60_000) * 60_000],
    [2, 'hour', (t) => Math.floor(t / HOUR) * HOUR],
    // Days start at midnight in the machine's time zone (Asia/Tokyo, +09:00).
    [3, 'day', (t) => Math.floor((t + TOKYO) / DAY) * DAY - TOKYO],
  ];
  it.each(UNITS)(
    'round_kbn %i averages per %s, ORs bit words and takes the maximum of double words',
    async (round_kbn, _unit, bucketOf) => {
      const sensors = ['sn_D006', 'sn_D027', 'sn_D020_021'] as const;
      const answer = await read({
        ...FULL,
        round_kbn,
        iso8601_datetime_format: true,
        sensor_list: series(sensors),
      });
      const timeList = answer.sensor_data_list[0]!.timeList;
      sensors.forEach((sensor, i) => {
        expect(timeList[i]!.dataList, sensor).toEqual(rollUp(sensor, bucketOf));
      });
      if (round_kbn === 3) expect(timeList[0]!.dataList).toHaveLength(2);
    },
  );
});

describe('getSensorData M4 down-sampling', () => {
  /** Brute-force M4 by the documented definition, over the samples of `samples` in [from, to]. */
  function m4(sensor: Sensor, from: number, to: number, bucketOf: (t: number) => number, samples = SAMPLES) {
    const byBucket = new Map<number, { t: number; v: number }[]>();
    for (const x of samples) {
      const v = x.v[sensor];
      if (x.t < from || x.t > to || v === null) continue;
      const b = bucketOf(x.t);
      byBucket.set(b, [...(byBucket.get(b) ?? []), { t: x.t, v }]);
    }
    const points: { measureTime: string; data: number }[] = [];
    for (const b of [...byBucket.keys()].sort((x, y) => x - y)) {
      const ps = byBucket.get(b)!.sort((x, y) => x.t - y.t);
      const first = ps[0]!;
      const last = ps.at(-1)!;
      const min = ps.reduce((a, p) => (p.v < a.v ? p : a));
      const max = ps.reduce((a, p) => (p.v > a.v ? p : a));
      const chosen = [...new Set([first, last, min, max])].sort((x, y) => x.t - y.t);
      for (const p of chosen) points.push({ measureTime: iso(p.t), data: p.v });
    }
    return points;
  }
  const HOUR = 3_600_000;
  const M4_SENSORS = ['sn_D002', 'sn_D006', 'sn_D020_021', 'sn_D027'] as const;
  const m4From = SAMPLES[3]!.t + 500;
  const m4To = SAMPLES[1_100]!.t - 1;
  const readM4 = (buckets: number, from = m4From, to = m4To, machine = tokai1!) =>
    read({
      measure_time_from: iso(from),
      measure_time_to: iso(to),
      iso8601_datetime_format: true,
      downsample: { method: 'm4', buckets },
      sensor_list: series(M4_SENSORS, machine),
    });

  it('answers per equal-width bucket the first, last, minimum and maximum point, as a brute-force M4', async () => {
    for (const buckets of [37, 500]) {
      const answer = await readM4(buckets);
      expect(answer.truncated).toBe(false);
      expect(answer.downsample).toEqual({
        method: 'm4',
        buckets,
        bucket_ms: (m4To - m4From) / buckets,
        origin: iso(m4From),
      });
      const span = m4To - m4From;
      const bucketOf = (t: number) => Math.min(Math.floor(((t - m4From) * buckets) / span), buckets - 1);
      const timeList = answer.sensor_data_list[0]!.timeList;
      M4_SENSORS.forEach((sensor, i) => {
        const expected = m4(sensor, m4From, m4To, bucketOf);
        expect(timeList[i]!.dataList, `${sensor}, ${buckets} buckets`).toEqual(expected);
        expect(expected.length).toBeLessThanOrEqual(4 * buckets);
      });
    }
  });

  it('uses whole-hour buckets aligned to UTC midnight once a bucket spans an hour, again exactly M4', async () => {
    // 18.3 hours from 20:03 on 31 January: widths 1, 2, 3, 4, 6, 8, 12, 24 hours, then whole days, each
    // grid aligned to multiples of its width from UTC midnight; the narrowest with at most `asked`
    // buckets. 6 hours and more are read from the 6-hour blocks (with the partial ones from hours).
    const at = (hour: string) => Date.parse(`2026-01-${hour}:00:00Z`);
    for (const [asked, width, count, origin] of [
      [1, 48, 1, at('31T00')],
      [3, 8, 3, at('31T16')],
      [4, 6, 4, at('31T18')],
      [7, 3, 7, at('31T18')],
    ] as const) {
      // Twice: the first call summarises the hours, the second answers from the stored summaries.
      for (let pass = 0; pass < 2; pass++) {
        const answer = await readM4(asked);
        expect(answer.downsample).toEqual({
          method: 'm4',
          buckets: count,
          bucket_ms: width * HOUR,
          origin: iso(origin),
        });
        const bucketOf = (t: number) => Math.floor((t - origin) / (width * HOUR));
        const timeList = answer.sensor_data_list[0]!.timeList;
        M4_SENSORS.forEach((sensor, i) => {
          expect(timeList[i]!.dataList, `${sensor}, ${asked} buckets, pass ${pass}`).toEqual(
            m4(sensor, m4From, m4To, bucketOf),
          );
        });
      }
    }
  });

  it('sees a late sample in an hour already summarised', async () => {
    const before = await readM4(7);
    const db = d.database.db;
    const id1 = await deviceIdOf(db, tokai1!);
    // Between two samples of the fifth hour, with the largest value of all.
    const late = {
      t: SAMPLES[250]!.t + 30_000,
      v: { sn_D002: 60_000, sn_D006: null, sn_D020_021: null, sn_D027: 0, sn_D014: null },
    };
    await insertSnapshots(db, id1, [{ time: new Date(late.t), values: { sn_D002: 60_000, sn_D027: 0 } }]);
    try {
      const after = await readM4(7);
      expect(after).not.toEqual(before);
      const withLate = [...SAMPLES, late as Sample].sort((a, b) => a.t - b.t);
      // 3-hour buckets from the hours, 6-hour ones from the blocks: both repacked with the late sample.
      for (const [asked, width] of [
        [7, 3],
        [4, 6],
      ] as const) {
        const answer = asked === 7 ? after : await readM4(asked);
        const origin = Math.floor(m4From / (width * HOUR)) * width * HOUR;
        const bucketOf = (t: number) => Math.floor((t - origin) / (width * HOUR));
        M4_SENSORS.forEach((sensor, i) => {
          expect(answer.sensor_data_list[0]!.timeList[i]!.dataList, `${sensor}, ${width} h`).toEqual(
            m4(sensor, m4From, m4To, bucketOf, withLate),
          );
        });
        expect(answer.sensor_data_list[0]!.timeList[0]!.dataList).toContainEqual({
          measureTime: iso(late.t),
          data: 60_000,
        });
      }
    } finally {
      await sql`DELETE FROM snapshots WHERE device_id = ${id1} AND measure_time = ${new Date(late.t)}`.execute(
        db,
      );
      // Deletes are not tracked (retention drops whole months); forget the summaries of this device.
      await sql`DELETE FROM snapshot_m4_coverage WHERE device_id = ${id1}`.execute(db);
      await sql`DELETE FROM snapshot_m4_hourly WHERE device_id = ${id1}`.execute(db);
    }
  });

  it('summarises only sealed hours and reads the last hours from the raw samples', async () => {
    const db = d.database.db;
    const id2 = await deviceIdOf(db, tokai2!);
    const now = Date.now();
    const start = Math.floor(now / 60_000) * 60_000 - 300 * 60_000;
    const recent: Sample[] = Array.from({ length: 300 }, (_, i) => ({
      t: start + i * 60_000,
      v: {
        sn_D002: (i * 53) % 17,
        sn_D006: (i * 7) % 5,
        sn_D020_021: 1_000 + i,
        sn_D027: 256,
        sn_D014: null,
      },
    }));
    await insertSnapshots(db, id2, recent.map(asSnapshot));
    const from = start + 1;
    const to = start + 299 * 60_000;
    const answer = await readM4(4, from, to, tokai2!);
    const width = answer.downsample!.bucket_ms;
    expect(width % HOUR).toBe(0);
    // The grid is aligned to multiples of its width from UTC midnight (a 2-hour grid starts on even hours).
    const origin = Math.floor(from / width) * width;
    M4_SENSORS.forEach((sensor, i) => {
      expect(answer.sensor_data_list[0]!.timeList[i]!.dataList, sensor).toEqual(
        m4(sensor, from, to, (t) => Math.floor((t - origin) / width), recent),
      );
    });
    const { rows } = await sql<{ last: Date | null }>`
      SELECT max(hour) AS last FROM snapshot_m4_hourly WHERE device_id = ${id2}`.execute(db);
    expect(rows[0]!.last!.getTime()).toBeLessThanOrEqual(now - 3 * HOUR);
  });

  it('answers newest first for get_class 2, and a sensor without values as an empty list', async () => {
    const body = {
      ...FULL,
      downsample: { method: 'm4', buckets: 60 },
      sensor_list: series(['sn_D002', 'sn_D014']),
    };
    const ascending = await read(body);
    const descending = await read({ ...body, get_class: 2 });
    const up = ascending.sensor_data_list[0]!.timeList[0]!.dataList;
    expect(up.length).toBeGreaterThan(60);
    expect(descending.sensor_data_list[0]!.timeList[0]!.dataList).toEqual(up.slice().reverse());
    expect(ascending.sensor_data_list[0]!.timeList[1]).toEqual({ sensorId: 'sn_D014', dataList: [] });
  });

  it('lowers the bucket count so that the answer stays within max_number', async () => {
    const answer = await read({
      ...FULL,
      max_number: 400,
      downsample: { method: 'm4', buckets: 5_000 },
      sensor_list: series(['sn_D002', 'sn_D006', 'sn_D020_021', 'sn_D027']),
    });
    expect(answer.downsample!.buckets).toBe(25);
    const total = answer.sensor_data_list[0]!.timeList.reduce((n, s) => n + s.dataList.length, 0);
    expect(total).toBeLessThanOrEqual(400);
    expect(total).toBeGreaterThan(25);
  });
});

describe('getSensorData column form (columns: true)', () => {
  it('answers the same points as dataList, as number columns, for raw, descending, averaged and M4 reads', async () => {
    const sensors = series(['sn_D002', 'sn_D006', 'sn_D020_021', 'sn_D014']);
    for (const extra of [
      {},
      { get_class: 2, max_number: 400 },
      { round_kbn: 2 },
      { downsample: { method: 'm4', buckets: 37 } },
      { downsample: { method: 'm4', buckets: 6 } },
    ]) {
      const body = { ...FULL, ...extra, sensor_list: sensors };
      const plain = await read(body);
      const res = await post('tokai', { ...body, columns: true });
      expect(res.statusCode, res.body).toBe(200);
      const columns = res.json() as SensorDataResponse;
      expect(columns.truncated).toBe(plain.truncated);
      expect(columns.downsample).toEqual(plain.downsample);
      const [machine] = columns.sensor_data_list;
      expect(machine!.lastMeasureTime).toBe(plain.sensor_data_list[0]!.lastMeasureTime);
      machine!.timeList.forEach((s, i) => {
        const expected = plain.sensor_data_list[0]!.timeList[i]!;
        expect(s.sensorId).toBe(expected.sensorId);
        expect(s.dataList, 'dataList stays empty').toEqual([]);
        expect(s.columns, `${s.sensorId} ${JSON.stringify(extra)}`).toBeDefined();
        expect(seriesPoints(s), `${s.sensorId} ${JSON.stringify(extra)}`).toEqual(seriesPoints(expected));
      });
    }
    // A steady series is written as its first time, then the distances.
    const d002 = (
      await post('tokai', { ...FULL, columns: true, sensor_list: series(['sn_D002']) })
    ).json() as SensorDataResponse;
    const t = d002.sensor_data_list[0]!.timeList[0]!.columns!.t;
    // Times in whole seconds, as the 14-digit form has them (the samples carry milliseconds).
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    expect(t.slice(0, 3)).toEqual([
      second(SAMPLES[0]!.t),
      second(SAMPLES[1]!.t) - second(SAMPLES[0]!.t),
      second(SAMPLES[2]!.t) - second(SAMPLES[1]!.t),
    ]);
  });
});

describe('getSensorData authorities', () => {
  it('answers 404 for machines the caller cannot see, and leaves them out of a mixed request', async () => {
    const foreign = await post('tokai', { ...FULL, sensor_list: series(['sn_D002'], acme1!) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('4242');
    const viaM4 = await post('tokai', {
      ...FULL,
      downsample: { method: 'm4', buckets: 10 },
      sensor_list: series(['sn_D002'], acme1!),
    });
    expect(viaM4.statusCode).toBe(404);
    const mixed = await read({
      ...FULL,
      sensor_list: [...series(['sn_D002'], acme1!), ...series(['sn_D002'], tokai2!)],
    });
    expect(mixed.sensor_data_list.map((m) => m.serialNo)).toEqual([tokai2!.serial_no]);
    expect(mixed.sensor_data_list[0]!.timeList).toEqual([{ sensorId: 'sn_D002', dataList: [] }]);
    // The owner reads it.
    const own = await read({ ...FULL, sensor_list: series(['sn_D002'], acme1!) }, 'acme');
    expect(own.sensor_data_list[0]!.timeList[0]!.dataList).toEqual([
      { measureTime: '20260201000000', data: 4242 },
    ]);
    expect((await post(null, { ...FULL, sensor_list: series(['sn_D002']) })).statusCode).toBe(401);
  });
});

describe('getSensorData bad input', () => {
  const ok = () => ({ ...FULL, sensor_list: series(['sn_D002']) });
  const BAD: [string, Record<string, unknown>, string][] = [
    [
      'from after to',
      { ...ok(), measure_time_from: '20260202000000', measure_time_to: '20260201000000' },
      'measure_time_from must not be after measure_time_to',
    ],
    [
      'no real date',
      { ...ok(), measure_time_from: '20260230000000' },
      'body.measure_time_from: "20260230000000" is not a real date',
    ],
    [
      'ISO without a zone',
      { ...ok(), measure_time_to: '2026-02-01T00:00:00' },
      'body.measure_time_to: must match pattern',
    ],
    [
      'period over 366 days',
      { ...ok(), measure_time_from: '20250101000000', measure_time_to: '20260102000001' },
      'must not exceed 366 days',
    ],
    ['missing period', { sensor_list: series(['sn_D002']) }, 'missing required field "measure_time_from"'],
    ['unknown field', { ...ok(), sort: 'asc' }, 'unknown field "sort"'],
    [
      'unknown series field',
      { ...FULL, sensor_list: [{ ...series(['sn_D002'])[0], sensorId: 'x' }] },
      'unknown field "sensorId"',
    ],
    ['unknown sensor', { ...FULL, sensor_list: series(['sn_D034']) }, 'body.sensor_list.0.sensor_id'],
    [
      'too many series',
      { ...FULL, sensor_list: Array.from({ length: 101 }, () => series(['sn_D002'])[0]) },
      'must NOT have more than 100 items',
    ],
    ['get_class 3', { ...ok(), get_class: 3 }, 'body.get_class: must be equal to one of the allowed values'],
    ['round_kbn 5', { ...ok(), round_kbn: 5 }, 'body.round_kbn: must be equal to one of the allowed values'],
    ['locale_id 4', { ...ok(), locale_id: 4 }, 'body.locale_id'],
    ['max_number 0', { ...ok(), max_number: 0 }, 'body.max_number: must be >= 1'],
    ['max_number text', { ...ok(), max_number: 'many' }, 'body.max_number: must be integer'],
    [
      'too long id',
      { ...FULL, sensor_list: [{ model_id: 'x'.repeat(41), serial_no: 'x', sensor_id: 'sn_D002' }] },
      'must NOT have more than 40',
    ],
    [
      'downsample with averages',
      { ...ok(), round_kbn: 2, downsample: { method: 'm4', buckets: 10 } },
      'send round_kbn 0',
    ],
    [
      'too many buckets',
      { ...ok(), downsample: { method: 'm4', buckets: 5_001 } },
      'body.downsample.buckets: must be <= 5000',
    ],
    ['unknown method', { ...ok(), downsample: { method: 'lttb', buckets: 10 } }, 'body.downsample.method'],
    [
      'unknown downsample field',
      { ...ok(), downsample: { method: 'm4', buckets: 10, gap: 5 } },
      'unknown field "gap"',
    ],
    [
      'max_number below the series',
      { ...FULL, max_number: 1, sensor_list: series(['sn_D002', 'sn_D006']) },
      'fewer than the 2 series',
    ],
  ];
  it.each(BAD)('answers 400 with a clear message: %s', async (_name, body, message) => {
    const res = await post('tokai', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('getSensorData after retention', () => {
  // Last in this file: it drops the oldest months, as retention does.
  it('answers nothing from the hourly summaries of months whose partitions were dropped', async () => {
    const body = {
      measure_time_from: '20260301000000',
      measure_time_to: '20260322000000',
      downsample: { method: 'm4', buckets: 10 },
      sensor_list: series(['sn_D002'], tokai3!),
    };
    const before = await read(body);
    expect(before.downsample!.bucket_ms % 3_600_000).toBe(0);
    expect(before.sensor_data_list[0]!.timeList[0]!.dataList.length).toBeGreaterThan(10);
    for (const month of ['2026_01', '2026_02', '2026_03']) {
      await sql`DROP TABLE ${sql.id(`snapshots_${month}`)}`.execute(d.database.db);
    }
    const after = await read(body);
    expect(after.sensor_data_list[0]!.timeList).toEqual([{ sensorId: 'sn_D002', dataList: [] }]);
  });
});
