/**
 * POST getSensorData's derived sensors sv_air_volume (m³), sv_energy (kWh) and sv_running_time (h) per
 * hour and per day in the machine's time zone, against hand-computed sums (docs/telemetry.md §9): the hourly operating summaries,
 * the unsealed tail from raw rows, late samples, authorities and the refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { encodeLamps } from '@airsight/contracts';
import { seriesPoints } from '@airsight/contracts/format/series-columns';
import type { SensorDataResponse } from '@airsight/contracts/http/sensor-data';
import { RATED_PERFORMANCE } from '@airsight/contracts/models/performance';
import type { Db } from '../../src/db/database.ts';
import { deviceIdOf } from '../support/database.ts';
import { insertDevice, insertSnapshots } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const URL = '/v1/sensor-data-file-mgt/getSensorData';
const d = useDemoApp();

// tokai1 is an OIL_INJECTION2 in Asia/Tokyo (UTC+9); tokai2 an OIL_INJECTION3.
const [tokai1, tokai2] = FLEET.machinesUnder('tokai');
const [acme1] = FLEET.machinesUnder('acme-kawasaki');
let gateway: { model_id: string; serial_no: string };

const MODEL = 'OIL_INJECTION2';
const perf = RATED_PERFORMANCE[MODEL];
const LOADED = encodeLamps(MODEL, { start: true, load: true });
const UNLOADED = encodeLamps(MODEL, { start: true });
const STOPPED = encodeLamps(MODEL, { stop: true });
const utc = (hhmmss: string) => `2026-01-10T${hhmmss}Z`;

/**
 * tokai1's samples around midnight in Tokyo (15:00 UTC), each holding until the next:
 * 14:50 → 14:54  240 s loaded (D014 100 %) at 40 A
 * 14:54 → 14:58:30  270 s at 50 % load: 135 s loaded, 135 s unloaded, at 30 A
 * 14:58:30 → 15:01:30  180 s loaded by the Load lamp (no D014) at 36 A: 90 s in each hour
 * 15:01:30 → 15:05  210 s unloaded without a current value
 * 15:05 → 15:09  stopped
 * 15:09 → 15:30  21 minutes: a gap, nothing counts
 * 15:30 → 15:34  240 s loaded at 50 A
 * 16:10  stopped, the only sample of hour 16
 */
const SAMPLES: [string, number, number | null, number | null][] = [
  ['14:50:00', LOADED, 40, 100],
  ['14:54:00', LOADED, 30, 50],
  ['14:58:30', LOADED, 36, null],
  ['15:01:30', UNLOADED, null, 0],
  ['15:05:00', STOPPED, 0, 0],
  ['15:09:00', LOADED, 50, 100],
  ['15:30:00', LOADED, 50, 100],
  ['15:34:00', STOPPED, 0, 0],
  ['16:10:00', STOPPED, 0, 0],
];

// Hand-computed, with the rated data of OIL_INJECTION2 (Q 6.4 m³/min, 400 V, 66 A, cos φ 0.87, s 0.25).
const KW_PER_A = (Math.sqrt(3) * 400 * 0.87) / 1000; // 0.602754 kW per ampere
const P_IN = KW_PER_A * 66; // rated input, 39.781756 kW
/** Hour 14: 465 s loaded, 135 s unloaded, 20,940 A·s, current throughout. */
const H14 = { air: (6.4 * 465) / 60, kWh: (KW_PER_A * 20_940) / 3600 }; // 49.6 m³, 3.506 kWh
/** Hour 15: 330 s loaded, 210 s unloaded of which 210 s without current: rated power for the hour. */
const H15 = { air: (6.4 * 330) / 60, kWh: (P_IN * (330 + 0.25 * 210)) / 3600 }; // 35.2 m³, 4.227 kWh
const r3 = (n: number) => Math.round(n * 1000) / 1000;
/** An hour in which the machine sent data but stood still. */
const STOOD_STILL = { air: 0, kWh: 0 };
type TimedSums = [time: string, sums: { air: number; kWh: number }][];
/** Both sums as pointsOf shows them: at each time its hour's (or day's) air and energy, 3 decimals. */
const sumsAt = (points: TimedSums) => ({
  sv_air_volume: points.map(([time, sum]) => [time, r3(sum.air)]),
  sv_energy: points.map(([time, sum]) => [time, r3(sum.kWh)]),
});

async function insertSamples(db: Db, deviceId: string, rows: typeof SAMPLES) {
  const samples = rows.map(([time, d027, d012, d014]) => ({
    time: utc(time),
    values: { sn_D027: d027, sn_D012: d012, sn_D014: d014 },
  }));
  await insertSnapshots(db, deviceId, samples);
}

let id1: string;
beforeAll(async () => {
  const db = d.database.db;
  expect(tokai1!.model_id).toBe(MODEL);
  // The rated data the hand computation below assumes.
  expect(perf).toMatchObject({
    freeAirDelivery: 6.4,
    voltage: 400,
    fullLoadCurrent: 66,
    powerFactor: 0.87,
    noLoadPowerShare: 0.25,
  });
  id1 = await deviceIdOf(db, tokai1!);
  await insertSamples(db, id1, SAMPLES);
  const idA = await deviceIdOf(db, acme1!);
  await insertSamples(db, idA, SAMPLES);
  const device = await insertDevice(db, {
    deviceGroupId: tokai1!.device_group_id,
    model_id: 'FE_LTE_00',
    time_zone: 'Asia/Tokyo',
  });
  gateway = device;
  await insertSamples(db, device.id, SAMPLES);
});

function post(as: DemoUserId, body: unknown) {
  return d.app.inject({ method: 'POST', url: URL, headers: d.headers[as], payload: body as object });
}

interface Answer {
  sensor_data_list: {
    modelId: string;
    serialNo: string;
    timeList: { sensorId: string; dataList: { measureTime: string; data: number }[] }[];
  }[];
  truncated: boolean;
}
async function read(body: Record<string, unknown>, as: DemoUserId = 'tokai'): Promise<Answer> {
  const res = await post(as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

const item = (m: { model_id: string; serial_no: string }, sensor_id: string) => ({
  model_id: m.model_id,
  serial_no: m.serial_no,
  sensor_id,
});
const both = (m: { model_id: string; serial_no: string } = tokai1!) =>
  ['sv_air_volume', 'sv_energy'].map((sensor_id) => item(m, sensor_id));
const PERIOD = { measure_time_from: '20260110140000', measure_time_to: '20260110165959' };

/** { sensorId: [[time, value], ...] } of the first machine of an answer. */
const pointsOf = (answer: Answer, machine = 0) =>
  Object.fromEntries(
    answer.sensor_data_list[machine]!.timeList.map((s) => [
      s.sensorId,
      s.dataList.map((p) => [p.measureTime, p.data]),
    ]),
  );

/** A trend read of tokai1 on an hour grid: it makes and refreshes the M4 summaries of the same hours. */
const trendBody = {
  measure_time_from: '20260110000000',
  measure_time_to: '20260111000000',
  sensor_list: [item(tokai1!, 'sn_D012')],
  downsample: { method: 'm4', buckets: 24 },
};

describe('sv_air_volume and sv_energy', () => {
  it.each<[string, number, TimedSums]>([
    [
      'per hour: the hour sums, 3 decimals, a zero hour where the machine sent data stopped',
      2,
      [
        ['20260110140000', H14],
        ['20260110150000', H15],
        ['20260110160000', STOOD_STILL],
      ],
    ],
    [
      'per day: days in Asia/Tokyo, so 14:00 UTC falls on 10 January and 15:00 UTC on 11 January',
      3,
      [
        ['20260109150000', H14],
        ['20260110150000', H15],
      ],
    ],
  ])('%s', async (_name, round_kbn, points) => {
    const answer = await read({ ...PERIOD, round_kbn, sensor_list: both() });
    expect(pointsOf(answer)).toEqual(sumsAt(points));
    expect(r3(H14.air)).toBe(49.6);
    expect(answer.truncated).toBe(false);
  });

  it.each<[number, [string, number][]]>([
    [
      2,
      [
        ['20260110140000', 600],
        ['20260110150000', 540],
        ['20260110160000', 0],
      ],
    ],
    [
      3,
      [
        ['20260109150000', 600],
        ['20260110150000', 540],
      ],
    ],
  ])(
    'sv_running_time with round_kbn %s: the hours the motor ran in each bucket, loaded or not, with or without current',
    async (round_kbn, seconds) => {
      // Hour 14: 465 s loaded and 135 s unloaded; hour 15: 330 s and 210 s; hour 16 stood still.
      const answer = await read({
        ...PERIOD,
        round_kbn,
        sensor_list: [...both(), item(tokai1!, 'sv_running_time')],
      });
      expect(pointsOf(answer).sv_running_time).toEqual(seconds.map(([time, s]) => [time, r3(s / 3600)]));
      expect(pointsOf(answer).sv_air_volume).toHaveLength(seconds.length);
    },
  );

  it('answers the same sums as number columns when asked (columns: true), per hour and per day', async () => {
    for (const round_kbn of [2, 3]) {
      const plain = await read({ ...PERIOD, round_kbn, sensor_list: both() });
      const res = await post('tokai', { ...PERIOD, round_kbn, columns: true, sensor_list: both() });
      expect(res.statusCode, res.body).toBe(200);
      const columns = res.json() as SensorDataResponse;
      columns.sensor_data_list[0]!.timeList.forEach((s, i) => {
        expect(s.dataList).toEqual([]);
        expect(s.columns, `${s.sensorId} round_kbn ${round_kbn}`).toBeDefined();
        expect(seriesPoints(s)).toEqual(seriesPoints(plain.sensor_data_list[0]!.timeList[i]!));
      });
    }
  });

  it('stores the sealed hours as the hand-computed sums', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'HH24') AS hour, loaded_seconds, unloaded_seconds,
             ampere_seconds, no_current_seconds
      FROM device_operating_hourly WHERE device_id = ${id1} ORDER BY hour`.execute(d.database.db);
    expect(rows).toEqual([
      {
        hour: '14',
        loaded_seconds: 465,
        unloaded_seconds: 135,
        ampere_seconds: 20_940,
        no_current_seconds: 0,
      },
      {
        hour: '15',
        loaded_seconds: 330,
        unloaded_seconds: 210,
        ampere_seconds: 15_240,
        no_current_seconds: 210,
      },
      { hour: '16', loaded_seconds: 0, unloaded_seconds: 0, ampere_seconds: 0, no_current_seconds: 0 },
    ]);
  });

  it('a late sample into a summarised hour changes its sum; each summary takes its own note', async () => {
    const db = d.database.db;
    // The M4 summaries cover the same hours (an hour-grid trend read).
    const trend = await post('tokai', trendBody);
    expect(trend.statusCode, trend.body).toBe(200);
    // 15:12, loaded: the 15:09 sample (50 A) now holds for 180 s; 15:12 → 15:30 is still a gap, so the
    // new sample's 60 A counts nothing here but is the trend's new maximum.
    await insertSamples(db, id1, [['15:12:00', LOADED, 60, 100]]);
    const notes = await sql<{ summary: string }>`
      SELECT summary FROM snapshot_m4_stale WHERE device_id = ${id1} ORDER BY summary`.execute(db);
    expect(notes.rows.map((r) => r.summary)).toEqual(['m4', 'operating']);

    const answer = await read({ ...PERIOD, round_kbn: 2, sensor_list: both() });
    expect(pointsOf(answer).sv_air_volume![1]).toEqual(['20260110150000', r3((6.4 * 510) / 60)]);
    expect(pointsOf(answer).sv_energy![1]).toEqual([
      '20260110150000',
      r3((P_IN * (510 + 0.25 * 210)) / 3600),
    ]);
    // The operating read took its note only; the trend read takes the other.
    const left = await sql<{ summary: string }>`
      SELECT summary FROM snapshot_m4_stale WHERE device_id = ${id1}`.execute(db);
    expect(left.rows.map((r) => r.summary)).toEqual(['m4']);
    const again = await post('tokai', trendBody);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().sensor_data_list[0].timeList[0].dataList).toContainEqual({
      measureTime: '20260110151200',
      data: 60,
    });
    const none = await sql`SELECT 1 FROM snapshot_m4_stale WHERE device_id = ${id1}`.execute(db);
    expect(none.rows).toEqual([]);

    // The other order: a down-sampled trend read takes both notes, since its breaks come from the hours
    // stored beside the operating sums (sample-gaps.ts). 15:14: the 15:12 sample holds for 120 s.
    await insertSamples(db, id1, [['15:14:00', LOADED, 60, 100]]);
    expect((await post('tokai', trendBody)).statusCode).toBe(200);
    const kept = await sql<{ summary: string }>`
      SELECT summary FROM snapshot_m4_stale WHERE device_id = ${id1}`.execute(db);
    expect(kept.rows.map((r) => r.summary)).toEqual([]);
    const later = await read({ ...PERIOD, round_kbn: 2, sensor_list: both() });
    expect(pointsOf(later).sv_air_volume![1]).toEqual(['20260110150000', r3((6.4 * 630) / 60)]);
  });

  it('a half-hour zone: after the machine moves to Asia/Kolkata its days run from 18:30 UTC', async () => {
    const db = d.database.db;
    await sql`UPDATE devices SET time_zone = 'Asia/Kolkata' WHERE id = ${id1}`.execute(db);
    try {
      const answer = await read({ ...PERIOD, round_kbn: 3, sensor_list: both() });
      // 10 January in Kolkata holds the UTC hours 19:00 on the 9th to 18:00 on the 10th: all three hours,
      // hour 15 with the two late samples of the test before (630 s loaded).
      const hour15 = { air: (6.4 * 630) / 60, kWh: (P_IN * (630 + 0.25 * 210)) / 3600 };
      expect(pointsOf(answer)).toEqual({
        sv_air_volume: [['20260109183000', r3(H14.air + hour15.air)]],
        sv_energy: [['20260109183000', r3(H14.kWh + hour15.kWh)]],
      });
      const zones = await sql<{ time_zone: string }>`
        SELECT DISTINCT time_zone FROM device_operating_daily WHERE device_id = ${id1}`.execute(db);
      expect(zones.rows).toEqual([{ time_zone: 'Asia/Kolkata' }]);
    } finally {
      await sql`UPDATE devices SET time_zone = 'Asia/Tokyo' WHERE id = ${id1}`.execute(db);
    }
  });

  it('shows a sample written a moment ago (the unsealed hours come from raw rows)', async () => {
    const db = d.database.db;
    const id2 = await deviceIdOf(db, tokai2!);
    const { rows } = await sql<{ from: string; to: string }>`
      SELECT to_char((now() - interval '3 hours') AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISS') AS from,
             to_char((now() + interval '1 minute') AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISS') AS to`.execute(db);
    const body = {
      measure_time_from: rows[0]!.from,
      measure_time_to: rows[0]!.to,
      round_kbn: 2,
      sensor_list: both(tokai2!),
    };
    const before = await read(body);
    expect(pointsOf(before)).toEqual({ sv_air_volume: [], sv_energy: [] });

    // Two samples 2 minutes apart, loaded at full load and 10 A: 120 s of 10.0 m³/min.
    const word = encodeLamps('OIL_INJECTION3', { start: true, load: true });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await insertSnapshots(db, id2, [
      { time: minutesAgo(3), values: { sn_D027: word, sn_D012: 10, sn_D014: 100 } },
      { time: minutesAgo(1), values: { sn_D027: word, sn_D012: 10, sn_D014: 100 } },
    ]);
    const after = await read(body);
    const air = after.sensor_data_list[0]!.timeList[0]!.dataList;
    expect(air.length).toBeGreaterThanOrEqual(1);
    expect(air.reduce((n, p) => n + p.data, 0)).toBeCloseTo(20, 2);
    const kWh = after.sensor_data_list[0]!.timeList[1]!.dataList.reduce((n, p) => n + p.data, 0);
    expect(kWh).toBeCloseTo((KW_PER_A * 10 * 120) / 3600, 2);
  });

  it('a model without rated data (the gateway) answers empty lists', async () => {
    const answer = await read({ ...PERIOD, round_kbn: 3, sensor_list: both(gateway) });
    expect(pointsOf(answer)).toEqual({ sv_air_volume: [], sv_energy: [] });
  });

  it("leaves out another customer's machine, and answers 404 when it is the only one", async () => {
    const answer = await read({ ...PERIOD, round_kbn: 2, sensor_list: [...both(acme1!), ...both()] });
    expect(answer.sensor_data_list.map((m) => m.serialNo)).toEqual([tokai1!.serial_no]);
    const foreign = await post('tokai', { ...PERIOD, round_kbn: 2, sensor_list: both(acme1!) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('None of the requested machines was found');
    // Its own customer sees it.
    const own = await read({ ...PERIOD, round_kbn: 2, sensor_list: both(acme1!) }, 'acme-kawasaki');
    expect(pointsOf(own).sv_air_volume).toHaveLength(3);
  });

  it('refuses other buckets, downsampling and mixing with register sensors, naming the rule', async () => {
    const rule =
      'body: sv_air_volume, sv_energy and sv_running_time are sums per hour or day: send round_kbn 2 (hour) or 3 (day), without downsample';
    for (const extra of [
      {},
      { round_kbn: 0 },
      { round_kbn: 1 },
      { downsample: { method: 'm4', buckets: 10 } },
    ]) {
      const res = await post('tokai', { ...PERIOD, ...extra, sensor_list: both() });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(rule);
    }
    const mixed = await post('tokai', {
      ...PERIOD,
      round_kbn: 2,
      sensor_list: [...both(), item(tokai1!, 'sn_D002')],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(
      'body.sensor_list: sv_air_volume, sv_energy and sv_running_time cannot be asked for with register sensors; send them in a request of their own',
    );
  });
});
