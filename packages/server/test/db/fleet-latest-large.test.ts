/**
 * getLatestSensorData for a large share of the caller's fleet takes another road (every visible machine
 * read by group, the asked ones picked in memory): its answers must be exactly those of small requests,
 * in request order, with foreign and unknown machines left out. And the fleet devices call over the
 * same fleet agrees with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { buildTestApp, signedInHeaders, testConfig } from '../support/app.ts';
import { insertDevice, insertLatest } from '../support/factories.ts';

const LATEST = '/v1/sensor-data-file-mgt/getLatestSensorData';
/** 70 demo machines + 330 more: a request of 300 machines is a large one. */
const EXTRA = 330;

let database: TestDatabase;
let app: AppInstance;
let headers: Record<'supplier' | 'tokai', Record<string, string>>;
let machines: { model_id: string; serial_no: string; device_group_id: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, testConfig(), { extraMachines: EXTRA });
  // Every third machine never sent data; the others have distinct values.
  const ids = (await database.db.selectFrom('devices').select('id').execute()).map((r) => Number(r.id));
  for (const id of ids.filter((n) => n % 3 !== 0)) {
    await insertLatest(database.db, String(id), {
      time: new Date(Date.parse('2026-11-21T09:30:00.250Z') - id * 1000),
      values: {
        sn_D002: 700 + id,
        sn_D027: id % 5 === 0 ? null : 256 + (id % 7),
        sn_D020_021: 4_000_000_000 + id,
      },
    });
  }
  app = await buildTestApp(database.db);
  headers = {
    supplier: await signedInHeaders(database.db, 'supplier'),
    tokai: await signedInHeaders(database.db, 'tokai'),
  };
  machines = await database.db
    .selectFrom('devices')
    .select(['model_id', 'serial_no', 'device_group_id'])
    .orderBy('id', 'desc')
    .execute();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Item = { model_id: string; serial_no: string; sensorId?: string };

async function latest(as: 'supplier' | 'tokai', sensorList: Item[], iso = false) {
  const res = await app.inject({
    method: 'POST',
    url: LATEST,
    headers: headers[as],
    payload: { sensor_list: sensorList, ...(iso ? { iso8601_datetime_format: true } : {}) },
  });
  return res;
}

/** The same request sent 5 machines at a time (the small-request road), answers joined. */
async function inSmallRequests(as: 'supplier' | 'tokai', sensorList: Item[], iso = false) {
  const list: unknown[] = [];
  for (let i = 0; i < sensorList.length; i += 5) {
    const res = await latest(as, sensorList.slice(i, i + 5), iso);
    if (res.statusCode === 200) list.push(...res.json().sensor_data_list);
  }
  return list;
}

describe('getLatestSensorData, large requests', () => {
  it('answers 300 machines exactly as 60 requests of 5 would, in request order', async () => {
    const asked: Item[] = machines.slice(0, 300).map((m, i) => ({
      model_id: m.model_id,
      serial_no: m.serial_no,
      // Some entries name one sensor, the others every sensor.
      ...(i % 4 === 0 ? { sensorId: 'sn_D027' } : i % 4 === 1 ? { sensorId: 'sn_D020_021' } : {}),
    }));
    // A machine named twice with another sensor, and one that does not exist.
    asked.push({ ...asked[0]!, sensorId: 'sn_D002' }, { model_id: 'OIL_FREE', serial_no: 'NO_SUCH' });
    for (const iso of [false, true]) {
      const res = await latest('supplier', asked, iso);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().sensor_data_list;
      expect(list).toHaveLength(300);
      expect(list[0].timeList.map((s: { sensorId: string }) => s.sensorId)).toEqual(['sn_D027', 'sn_D002']);
      // Small requests merge a machine's entries only within one request: compare the rest.
      const small = await inSmallRequests('supplier', asked.slice(1, 300), iso);
      expect(list.slice(1)).toEqual(small);
    }
  });

  it('leaves out machines of other customers in a large request, and answers 404 when none is visible', async () => {
    const all: Item[] = machines.map((m) => ({
      model_id: m.model_id,
      serial_no: m.serial_no,
      sensorId: 'sn_D027',
    }));
    const res = await latest('tokai', all.slice(0, 1000));
    expect(res.statusCode, res.body).toBe(200);
    const own = new Set(machines.filter((m) => m.device_group_id === 'tokai').map((m) => m.serial_no));
    const answered = res.json().sensor_data_list.map((m: { serialNo: string }) => m.serialNo);
    expect(answered.length).toBe(own.size);
    expect(answered.every((s: string) => own.has(s))).toBe(true);

    const foreign = all.filter((m) => !own.has(m.serial_no)).slice(0, 300);
    const none = await latest('tokai', foreign);
    expect(none.statusCode).toBe(404);
  });

  it('agrees with the fleet devices call on time, status word and running hours', async () => {
    const fleet = (await app.inject({ url: '/v1/fleet/devices', headers: headers.supplier })).json()
      .fleet_device_list as {
      model_id: string;
      serial_no: string;
      last_measure_time: string | null;
      status_word: number | null;
      running_hours: number | null;
    }[];
    expect(fleet).toHaveLength(machines.length);
    const asked = fleet.slice(0, 400).map((m) => ({ model_id: m.model_id, serial_no: m.serial_no }));
    const res = await latest('supplier', asked);
    const bySerial = new Map(
      res.json().sensor_data_list.map((m: { serialNo: string }) => [m.serialNo, m] as const),
    );
    for (const device of fleet.slice(0, 400)) {
      const m = bySerial.get(device.serial_no) as {
        lastMeasureTime: string | null;
        timeList: { sensorId: string; dataList: { data: number }[] }[];
      };
      expect(m.lastMeasureTime?.slice(0, 14) ?? null).toBe(device.last_measure_time);
      const value = (id: string) => m.timeList.find((s) => s.sensorId === id)?.dataList[0]?.data ?? null;
      expect(value('sn_D027')).toBe(device.status_word);
      expect(value('sn_D020_021')).toBe(device.running_hours);
    }
  });

  it('writes serial numbers with quotes, backslashes and non-ASCII text as valid JSON', async () => {
    const serialNo = 'Q"uo\\te/日本_</script>';
    const inserted = await insertDevice(database.db, {
      deviceGroupId: 'tokai',
      model_id: 'OIL_FREE',
      serial_no: serialNo,
      optional_info_2: 'No."9"',
    });
    await insertLatest(database.db, inserted.id, { time: new Date(), values: { sn_D027: 8 } });
    const res = await latest('tokai', [{ model_id: 'OIL_FREE', serial_no: serialNo, sensorId: 'sn_D027' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().sensor_data_list[0]).toMatchObject({ serialNo, timeList: [{ sensorId: 'sn_D027' }] });
    // A model id with a '$' never stands for another machine ('modelId$serialNo' keys stay unambiguous).
    const crafted = await latest('tokai', [{ model_id: 'OIL_FREE$Q"uo\\te', serial_no: '/日本_</script>' }]);
    expect(crafted.statusCode).toBe(404);
    const fleet = (await app.inject({ url: '/v1/fleet/devices', headers: headers.tokai })).json();
    expect(
      fleet.fleet_device_list.find((m: { serial_no: string }) => m.serial_no === serialNo),
    ).toMatchObject({
      optional_info_2: 'No."9"',
      status_word: 8,
    });
  });
});
