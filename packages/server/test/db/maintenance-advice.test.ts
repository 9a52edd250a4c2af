/**
 * GET /v1/maintenance/advice: statuses, due points and the forecast of machines of a plant added to acme
 * with reports, running hours and readings written here, each case computed by hand from the 3000 h /
 * half-year plan of OIL_INJECTION4 (docs/maintenance.md §2); the signed-in user's dismissal for 30 days;
 * tokai sees nothing of acme's; bad input answers 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { calls } from '@airsight/contracts/http/calls';
import { MaintenanceAdviceResponse, type MaintenanceAdviceItem } from '@airsight/contracts/http/maintenance';
import { disabledDateFor } from '@airsight/contracts/domain/maintenance';
import { formatJstDateTime } from '@airsight/contracts/format/api-time';
import {
  insertDevice,
  insertDeviceGroup,
  insertLatest,
  insertServiceReport,
  insertSnapshots,
} from '../support/factories.ts';
import { useDemoApp, type DemoApp } from './master-info.setup.ts';

const URL = calls.maintenanceAdvice.path;
const PUT = calls.putMaintenanceNotification.path;
const DAY = 24 * 3_600_000;
const check = Compile(MaintenanceAdviceResponse);

const d = useDemoApp();
let plantId: string;
const now = Date.now();
/** The JST calendar date `days` days from now (negative: before). */
const jstDay = (days: number) => formatJstDateTime(new Date(now + days * DAY)).slice(0, 10);

interface Case {
  name: string;
  reports: { fservicecd: number; daysAgo: number; fkadotm: number }[];
  hoursNow: number | null;
}

/**
 * OIL_INJECTION4: due every 3000 h and every half year after commissioning; notice window 300 h / 30
 * days. Commissioned 100 days ago, the half-year due date is 81 to 84 days ahead: no calendar status.
 */
const CASES: Case[] = [
  // 3000 - 2800 = 200 h left (1 … 300): notice.
  { name: 'notice', reports: [{ fservicecd: 1, daysAgo: 100, fkadotm: 0 }], hoursNow: 2800 },
  // 3000 - 3100 = -100 h (0 … -300): warning.
  { name: 'warning', reports: [{ fservicecd: 1, daysAgo: 100, fkadotm: 0 }], hoursNow: 3100 },
  // 3000 - 3400 = -400 h (below -300): danger.
  { name: 'danger', reports: [{ fservicecd: 1, daysAgo: 100, fkadotm: 0 }], hoursNow: 3400 },
  // 2900 h left, the half year 170+ days ahead: nothing due.
  { name: 'none', reports: [{ fservicecd: 1, daysAgo: 10, fkadotm: 0 }], hoursNow: 100 },
  // Only a patrol (code 2): no service known, no status.
  { name: 'patrol', reports: [{ fservicecd: 2, daysAgo: 10, fkadotm: 40_000 }], hoursNow: 40_100 },
  // Commissioned 400 days ago, a 3000 h service 220 days ago at 2750 h covers the half year (218 days
  // ago, within three months after it); the next due date is the 1-year one, 34 or 35 days ago: danger by
  // the calendar, while by hours (next 6000 h, 3100 h left) nothing is due.
  {
    name: 'calendar',
    reports: [
      { fservicecd: 1, daysAgo: 400, fkadotm: 0 },
      { fservicecd: 3, daysAgo: 220, fkadotm: 2750 },
    ],
    hoursNow: 2900,
  },
];
const serialOf = new Map<string, string>();
const idOf = new Map<string, string>();

async function advice(as: Parameters<DemoApp['get']>[0], groupId = plantId) {
  const res = await d.get(as, `${URL}?device_group_id=${encodeURIComponent(groupId)}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as MaintenanceAdviceResponse;
  expect(check.Check(body)).toBe(true);
  return body;
}

const itemOf = (items: readonly MaintenanceAdviceItem[], name: string) =>
  items.find((i) => i.serial_no === serialOf.get(name))!;

function dismiss(name: string, status: string, disabledDate: string) {
  return d.put('acme', PUT, {
    equipmentNo: serialOf.get(name),
    customerManagementNo: `CM-${name}`,
    status,
    disabledDate,
  });
}

beforeAll(async () => {
  const { db } = d.database;
  const plant = await insertDeviceGroup(db, { parentId: 'acme' });
  plantId = plant.device_group_id;
  for (const c of CASES) {
    const device = await insertDevice(db, {
      deviceGroupId: plantId,
      model_id: 'OIL_INJECTION4',
      serial_no: `MA${c.name.toUpperCase()}`,
      optional_info_2: `CM-${c.name}`,
    });
    serialOf.set(c.name, device.serial_no);
    idOf.set(c.name, device.id);
    for (const r of c.reports) {
      await insertServiceReport(db, {
        deviceId: device.id,
        equipmentNo: device.serial_no,
        fservicecd: r.fservicecd,
        task_type: r.fservicecd === 1 ? 99 : r.fservicecd === 2 ? 100 : 203,
        finish_date: jstDay(-r.daysAgo),
        fkadotm: r.fkadotm,
      });
    }
    await insertLatest(db, device.id, {
      time: new Date(now),
      values: { sn_D027: 0, sn_D020_021: c.hoursNow },
    });
  }
  // The notice machine ran 10 h a day over the last four weeks: a reading at this time of each of the
  // last 27 days, 10 h fewer per day back.
  const days = Array.from({ length: 27 }, (_, i) => 27 - i);
  await insertSnapshots(
    db,
    idOf.get('notice')!,
    days.map((k) => ({ time: new Date(now - k * DAY), values: { sn_D020_021: 2800 - 10 * k } })),
  );
});

describe('GET /v1/maintenance/advice', () => {
  it('judges each machine by the rules, computed by hand', async () => {
    const { items } = await advice('acme');
    // By customer management number (CM-<case>).
    expect(items.map((i) => i.customerManagementNo)).toEqual([
      'CM-calendar',
      'CM-danger',
      'CM-none',
      'CM-notice',
      'CM-patrol',
      'CM-warning',
    ]);
    const statusOf = (name: string) => itemOf(items, name).status;
    expect(CASES.map((c) => [c.name, statusOf(c.name)])).toEqual([
      ['notice', 'notice'],
      ['warning', 'warning'],
      ['danger', 'danger'],
      ['none', null],
      ['patrol', null],
      ['calendar', 'danger'],
    ]);

    const notice = itemOf(items, 'notice');
    expect(notice).toMatchObject({
      equipmentNo: serialOf.get('notice'),
      customerManagementNo: 'CM-notice',
      latestServiceDate: jstDay(-100),
      daysElapsed: 100,
      hoursElapsed: 2800,
      nextHours: { milestone: 3000, atHours: 3000, hoursTo: 200 },
      nextDate: { milestone: 0.5 },
      dismissed: false,
      notificationId: null,
    });
    // 200 h left at 10 h a day from the newest reading (now): 20 days ahead, before the half year.
    expect(notice.forecastDate).toBe(jstDay(20));

    const patrol = itemOf(items, 'patrol');
    expect(patrol).toMatchObject({
      latestServiceDate: null,
      daysElapsed: null,
      hoursElapsed: null,
      nextHours: null,
      nextDate: null,
      forecastDate: null,
    });

    const calendar = itemOf(items, 'calendar');
    expect(calendar.nextHours).toEqual({ milestone: 6000, atHours: 6000, hoursTo: 3100 });
    expect(calendar.nextDate?.milestone).toBe(1);
    expect([-34, -35]).toContain(calendar.nextDate?.daysTo);
    expect(calendar.hoursElapsed).toBe(150);
    // No readings: the forecast is the calendar due date.
    expect(calendar.forecastDate).toBe(calendar.nextDate?.date);
  });

  it('answers the demo fleet of acme with machines due (the demo history leaves some overdue)', async () => {
    const { items } = await advice('acme', 'acme');
    expect(items.length).toBeGreaterThan(10);
    expect(items.filter((i) => i.status === 'warning' || i.status === 'danger').length).toBeGreaterThan(0);
  });

  it('honours the signed-in user’s dismissal for 30 days, and not for a worse status', async () => {
    expect((await dismiss('warning', 'warning', disabledDateFor(Date.now()))).statusCode).toBe(200);
    // Dismissed as a notice, now a danger: shown again.
    expect((await dismiss('danger', 'notice', disabledDateFor(Date.now()))).statusCode).toBe(200);
    // Dismissed 29 days ago: still hidden.
    expect((await dismiss('calendar', 'danger', disabledDateFor(Date.now() - 29 * DAY))).statusCode).toBe(
      200,
    );
    let { items } = await advice('acme');
    expect(itemOf(items, 'warning').dismissed).toBe(true);
    expect(itemOf(items, 'warning').notificationId).toMatch(/^\d+$/);
    expect(itemOf(items, 'danger').dismissed).toBe(false);
    expect(itemOf(items, 'calendar').dismissed).toBe(true);
    expect(itemOf(items, 'notice').dismissed).toBe(false);

    // 31 days after the dismissal it is shown again.
    expect((await dismiss('warning', 'warning', disabledDateFor(Date.now() - 31 * DAY))).statusCode).toBe(
      200,
    );
    ({ items } = await advice('acme'));
    expect(itemOf(items, 'warning').dismissed).toBe(false);
    expect(itemOf(items, 'calendar').dismissed).toBe(true);

    // Another user's view of the same machines is not dismissed.
    const other = await advice('supplier');
    expect(itemOf(other.items, 'calendar').dismissed).toBe(false);
  });

  it('answers only the machines the dialog lists with only=recommended', async () => {
    const all = await advice('acme', 'acme');
    const res = await d.get('acme', `${URL}?device_group_id=acme&only=recommended`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MaintenanceAdviceResponse;
    expect(check.Check(body)).toBe(true);
    const recommended = body.items;
    const listed = all.items.filter((i) => i.status !== null && !i.dismissed);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(all.items.length);
    expect(recommended).toEqual(listed);
    const bad = await d.get('acme', `${URL}?device_group_id=acme&only=everything`);
    expect(bad.statusCode).toBe(400);
  });

  it('gives tokai nothing of acme’s: 404 as for an unknown group', async () => {
    for (const group of ['acme', plantId, 'no-such-group']) {
      const res = await d.get('tokai', `${URL}?device_group_id=${group}`);
      expect(res.statusCode, group).toBe(404);
      expect(res.json().message).toBe(`Device group "${group}" was not found`);
    }
    const own = await advice('tokai', 'tokai');
    expect(own.items.some((i) => i.serial_no.startsWith('MA'))).toBe(false);
    expect((await d.get('acme-kawasaki', `${URL}?device_group_id=${plantId}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    for (const query of [
      '',
      '?device_group_id=',
      '?device_group_id=acme&extra=1',
      '?device_group_id=a%00b',
    ]) {
      const res = await d.get('acme', `${URL}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await d.get(null, `${URL}?device_group_id=acme`)).statusCode).toBe(401);
  });
});
