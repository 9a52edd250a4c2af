/** GET devices, PUT devices/{id} (customer's machine number, optimistic lock) and GET sensors. */
import { describe, expect, it } from 'vitest';
import type { Device } from '@airsight/contracts';
import { FLEET, MI, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const d = useDemoApp();

const DEVICE_FIELDS = [
  'id',
  'model_id',
  'serial_no',
  'name_locale1',
  'name_locale2',
  'name_locale3',
  'description_locale1',
  'description_locale2',
  'description_locale3',
  ...Array.from({ length: 10 }, (_, i) => `optional_info_${i + 1}`),
  'time_zone',
  'communication_flg',
  'device_mode',
  'device_type',
  'iot_device_flg',
  'latitude',
  'longitude',
  'maker_code',
  'note',
  'parent_model_id',
  'parent_serial_no',
  'setup_place',
  'setup_status',
  'unreceive_seconds',
  'insert_time',
  'inserted',
  'update_time',
  'updated',
  'version',
  'consent_form_received',
  'service_customer_code',
];

/** A master-info URL about one machine: `path` with the machine's model and serial number. */
const machineUrl = (path: string, m: { model_id: string; serial_no: string }) =>
  `${MI}${path}?model_id=${m.model_id}&serial_no=${m.serial_no}`;

async function readDevice(user: DemoUserId, modelId: string, serialNo: string): Promise<Device> {
  const res = await d.get(user, machineUrl('/devices', { model_id: modelId, serial_no: serialNo }));
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().device_list;
  expect(list).toHaveLength(1);
  return list[0];
}

describe('GET devices', () => {
  it('answers the full record of a visible machine', async () => {
    const m = FLEET.machinesUnder('tokai')[0]!;
    const device = await readDevice('tokai', m.model_id, m.serial_no);
    expect(Object.keys(device).sort()).toEqual([...DEVICE_FIELDS].sort());
    expect(device).toMatchObject({
      model_id: m.model_id,
      serial_no: m.serial_no,
      name_locale2: '東海精機',
      optional_info_1: m.optional_info_1,
      optional_info_2: m.optional_info_2,
      time_zone: 'Asia/Tokyo',
      parent_model_id: 'FE_LTE_00',
      parent_serial_no: m.gateway.serial_no,
      consent_form_received: m.consent_form_received,
      service_customer_code: 'C20117',
      version: 0,
    });
    expect(device.id).toMatch(/^\d+$/);
    expect(new Date(device.insert_time).toISOString()).toBe(device.insert_time);
    expect(typeof device.latitude).toBe('number');
    expect(device.description_locale1).toBeNull();
  });

  it('answers 404 for an unknown or foreign machine', async () => {
    const acme = FLEET.machinesUnder('acme')[0]!;
    expect((await d.get('tokai', machineUrl('/devices', acme))).statusCode).toBe(404);
    expect(
      (await d.get('supplier', `${MI}/devices?model_id=OIL_FREE&serial_no=NOPE_C00000`)).statusCode,
    ).toBe(404);
  });
});

describe('PUT devices/{id}', () => {
  const machine = FLEET.machinesUnder('acme-kawasaki')[1]!;

  it('saves a new customer machine number, bumps the version and records who', async () => {
    const before = await readDevice('acme-kawasaki', machine.model_id, machine.serial_no);
    const res = await d.put('acme-kawasaki', `${MI}/devices/${before.id}`, {
      ...before,
      optional_info_2: 'Line 2 / No.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: Device = res.json();
    expect(saved).toMatchObject({
      ...before,
      optional_info_2: 'Line 2 / No.7',
      version: before.version + 1,
      updated: 'acme-kawasaki',
      update_time: saved.update_time,
    });
    expect(Date.parse(saved.update_time)).toBeGreaterThanOrEqual(Date.parse(before.update_time));
    expect(await readDevice('acme', machine.model_id, machine.serial_no)).toEqual(saved);
  });

  it('accepts an empty or null number and exactly 40 characters', async () => {
    for (const value of ['', null, 'x'.repeat(40)]) {
      const current = await readDevice('acme', machine.model_id, machine.serial_no);
      const res = await d.put('acme', `${MI}/devices/${current.id}`, { ...current, optional_info_2: value });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().optional_info_2).toBe(value);
    }
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const current = await readDevice('acme', machine.model_id, machine.serial_no);
    const res = await d.put('acme', `${MI}/devices/${current.id}`, {
      ...current,
      optional_info_2: 'late',
      version: current.version - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'VERSION_CONFLICT' });
    expect(res.json().message).toMatch(/reload/);
    expect(await readDevice('acme', machine.model_id, machine.serial_no)).toEqual(current);
  });

  it('answers 400 naming the field when another field differs', async () => {
    const current = await readDevice('acme', machine.model_id, machine.serial_no);
    for (const [field, value] of [
      ['name_locale1', 'Renamed'],
      ['optional_info_1', 'SAS-999'],
      ['latitude', 1.5],
      ['consent_form_received', !current.consent_form_received],
      ['update_time', '2001-01-01T00:00:00.000Z'],
    ] as const) {
      const res = await d.put('acme', `${MI}/devices/${current.id}`, {
        ...current,
        optional_info_2: 'x',
        [field]: value,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'READ_ONLY_FIELD' });
      expect(res.json().message).toContain(field);
    }
    expect(await readDevice('acme', machine.model_id, machine.serial_no)).toEqual(current);
  });

  it('answers 400 for a number over 40 characters, a missing field or an unknown field', async () => {
    const current = await readDevice('acme', machine.model_id, machine.serial_no);
    const url = `${MI}/devices/${current.id}`;
    const tooLong = await d.put('acme', url, { ...current, optional_info_2: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'body.optional_info_2: must NOT have more than 40 characters',
    });
    const { version: _v, ...noVersion } = current;
    expect((await d.put('acme', url, noVersion)).json().message).toBe(
      'body: missing required field "version"',
    );
    expect((await d.put('acme', url, { ...current, secret: 1 })).json().message).toBe(
      'body: unknown field "secret"',
    );
    expect((await d.put('acme', url, { ...current, version: 'one' })).json().message).toMatch(
      /^body\.version: must be integer/,
    );
    const badJson = await d.app.inject({
      method: 'PUT',
      url,
      headers: { ...d.headers.acme, 'content-type': 'application/json' },
      payload: '{"version": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await readDevice('acme', machine.model_id, machine.serial_no)).toEqual(current);
  });

  it('answers 403 without the CSRF token and changes nothing', async () => {
    const current = await readDevice('acme', machine.model_id, machine.serial_no);
    const res = await d.put(
      'acme',
      `${MI}/devices/${current.id}`,
      { ...current, optional_info_2: 'csrf' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'CSRF' });
    expect(await readDevice('acme', machine.model_id, machine.serial_no)).toEqual(current);
  });

  it('answers 404 for an unknown id or a machine outside the caller’s groups', async () => {
    const current = await readDevice('acme', machine.model_id, machine.serial_no);
    expect((await d.put('acme', `${MI}/devices/999999999`, { ...current, id: '999999999' })).statusCode).toBe(
      404,
    );
    const yokohama = FLEET.machinesUnder('acme-yokohama')[0]!;
    const other = await readDevice('acme', yokohama.model_id, yokohama.serial_no);
    const res = await d.put('acme-kawasaki', `${MI}/devices/${other.id}`, {
      ...other,
      optional_info_2: 'mine',
    });
    expect(res.statusCode).toBe(404);
    expect(await readDevice('acme', yokohama.model_id, yokohama.serial_no)).toEqual(other);
    expect((await d.put('acme', `${MI}/devices/abc`, current)).statusCode).toBe(400);
  });
});

describe('GET sensors', () => {
  const machineOf = (model: string) => FLEET.machines.find((m) => m.model_id === model)!;

  it('answers the register map of a visible machine’s model', async () => {
    const m = machineOf('OIL_INJECTION');
    const res = await d.get('supplier', machineUrl('/sensors', m));
    expect(res.statusCode).toBe(200);
    const list = res.json().sensor_list;
    expect(list).toHaveLength(31);
    expect(list.map((s: { address: string }) => s.address)).toEqual(
      [...list.map((s: { address: string }) => s.address)].sort(),
    );
    expect(list[1]).toEqual({
      sensor_id: 'sn_D002',
      address: '0002',
      name_locale1: 'Discharge pressure',
      name_locale2: '吐出圧力',
      name_locale3: '排气压力',
      unit_locale1: 'bar',
      unit_locale2: 'MPa',
      unit_locale3: 'MPa',
      min_value_locale1: 0,
      min_value_locale2: 0,
      min_value_locale3: 0,
      max_value_locale1: 15,
      max_value_locale2: 1.5,
      max_value_locale3: 1.5,
      remarks: 'raw 50 = 0.05 MPa (0.5 bar)',
      display_range: 'MPa -9.99 to 9.99; bar -99.9 to 99.9',
      kind: 'measurement',
    });
    const running = list.find((s: { sensor_id: string }) => s.sensor_id === 'sn_D020_021');
    expect(running).toMatchObject({
      kind: 'double_word',
      unit_locale1: null,
      min_value_locale1: null,
      display_range: '0 to 9999999',
    });
    expect(list.find((s: { sensor_id: string }) => s.sensor_id === 'sn_D027').kind).toBe('bits');
  });

  it('uses the per-model catalogue (oil-free second stage temperature)', async () => {
    const m = machineOf('OIL_FREE');
    const list = (await d.get('supplier', machineUrl('/sensors', m))).json().sensor_list;
    expect(list.find((s: { address: string }) => s.address === '0013')).toMatchObject({
      unit_locale1: '°C',
      max_value_locale1: 400,
    });
  });

  it('filters by a substring of the Japanese name and sorts', async () => {
    const m = machineOf('OIL_INJECTION');
    const base = machineUrl('/sensors', m);
    const temps = (await d.get('supplier', `${base}&name_locale2=${encodeURIComponent('温度')}`)).json()
      .sensor_list;
    expect(temps.length).toBeGreaterThan(5);
    expect(temps.every((s: { name_locale2: string }) => s.name_locale2.includes('温度'))).toBe(true);
    const reversed = (await d.get('supplier', `${base}&sort=-address`)).json().sensor_list;
    expect(reversed[0].address).toBe('0033');
    const byKind = (await d.get('supplier', `${base}&sort=kind,-address`)).json().sensor_list;
    expect(byKind[0]).toMatchObject({ kind: 'bits', address: '0029' });
    expect((await d.get('supplier', `${base}&name_locale2=nothing-like-this`)).json()).toEqual({
      sensor_list: [],
    });
    expect((await d.get('supplier', `${base}&sort=unit_locale1`)).statusCode).toBe(400);
  });

  it('answers 404 for a machine the caller may not see', async () => {
    const acme = FLEET.machinesUnder('acme')[0]!;
    expect((await d.get('tokai', machineUrl('/sensors', acme))).statusCode).toBe(404);
  });
});
