/**
 * POST getLatestSensorData: the latest values of machines from device_latest, limited to the caller's
 * authorities. Rows are written by the factories here, independent of the ingest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@airsight/contracts';
import { SENSOR_IDS } from '@airsight/contracts/models/registers';
import { deviceIdOf } from '../support/database.ts';
import { insertLatest } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const URL = '/v1/sensor-data-file-mgt/getLatestSensorData';
const d = useDemoApp();

const [tokai1, tokai2] = FLEET.machinesUnder('tokai');
const [acme1] = FLEET.machinesUnder('acme-kawasaki');
const MEASURED = new Date('2026-11-21T09:30:00.250Z');

/** Every register with a distinct value: sn_D001 = 1001, sn_D002 = 1002, …; the double words large. */
const valueOf = (sensorId: string) =>
  sensorId === 'sn_D020_021'
    ? 123_456_789
    : sensorId === 'sn_D022_023'
      ? 4_000_000_000
      : 1000 + Number(sensorId.slice(4));
/** Every sensor but sn_D033, which the machines did not send. */
const LATEST_VALUES = Object.fromEntries(SENSOR_IDS.map((id) => [id, id === 'sn_D033' ? null : valueOf(id)]));

function post(as: DemoUserId | null, body: unknown, headers: Record<string, string> = {}) {
  return d.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...(as ? d.headers[as] : {}), ...headers },
    payload: body as object,
  });
}

beforeAll(async () => {
  const db = d.database.db;
  for (const m of [tokai1!, acme1!]) {
    await insertLatest(db, await deviceIdOf(db, m), { time: MEASURED, values: LATEST_VALUES });
  }
});

describe('getLatestSensorData', () => {
  it('answers every sensor of a machine with raw values, double words combined', async () => {
    const res = await post('tokai', {
      sensor_list: [{ model_id: tokai1!.model_id, serial_no: tokai1!.serial_no }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [machine] = res.json().sensor_data_list;
    expect(machine.modelId).toBe(tokai1!.model_id);
    expect(machine.serialNo).toBe(tokai1!.serial_no);
    expect(machine.lastMeasureTime).toBe('20261121093000.250');
    expect(machine.timeList.map((s: { sensorId: string }) => s.sensorId)).toEqual(SENSOR_IDS);
    const byId = Object.fromEntries(
      machine.timeList.map((s: { sensorId: string; dataList: unknown[] }) => [s.sensorId, s.dataList]),
    );
    expect(byId.sn_D002).toEqual([{ measureTime: '20261121093000', data: 1002 }]);
    expect(byId.sn_D020_021).toEqual([{ measureTime: '20261121093000', data: 123_456_789 }]);
    expect(byId.sn_D022_023).toEqual([{ measureTime: '20261121093000', data: 4_000_000_000 }]);
    expect(byId.sn_D027).toEqual([{ measureTime: '20261121093000', data: 1027 }]);
    // A register without a value answers an empty list, not a made-up number.
    expect(byId.sn_D033).toEqual([]);
  });

  it('answers only the asked sensor, and ISO 8601 times when asked for', async () => {
    const res = await post('tokai', {
      sensor_list: [{ model_id: tokai1!.model_id, serial_no: tokai1!.serial_no, sensorId: 'sn_D020_021' }],
      iso8601_datetime_format: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sensor_data_list).toEqual([
      {
        modelId: tokai1!.model_id,
        serialNo: tokai1!.serial_no,
        lastMeasureTime: '2026-11-21T09:30:00.250Z',
        timeList: [
          {
            sensorId: 'sn_D020_021',
            dataList: [{ measureTime: '2026-11-21T09:30:00.250Z', data: 123_456_789 }],
          },
        ],
      },
    ]);
  });

  it('answers a machine that never sent data with lastMeasureTime null and no sensors', async () => {
    const res = await post('tokai', {
      sensor_list: [
        { model_id: tokai2!.model_id, serial_no: tokai2!.serial_no, sensorId: 'sn_D027' },
        { model_id: tokai1!.model_id, serial_no: tokai1!.serial_no, sensorId: 'sn_D027' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().sensor_data_list;
    expect(list.map((m: { serialNo: string }) => m.serialNo)).toEqual([tokai2!.serial_no, tokai1!.serial_no]);
    expect(list[0]).toEqual({
      modelId: tokai2!.model_id,
      serialNo: tokai2!.serial_no,
      lastMeasureTime: null,
      timeList: [],
    });
    expect(list[1].timeList).toEqual([
      { sensorId: 'sn_D027', dataList: [{ measureTime: '20261121093000', data: 1027 }] },
    ]);
  });

  it('merges a machine listed several times into one entry with the union of its sensors', async () => {
    const key = { model_id: tokai1!.model_id, serial_no: tokai1!.serial_no };
    const res = await post('tokai', {
      sensor_list: [
        { ...key, sensorId: 'sn_D027' },
        { ...key, sensorId: 'sn_D020_021' },
        { ...key, sensorId: 'sn_D027' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().sensor_data_list;
    expect(list).toHaveLength(1);
    expect(list[0].timeList.map((s: { sensorId: string }) => s.sensorId)).toEqual(['sn_D027', 'sn_D020_021']);
  });

  it('leaves out machines the caller cannot see, and answers 404 when it sees none of them', async () => {
    const mixed = await post('tokai', {
      sensor_list: [
        { model_id: acme1!.model_id, serial_no: acme1!.serial_no },
        { model_id: tokai1!.model_id, serial_no: tokai1!.serial_no, sensorId: 'sn_D027' },
        { model_id: 'OIL_FREE', serial_no: 'NO-SUCH_MACHINE' },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json().sensor_data_list.map((m: { serialNo: string }) => m.serialNo)).toEqual([
      tokai1!.serial_no,
    ]);

    const foreign = await post('tokai', {
      sensor_list: [{ model_id: acme1!.model_id, serial_no: acme1!.serial_no }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(foreign.body).not.toContain('1002');

    const unknown = await post('tokai', {
      sensor_list: [{ model_id: 'OIL_FREE', serial_no: 'NO-SUCH_MACHINE' }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(foreign.json().message);

    // The owner and the supplier do see it.
    for (const user of ['acme', 'acme-kawasaki', 'supplier'] as const) {
      const own = await post(user, {
        sensor_list: [{ model_id: acme1!.model_id, serial_no: acme1!.serial_no }],
      });
      expect(own.statusCode, `${user}: ${own.body}`).toBe(200);
    }
  });

  it('needs a signed-in user and the CSRF token of a session', async () => {
    const body = { sensor_list: [{ model_id: tokai1!.model_id, serial_no: tokai1!.serial_no }] };
    expect((await post(null, body)).statusCode).toBe(401);
    const headers = { ...d.headers.tokai };
    delete headers[CSRF_HEADER];
    const res = await d.app.inject({ method: 'POST', url: URL, headers, payload: body });
    expect(res.statusCode).toBe(403);
  });

  const key = () => ({ model_id: tokai1!.model_id, serial_no: tokai1!.serial_no });
  const BAD: [string, unknown, string][] = [
    ['no body fields', {}, 'missing required field "sensor_list"'],
    ['empty list', { sensor_list: [] }, 'body.sensor_list: must NOT have fewer than 1 items'],
    ['unknown top-level field', { sensor_list: [key()], all: true }, 'unknown field "all"'],
    [
      'unknown item field',
      { sensor_list: [{ ...key(), sensor_id: 'sn_D027' }] },
      'unknown field "sensor_id"',
    ],
    ['unknown sensor', { sensor_list: [{ ...key(), sensorId: 'sn_D099' }] }, 'body.sensor_list.0.sensorId'],
    ['missing serial', { sensor_list: [{ model_id: 'OIL_FREE' }] }, 'missing required field "serial_no"'],
    [
      'wrong type',
      { sensor_list: [{ model_id: { a: 1 }, serial_no: 'x' }] },
      'body.sensor_list.0.model_id: must be string',
    ],
    [
      'too long',
      { sensor_list: [{ model_id: 'x'.repeat(41), serial_no: 'x' }] },
      'must NOT have more than 40',
    ],
    ['too many', { sensor_list: Array.from({ length: 1001 }, key) }, 'must NOT have more than 1000 items'],
    ['not a boolean', { sensor_list: [key()], iso8601_datetime_format: 'yes' }, 'must be boolean'],
  ];
  it.each(BAD)('answers 400 with a clear message for %s', async (_name, body, message) => {
    const res = await post('tokai', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is described in the API docs with its options, as are the alarm calls', async () => {
    const res = await d.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const docs = res.json();
    for (const path of [
      '/v1/sensor-data-file-mgt/getLatestSensorData',
      '/v1/sensor-data-file-mgt/getSensorData',
      '/v1/alarm-event-mgt/eventIncidentStatus',
      '/v1/alarm-event-mgt/eventIncidentHistory',
      '/v1/alarm-event-mgt/eventHistory',
    ]) {
      expect(docs.paths, path).toHaveProperty([path]);
    }
    const text = JSON.stringify(docs);
    expect(text).toContain('averages per 1 minute, 2 hour, 3 day');
    expect(text).toContain('4 the newest points in ascending order');
    expect(text).toContain('device_list[i].model_id');
  });
});
