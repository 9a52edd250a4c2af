import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../api/alarm-events/alarmEvents.ts';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import { toIncidentRow } from '../../lib/incidentRows.ts';
import { eventHistoryCsv, tableCsv, type CsvHeaders } from './alarmRows.ts';

const incident: IncidentEvent = {
  id: '7',
  event_id: 'sn_D024_0_set',
  event_level: 3,
  incident_class: 3,
  event_time: '20261121003000',
  recovery_time: '20261121003100',
  device_time_zone: 'Europe/Berlin',
  name_locale1: 'E) Motor overload',
  name_locale2: 'E) モータ過負荷',
  name_locale3: 'E) 电机过载',
  model_id: 'OIL_INJECTION',
  serial_no: 'A1503-0101_C10042',
  device_name_locale1: 'ACME',
  device_name_locale2: 'アクメ',
  device_name_locale3: '艾克美',
  device_optional_info_1: 'SAS-22A',
  device_optional_info_2: null,
  device_group_id: 'acme-kawasaki',
  device_group_name_locale1: 'Kawasaki Plant',
  device_group_name_locale2: '川崎工場',
  device_group_name_locale3: '川崎工厂',
};

const headers: CsvHeaders = {
  eventTime: 'Occurred at',
  recoveryTime: 'Recovered at',
  level: 'Level',
  alarmName: 'Alarm name',
  serialNumber: 'Serial number',
  customersMachineNumber: "Customer's machine number",
  model: 'Model',
  customer: 'Customer',
  event: 'Event',
  occurred: 'Occurred',
  recovered: 'Recovered',
};

describe('alarm rows', () => {
  it('shows times in the machine zone and names in the language', () => {
    const row = toIncidentRow(incident, 'ja');
    expect(row).toMatchObject({
      time: '2026/11/21 01:30:00',
      recoveryTime: '2026/11/21 01:31:00',
      name: 'E) モータ過負荷',
      customer: '川崎工場',
      customerMachineNumber: '',
      model: 'SAS-22A',
    });
    expect(toIncidentRow(incident, 'zh').name).toBe('E) 电机过载');
  });

  it('writes the table as shown, with the recovery time in the repaired view', () => {
    const rows = [toIncidentRow(incident, 'en')];
    expect(tableCsv(rows, headers, false).header).not.toContain('Recovered at');
    const csv = tableCsv(rows, headers, true);
    expect(csv.header[1]).toBe('Recovered at');
    expect(csv.rows[0]).toEqual([
      '2026/11/21 01:30:00',
      '2026/11/21 01:31:00',
      'E',
      'E) Motor overload',
      'A1503-0101_C10042',
      '',
      'SAS-22A',
      'Kawasaki Plant',
    ]);
  });

  it('writes the event history with occurred and recovered edges', () => {
    const { recovery_time: _unused, ...rest } = incident;
    const edges: HistoryEvent[] = [
      { ...rest, incident_class: 2, event_time: '20261121003100' },
      { ...rest, incident_class: 1 },
    ];
    const csv = eventHistoryCsv(edges, headers, 'en');
    expect(csv.rows.map((r) => r.slice(0, 3))).toEqual([
      ['2026/11/21 01:31:00', 'Recovered', 'E'],
      ['2026/11/21 01:30:00', 'Occurred', 'E'],
    ]);
  });
});
