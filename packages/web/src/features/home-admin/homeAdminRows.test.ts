import { describe, expect, it } from 'vitest';
import type { FleetDevice, GroupSummary } from '@airsight/contracts/http/fleet';
import { encodeLamps } from '@airsight/contracts/domain/status';
import { buildCompanyRows, filterCompanies } from './companyRows.ts';
import { buildMachineRows, filterMachines, EMPTY_MACHINE_SEARCH } from './machineRows.ts';
import { alertMailTable } from './alarmMailCsv.ts';
import { readTab } from './constants.ts';
import { formatApiTime } from '@airsight/contracts/format/api-time';

const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);

function summary(id: string, names: [string, string, string]): GroupSummary {
  return {
    device_group_id: id,
    parent_device_group_id: 'supplier',
    device_group_name_locale1: names[0],
    device_group_name_locale2: names[1],
    device_group_name_locale3: names[2],
    has_children: false,
    devicesCount: 1,
    alermCount: { maintenance: 0, caution: 0, emergency: 0 },
    drivingCount: 0,
    notDrivingCount: 0,
    connectionOffCount: 0,
    communicatedCount: 0,
    notCommunicatedCount: 0,
    notReceivedTheConsentForm: 0,
  };
}

function device(over: Partial<FleetDevice>): FleetDevice {
  return {
    id: over.serial_no ?? 'x',
    model_id: 'OIL_INJECTION',
    serial_no: 'A1501-0101_C10042',
    device_group_id: 'acme-kawasaki',
    device_group_name_locale1: 'Kawasaki Plant',
    device_group_name_locale2: '川崎工場',
    device_group_name_locale3: '川崎工厂',
    device_name_locale1: 'ACME Industries Kawasaki Plant',
    device_name_locale2: 'アクメ工業 川崎工場',
    device_name_locale3: '艾克美工业 川崎工厂',
    optional_info_1: 'SAS-22A',
    optional_info_2: 'No.1',
    time_zone: 'Asia/Tokyo',
    consent_form_received: true,
    last_measure_time: formatApiTime(NOW - 60_000),
    status_word: encodeLamps('OIL_INJECTION', { start: true }),
    running_hours: 100,
    ...over,
  };
}

describe('company rows', () => {
  const rows = buildCompanyRows(
    [
      summary('acme', ['ACME Industries', 'アクメ工業', '艾克美工业']),
      summary('tokai', ['Tokai Seiki', '東海精機', '东海精机']),
    ],
    'en',
  );
  it('names each company in the display language', () => {
    expect(rows.map((r) => r.name)).toEqual(['ACME Industries', 'Tokai Seiki']);
    expect(buildCompanyRows(null, 'ja')).toEqual([]);
  });
  it('searches a substring of the name without case, and only when a word is given', () => {
    expect(filterCompanies(rows, 'acme').map((r) => r.summary.device_group_id)).toEqual(['acme']);
    expect(filterCompanies(rows, 'SEIKI').map((r) => r.summary.device_group_id)).toEqual(['tokai']);
    expect(filterCompanies(rows, '   ')).toBe(rows);
    expect(filterCompanies(rows, 'nothing')).toEqual([]);
  });
  it('matches full-width input against half-width names', () => {
    expect(filterCompanies(rows, 'ＡＣＭＥ')).toHaveLength(1);
  });
});

describe('machine rows', () => {
  const devices = [
    device({ serial_no: 'A1501-0101_C10042' }),
    device({
      serial_no: 'F2003-0102_C10043',
      optional_info_1: 'OFS-37W',
      optional_info_2: null,
      device_name_locale1: 'Tokai Seiki',
      device_group_name_locale1: 'Tokai Seiki',
      device_name_locale2: '東海精機',
      device_group_name_locale2: '東海精機',
      last_measure_time: null,
      status_word: null,
    }),
  ];
  const rows = buildMachineRows(devices, 'en', NOW);

  it('derives the status with the shared rules against the given clock', () => {
    expect(rows.map((r) => r.status.shown)).toEqual(['running', 'disconnected']);
    expect(rows[1]?.status.communication).toBe(false);
  });
  it('matches every box as a case-insensitive substring; empty boxes match all', () => {
    const keys = (search: Partial<typeof EMPTY_MACHINE_SEARCH>) =>
      filterMachines(rows, { ...EMPTY_MACHINE_SEARCH, ...search }).map((r) => r.device.serial_no);
    expect(filterMachines(rows, EMPTY_MACHINE_SEARCH)).toBe(rows);
    expect(keys({ serial: 'f2003' })).toEqual(['F2003-0102_C10043']);
    expect(keys({ serial: 'c1004' })).toHaveLength(2);
    expect(keys({ number: 'no.1' })).toEqual(['A1501-0101_C10042']);
    expect(keys({ model: 'ofs' })).toEqual(['F2003-0102_C10043']);
    expect(keys({ customer: 'kawasaki' })).toEqual(['A1501-0101_C10042']);
    expect(keys({ customer: 'tokai', model: 'sas' })).toEqual([]);
  });
  it('finds the customer by the device name and by the group name, not across the two', () => {
    const one = buildMachineRows(
      [device({ device_name_locale1: 'Alpha', device_group_name_locale1: 'Beta' })],
      'en',
      NOW,
    );
    expect(filterMachines(one, { ...EMPTY_MACHINE_SEARCH, customer: 'alp' })).toHaveLength(1);
    expect(filterMachines(one, { ...EMPTY_MACHINE_SEARCH, customer: 'bet' })).toHaveLength(1);
    expect(filterMachines(one, { ...EMPTY_MACHINE_SEARCH, customer: 'alphabeta' })).toHaveLength(0);
  });
  it("names the customer by the machine's device group, in the display language (part 1 §2)", () => {
    const ja = buildMachineRows(devices, 'ja', NOW);
    expect(ja[0]?.customer).toBe('川崎工場');
    expect(filterMachines(ja, { ...EMPTY_MACHINE_SEARCH, customer: '川崎' })).toHaveLength(1);
  });
});

describe('alarm-mail configuration CSV', () => {
  it('puts the known fields first, then others, with empty cells for missing ones', () => {
    const { header, rows } = alertMailTable([
      {
        id: 'm1',
        mail: 'a@example.com',
        severity: '3,2',
        source_flag: 0,
        source_type: 'acme',
        extra: { a: 1 },
      },
    ]);
    expect(header.slice(0, 7)).toEqual([
      'id',
      'mail',
      'user_name',
      'locale',
      'severity',
      'source_flag',
      'source_type',
    ]);
    expect(header.at(-1)).toBe('extra');
    expect(rows[0]?.[0]).toBe('m1');
    expect(rows[0]?.[2]).toBe('');
    expect(rows[0]?.at(-1)).toBe('{"a":1}');
  });
});

describe('tab in the query', () => {
  it('is the company tab unless ?tab=machines', () => {
    expect(readTab(new URLSearchParams('tab=machines'))).toBe('machines');
    expect(readTab(new URLSearchParams('tab=x'))).toBe('companies');
    expect(readTab(new URLSearchParams(''))).toBe('companies');
  });
});
