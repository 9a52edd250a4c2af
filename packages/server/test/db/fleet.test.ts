/**
 * GET /v1/fleet/devices and /v1/fleet/groupSummaries against the demo fleet with a fixture of known
 * states written straight into device_latest: connected and disconnected either side of 160 minutes,
 * E/C/M bits, running and stopped, never communicated, no status word, consent received or not. The
 * expected counts are written out by hand from that fixture, not computed with the rules under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { FleetDevicesResponse, GroupSummariesResponse, encodeLamps } from '@airsight/contracts';
import type { MachineSeed } from '../../src/demo/fleet.ts';
import { deviceIdOf } from '../support/database.ts';
import { insertLatest } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoApp } from './master-info.setup.ts';

const DEVICES = '/v1/fleet/devices';
const SUMMARIES = '/v1/fleet/groupSummaries';
const MINUTE = 60_000;
const checkDevices = Compile(FleetDevicesResponse);
const checkSummaries = Compile(GroupSummariesResponse);

const d = useDemoApp();
const kawasaki = FLEET.machinesUnder('acme-kawasaki');
const yokohama = FLEET.machinesUnder('acme-yokohama');
const sagamihara = FLEET.machinesUnder('acme-sagamihara');
const tokai = FLEET.machinesUnder('tokai');

interface Latest {
  minutesAgo: number;
  lamps: Parameters<typeof encodeLamps>[1] | null;
  runningHours?: number;
}

/** Kawasaki's eight machines, one state each (index = seed order). */
const KAWASAKI_STATES: (Latest | 'never')[] = [
  { minutesAgo: 1, lamps: { start: true }, runningHours: 12_345 }, // 0 running
  { minutesAgo: 2, lamps: { start: true, emergency: true } }, // 1 emergency, running
  { minutesAgo: 3, lamps: { caution: true } }, // 2 caution, stopped
  { minutesAgo: 4, lamps: { start: true, maintenance: true } }, // 3 maintenance, running
  { minutesAgo: 159, lamps: {} }, // 4 still connected at 159 min, stopped
  { minutesAgo: 160, lamps: { emergency: true, start: true } }, // 5 disconnected at 160 min: stale bits
  'never', // 6 never communicated
  { minutesAgo: 5, lamps: null }, // 7 connected but no status word: not communicated
];

async function writeLatest(machine: MachineSeed, latest: Latest, now: number) {
  const db = d.database.db;
  const deviceId = await deviceIdOf(db, machine);
  const word = latest.lamps === null ? null : encodeLamps(machine.model_id, latest.lamps);
  await insertLatest(db, deviceId, {
    time: new Date(now - latest.minutesAgo * MINUTE),
    values: { sn_D027: word, sn_D020_021: latest.runningHours ?? 100 },
  });
}

async function setConsent(machines: readonly MachineSeed[], received: boolean) {
  await d.database.db
    .updateTable('devices')
    .set({ consent_form_received: received })
    .where(
      'serial_no',
      'in',
      machines.map((m) => m.serial_no),
    )
    .execute();
}

const get = (as: Parameters<DemoApp['get']>[0], url: string) => d.get(as, url);

beforeAll(async () => {
  // Warm the cache of the unchanging part first, so that the consent change below must invalidate it.
  expect((await get('supplier', DEVICES)).statusCode).toBe(200);
  const now = Date.now();
  for (const [i, state] of KAWASAKI_STATES.entries()) {
    if (state !== 'never') await writeLatest(kawasaki[i]!, state, now);
  }
  await writeLatest(yokohama[0]!, { minutesAgo: 10, lamps: { start: true } }, now);
  await setConsent(kawasaki.slice(0, 6), true);
  await setConsent(kawasaki.slice(6), false);
  await setConsent(yokohama, true);
  await setConsent(sagamihara.slice(0, 2), false);
  await setConsent(sagamihara.slice(2), true);
});

type Device = FleetDevicesResponse['fleet_device_list'][number];
type Summary = GroupSummariesResponse['group_summary_list'][number];

describe('GET /v1/fleet/devices', () => {
  it('answers every machine of the caller by default, in the contract’s shape', async () => {
    const res = await get('acme', DEVICES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(checkDevices.Check(body)).toBe(true);
    expect(body.server_time).toMatch(/^\d{14}$/);
    const serials = body.fleet_device_list.map((m: Device) => m.serial_no).sort();
    expect(serials).toEqual(
      FLEET.machinesUnder('acme')
        .map((m) => m.serial_no)
        .sort(),
    );
  });

  it('carries the latest status inputs, group names and the current consent flag', async () => {
    const res = await get('acme-kawasaki', DEVICES);
    const list: Device[] = res.json().fleet_device_list;
    const byIndex = kawasaki.map((m) => list.find((x) => x.serial_no === m.serial_no)!);
    const first = byIndex[0]!;
    const seed = kawasaki[0]!;
    expect(first).toMatchObject({
      model_id: seed.model_id,
      serial_no: seed.serial_no,
      device_group_id: 'acme-kawasaki',
      device_group_name_locale1: 'Kawasaki Plant',
      device_group_name_locale2: '川崎工場',
      device_group_name_locale3: '川崎工厂',
      device_name_locale2: seed.names[1],
      optional_info_1: seed.optional_info_1,
      optional_info_2: seed.optional_info_2,
      time_zone: 'Asia/Tokyo',
      consent_form_received: true,
      status_word: encodeLamps(seed.model_id, { start: true }),
      running_hours: 12_345,
    });
    expect(first.id).toMatch(/^\d+$/);
    // The 14-digit UTC time of the measurement, about a minute before the server's time.
    const lag = Date.parse(isoOf(res.json().server_time)) - Date.parse(isoOf(first.last_measure_time!));
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(2 * MINUTE + 1000);
    // Never communicated: no time, no word, no hours.
    expect(byIndex[6]).toMatchObject({ last_measure_time: null, status_word: null, running_hours: null });
    // Communicated without a status word.
    expect(byIndex[7]!.last_measure_time).toMatch(/^\d{14}$/);
    expect(byIndex[7]!.status_word).toBeNull();
    // The consent change after the first call is seen (the cached part follows the master data).
    expect(byIndex.map((m) => m.consent_form_received)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('orders by the customer’s machine number, then serial number (nulls last)', async () => {
    const list: Device[] = (await get('acme', DEVICES)).json().fleet_device_list;
    const keys = list.map((m) => [m.optional_info_2, m.serial_no] as const);
    const sorted = [...keys].sort(
      (a, b) =>
        (a[0] === null ? 1 : 0) - (b[0] === null ? 1 : 0) ||
        (a[0] !== null && b[0] !== null && a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : 0) ||
        (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0),
    );
    expect(keys).toEqual(sorted);
  });

  it('answers a group with its whole subtree, and a leaf group alone', async () => {
    const company: Device[] = (await get('supplier', `${DEVICES}?device_group_id=acme`)).json()
      .fleet_device_list;
    expect(company).toHaveLength(FLEET.machinesUnder('acme').length);
    expect(new Set(company.map((m) => m.device_group_id))).toEqual(
      new Set(['acme-kawasaki', 'acme-yokohama', 'acme-sagamihara']),
    );
    const plant: Device[] = (await get('acme', `${DEVICES}?device_group_id=acme-yokohama`)).json()
      .fleet_device_list;
    expect(plant.map((m) => m.serial_no).sort()).toEqual(yokohama.map((m) => m.serial_no).sort());
  });

  it('shows a renamed machine number on the next call', async () => {
    const machine = kawasaki[1]!;
    await d.database.db
      .updateTable('devices')
      .set({ optional_info_2: 'Renamed 1' })
      .where('serial_no', '=', machine.serial_no)
      .execute();
    const list: Device[] = (await get('acme-kawasaki', DEVICES)).json().fleet_device_list;
    expect(list.find((m) => m.serial_no === machine.serial_no)!.optional_info_2).toBe('Renamed 1');
    await d.database.db
      .updateTable('devices')
      .set({ optional_info_2: machine.optional_info_2 })
      .where('serial_no', '=', machine.serial_no)
      .execute();
  });
});

describe('GET /v1/fleet/groupSummaries', () => {
  it('counts each plant of acme over its machines with the status rules', async () => {
    const res = await get('acme', `${SUMMARIES}?device_group_id=acme`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(checkSummaries.Check(body)).toBe(true);
    expect(body.server_time).toMatch(/^\d{14}$/);
    const rows: Summary[] = body.group_summary_list;
    expect(rows.map((r) => r.device_group_id)).toEqual(['acme-kawasaki', 'acme-yokohama', 'acme-sagamihara']);
    expect(rows[0]).toEqual({
      device_group_id: 'acme-kawasaki',
      parent_device_group_id: 'acme',
      device_group_name_locale1: 'Kawasaki Plant',
      device_group_name_locale2: '川崎工場',
      device_group_name_locale3: '川崎工厂',
      has_children: false,
      devicesCount: 8,
      // The disconnected machine's stale emergency bit does not count.
      alermCount: { maintenance: 1, caution: 1, emergency: 1 },
      drivingCount: 3,
      notDrivingCount: 3,
      connectionOffCount: 2,
      communicatedCount: 6,
      notCommunicatedCount: 2,
      notReceivedTheConsentForm: 2,
    });
    expect(rows[1]).toMatchObject({
      devicesCount: yokohama.length,
      alermCount: { maintenance: 0, caution: 0, emergency: 0 },
      drivingCount: 1,
      notDrivingCount: 0,
      connectionOffCount: yokohama.length - 1,
      communicatedCount: 1,
      notCommunicatedCount: yokohama.length - 1,
      notReceivedTheConsentForm: 0,
    });
    expect(rows[2]).toMatchObject({
      devicesCount: sagamihara.length,
      drivingCount: 0,
      connectionOffCount: sagamihara.length,
      communicatedCount: 0,
      notReceivedTheConsentForm: 2,
    });
  });

  it('counts a company over its whole subtree, and marks groups with children', async () => {
    const rows: Summary[] = (await get('supplier', `${SUMMARIES}?device_group_id=supplier`)).json()
      .group_summary_list;
    const companies = FLEET.groups.filter((g) => g.parent_device_group_id === 'supplier');
    expect(rows.map((r) => r.device_group_id)).toEqual(companies.map((g) => g.device_group_id));
    const acme = rows.find((r) => r.device_group_id === 'acme')!;
    expect(acme).toMatchObject({
      has_children: true,
      parent_device_group_id: 'supplier',
      devicesCount: 8 + yokohama.length + sagamihara.length,
      alermCount: { maintenance: 1, caution: 1, emergency: 1 },
      drivingCount: 4,
      notDrivingCount: 3,
      connectionOffCount: 2 + (yokohama.length - 1) + sagamihara.length,
      communicatedCount: 7,
      notReceivedTheConsentForm: 4,
    });
    const tokaiRow = rows.find((r) => r.device_group_id === 'tokai')!;
    expect(tokaiRow).toMatchObject({
      has_children: false,
      devicesCount: tokai.length,
      connectionOffCount: tokai.length,
      notCommunicatedCount: tokai.length,
      notReceivedTheConsentForm: tokai.filter((m) => !m.consent_form_received).length,
    });
    // Every machine is counted once, under exactly one company.
    expect(rows.reduce((n, r) => n + r.devicesCount, 0)).toBe(FLEET.machines.length);
  });

  it('answers an empty list for a group without child groups', async () => {
    const res = await get('tokai', `${SUMMARIES}?device_group_id=tokai`);
    expect(res.statusCode).toBe(200);
    expect(res.json().group_summary_list).toEqual([]);
  });
});

describe('authorities and input', () => {
  it('gives tokai nothing of acme by any parameter', async () => {
    const own: Device[] = (await get('tokai', DEVICES)).json().fleet_device_list;
    expect(own.map((m) => m.serial_no).sort()).toEqual(tokai.map((m) => m.serial_no).sort());
    expect(JSON.stringify(own)).not.toMatch(/acme|ACME|アクメ|艾克美|C1004/);
    for (const group of [...FLEET.subtree('acme'), 'supplier', 'no-such-group']) {
      for (const url of [`${DEVICES}?device_group_id=${group}`, `${SUMMARIES}?device_group_id=${group}`]) {
        const res = await get('tokai', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: `Device group "${group}" was not found`,
        });
      }
    }
  });

  it('keeps one plant out of its sister plants and its company', async () => {
    for (const group of ['acme', 'acme-yokohama']) {
      expect((await get('acme-kawasaki', `${DEVICES}?device_group_id=${group}`)).statusCode).toBe(404);
      expect((await get('acme-kawasaki', `${SUMMARIES}?device_group_id=${group}`)).statusCode).toBe(404);
    }
  });

  it('answers bad input with 400 and a message that names the field', async () => {
    const cases: [string, RegExp][] = [
      [SUMMARIES, /device_group_id/],
      [`${SUMMARIES}?device_group_id=`, /device_group_id/],
      [`${DEVICES}?device_group_id=`, /device_group_id/],
      [`${DEVICES}?device_group_id=${'x'.repeat(101)}`, /device_group_id/],
      [`${DEVICES}?group=acme`, /unknown field "group"/],
      [`${SUMMARIES}?device_group_id=acme&sort=x`, /unknown field "sort"/],
    ];
    for (const [url, message] of cases) {
      const res = await get('acme', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
  });

  it('answers 401 without a session', async () => {
    for (const url of [DEVICES, `${SUMMARIES}?device_group_id=acme`]) {
      const res = await get(null, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});

function isoOf(fourteen: string): string {
  return `${fourteen.slice(0, 4)}-${fourteen.slice(4, 6)}-${fourteen.slice(6, 8)}T${fourteen.slice(8, 10)}:${fourteen.slice(10, 12)}:${fourteen.slice(12, 14)}Z`;
}
