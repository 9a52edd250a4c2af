import { describe, expect, it } from 'vitest';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import { deviceTime, toIncidentRow } from './incidentRows.ts';

/** An active caution of a machine with a customer's number, in Tokyo. */
const active: IncidentEvent = {
  id: '12',
  event_id: 'sn_D026_3_set',
  event_level: 2,
  incident_class: 1,
  event_time: '20260301150000',
  recovery_time: null,
  device_time_zone: 'Asia/Tokyo',
  name_locale1: 'C) Filter clogged',
  name_locale2: 'C) フィルタ目詰まり',
  name_locale3: 'C) 过滤器堵塞',
  model_id: 'OIL_FREE',
  serial_no: 'B2207-0101_KAW',
  device_name_locale1: 'Line 2',
  device_name_locale2: '2号ライン',
  device_name_locale3: '',
  device_optional_info_1: 'SAS-37',
  device_optional_info_2: 'No.12',
  device_group_id: 'acme-kawasaki',
  device_group_name_locale1: 'Kawasaki Plant',
  device_group_name_locale2: '川崎工場',
  device_group_name_locale3: '',
};

describe('incident rows', () => {
  it('gives the alarm tables every field of the incident and its machine', () => {
    expect(toIncidentRow(active, 'en')).toEqual({
      id: '12',
      level: 2,
      eventTime: '20260301150000',
      time: '2026/03/02 00:00:00',
      recoveryTime: '',
      name: 'C) Filter clogged',
      modelId: 'OIL_FREE',
      serialNo: 'B2207-0101_KAW',
      deviceName: 'Line 2',
      customerMachineNumber: 'No.12',
      model: 'SAS-37',
      customer: 'Kawasaki Plant',
      groupId: 'acme-kawasaki',
    });
  });

  it('names a machine in Japanese where the language has no name', () => {
    expect(toIncidentRow(active, 'zh')).toMatchObject({ deviceName: '2号ライン', customer: '川崎工場' });
  });

  it.each([
    ['20260301150000', 'Asia/Tokyo', '2026/03/02 00:00:00'],
    [null, 'Asia/Tokyo', ''],
    ['not a time', 'Asia/Tokyo', ''],
  ])('writes %s in %s as %j', (time, zone, shown) => {
    expect(deviceTime(time, zone)).toBe(shown);
  });
});
