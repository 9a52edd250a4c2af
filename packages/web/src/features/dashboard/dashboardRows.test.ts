import { describe, expect, it } from 'vitest';
import type { FleetDevice } from '@airsight/contracts/http/fleet';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { sortRows } from '../../components/DataTable/sortRows.ts';
import {
  ALL_ANNUAL_INSPECTION_EVENT_IDS,
  annualInspectionDates,
  formatAlarmDate,
  type InspectionEvent,
} from './annualInspection.ts';
import {
  buildDashboardRows,
  countDashboard,
  filterByPastDays,
  maintenanceSortValue,
  parseBound,
  type AdviceLike,
} from './dashboardRows.ts';

const days = (...values: (number | null)[]) => values.map((daysElapsed, i) => ({ id: `m${i}`, daysElapsed }));
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe('past-day search (part 1 §5)', () => {
  const rows = days(0, 9, 10, 11, 19, 20, 21, null);

  it('keeps only rows strictly between the bounds', () => {
    expect(ids(filterByPastDays(rows, { from: '10', to: '20' }))).toEqual(['m3', 'm4']);
  });

  it('ignores a blank bound', () => {
    expect(ids(filterByPastDays(rows, { from: '', to: '10' }))).toEqual(['m0', 'm1']);
    expect(ids(filterByPastDays(rows, { from: '20', to: '  ' }))).toEqual(['m6']);
  });

  it('returns every row, machines without a service included, with both bounds blank', () => {
    expect(filterByPastDays(rows, { from: '', to: '' })).toBe(rows);
  });

  it('leaves out machines without a service once a bound is given', () => {
    expect(ids(filterByPastDays(rows, { from: '-1', to: '' }))).not.toContain('m7');
  });

  it('finds nothing when the bounds leave no room between them', () => {
    expect(filterByPastDays(rows, { from: '10', to: '11' })).toEqual([]);
    expect(filterByPastDays(rows, { from: '20', to: '10' })).toEqual([]);
  });

  it('converts the text to numbers (decimals, spaces), and ignores what is not a number', () => {
    expect(parseBound(' 10 ')).toBe(10);
    expect(parseBound('10.5')).toBe(10.5);
    expect(parseBound('')).toBeUndefined();
    expect(parseBound('abc')).toBeUndefined();
    expect(ids(filterByPastDays(rows, { from: '10.5', to: '' }))).toEqual(['m3', 'm4', 'm5', 'm6']);
  });
});

describe('maintenance-icon sort (part 1 §2)', () => {
  const rows = (['notice', null, 'danger', 'warning', null, 'danger'] as const).map((status, i) => ({
    id: `r${i}`,
    status,
  }));
  const columns = [{ id: 'maintenance', sortValue: maintenanceSortValue }];

  it('orders danger, warning, notice, none ascending, stable within a status', () => {
    const asc = sortRows(rows, columns, { columnId: 'maintenance', direction: 'asc' });
    expect(asc.map((r) => r.status)).toEqual(['danger', 'danger', 'warning', 'notice', null, null]);
    expect(ids(asc)).toEqual(['r2', 'r5', 'r3', 'r0', 'r1', 'r4']);
  });

  it('turns the order round when the direction toggles', () => {
    const desc = sortRows(rows, columns, { columnId: 'maintenance', direction: 'desc' });
    expect(desc.map((r) => r.status)).toEqual([null, null, 'notice', 'warning', 'danger', 'danger']);
  });
});

const device = (id: string, modelId: string, overrides: Partial<FleetDevice> = {}): FleetDevice => ({
  id,
  model_id: modelId,
  serial_no: `S${id}_C1`,
  device_group_id: 'g1',
  device_group_name_locale1: 'Plant',
  device_group_name_locale2: '工場',
  device_group_name_locale3: '工厂',
  device_name_locale1: 'Machine',
  device_name_locale2: '機械',
  device_name_locale3: '机器',
  optional_info_1: 'MODEL-1',
  optional_info_2: null,
  time_zone: 'Asia/Tokyo',
  consent_form_received: true,
  last_measure_time: null,
  status_word: null,
  running_hours: null,
  ...overrides,
});

describe('rows of the alarm list', () => {
  it('joins advice and alarm date, shows running hours only when positive', () => {
    const advice = new Map<string, AdviceLike>([
      ['1', { id: '1', status: 'danger', daysElapsed: 400, hoursElapsed: 0, forecastDate: '2026-12-01' }],
      ['2', { id: '2', status: null, daysElapsed: 3, hoursElapsed: 12.5, forecastDate: null }],
    ]);
    const dates = new Map([[machineKeyOf('OIL_FREE', 'S2_C1'), '2026/01/02']]);
    const rows = buildDashboardRows(
      [device('1', 'OIL_FREE'), device('2', 'OIL_FREE'), device('3', 'OIL_FREE')],
      advice,
      dates,
      'ja',
    );
    expect(rows[0]).toMatchObject({
      status: 'danger',
      hoursElapsed: null,
      forecastDate: '2026-12-01',
      alarmDate: null,
    });
    expect(rows[1]).toMatchObject({ hoursElapsed: 12.5, alarmDate: '2026/01/02', customer: '工場' });
    expect(rows[2]).toMatchObject({ status: null, daysElapsed: null, hoursElapsed: null });
  });

  it('counts machines, communicated and disconnected against the given clock', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const devices = [
      device('1', 'OIL_FREE', { last_measure_time: '20261124115900', status_word: 0 }),
      device('2', 'OIL_FREE', { last_measure_time: '20261124092000', status_word: 0 }), // 160 min: off
      device('3', 'OIL_FREE'),
    ];
    const counts = countDashboard(devices, buildDashboardRows(devices, new Map(), new Map(), 'en'), now);
    expect(counts).toMatchObject({ machines: 3, communicated: 2, notCommunicated: 1, disconnected: 2 });
    expect(counts.maintenance).toEqual({ danger: 0, warning: 0, notice: 0, none: 3 });
  });
});

describe('annual-inspection alarm date (part 1 §7)', () => {
  const event = (modelId: string, serialNo: string, eventId: string, time: string): InspectionEvent => ({
    model_id: modelId,
    serial_no: serialNo,
    event_id: eventId,
    event_time: time,
    device_time_zone: 'Asia/Tokyo',
  });

  // Each model's ids in the order of part 1 §7: contracts' annualInspectionEventIds (spec-facts.test.ts).
  it("asks for every model's ids once", () => {
    expect([...ALL_ANNUAL_INSPECTION_EVENT_IDS].sort()).toEqual(
      [
        'sn_D028_7_set',
        'sn_D028_10_set',
        'sn_D028_15_set',
        'sn_D029_0_set',
        'sn_D029_1_set',
        'sn_D029_2_set',
      ].sort(),
    );
  });

  it("takes the first of the model's ids that has an event, and of it the newest", () => {
    const dates = annualInspectionDates([
      event('OIL_INJECTION4', 'A_1', 'sn_D029_1_set', '20260301000000'),
      event('OIL_INJECTION4', 'A_1', 'sn_D029_0_set', '20250101000000'),
      event('OIL_INJECTION4', 'A_1', 'sn_D029_0_set', '20250201000000'),
    ]);
    expect(dates.get(machineKeyOf('OIL_INJECTION4', 'A_1'))).toBe('2025/02/01');
  });

  it("ignores another model's id and dates in the machine's time zone", () => {
    const dates = annualInspectionDates([
      event('OIL_INJECTION', 'B_1', 'sn_D028_15_set', '20260301000000'),
      event('OIL_FREE', 'C_1', 'sn_D028_15_set', '20260228150000'),
    ]);
    expect(dates.has(machineKeyOf('OIL_INJECTION', 'B_1'))).toBe(false);
    // 15:00 UTC on 28 February is 1 March in Tokyo.
    expect(dates.get(machineKeyOf('OIL_FREE', 'C_1'))).toBe('2026/03/01');
    expect(formatAlarmDate(Date.UTC(2026, 1, 28, 14, 59, 59), 'Asia/Tokyo')).toBe('2026/02/28');
  });
});
