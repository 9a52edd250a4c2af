import { describe, expect, it } from 'vitest';
import type { MaintenanceAdvice } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { ApiError } from '../../lib/api.ts';
import {
  dialogContent,
  dismissalsOf,
  itemName,
  listedAdvice,
  saveFailureText,
  withTick,
  type ListedItem,
} from './maintenanceList.ts';

type AdviceItem = MaintenanceAdvice['items'][number];

const item = (id: string, status: AdviceItem['status'], more: Partial<AdviceItem> = {}): AdviceItem => ({
  id,
  model_id: 'OIL_FREE',
  serial_no: `AS${id}_KAW`,
  equipmentNo: `AS${id}`,
  customerManagementNo: null,
  status,
  latestServiceDate: null,
  daysElapsed: null,
  hoursElapsed: null,
  nextHours: null,
  nextDate: null,
  forecastDate: null,
  dismissed: false,
  notificationId: null,
  ...more,
});

describe('the machines the dialog lists', () => {
  const advice: MaintenanceAdvice = {
    judgedAt: '2026-05-14 09:30:00',
    items: [
      item('1', 'notice'),
      item('2', null),
      item('3', 'danger'),
      item('4', 'warning', { dismissed: true }),
      item('5', 'warning'),
      item('6', 'danger'),
    ],
  };

  it('lists the machines with a status not dismissed, danger, then warning, then notice, else in order', () => {
    expect(listedAdvice(advice).items.map((i) => i.id)).toEqual(['3', '6', '5', '1']);
  });

  it('reads the forecasts against the day the advice was judged', () => {
    expect(listedAdvice(advice).today).toBe('2026-05-14');
  });

  it.each([
    [true, 0, 'loading'],
    [true, 3, 'loading'],
    [false, 0, 'empty'],
    [false, 3, 'list'],
  ] as const)('while loading %s with %i machines shows %s', (loading, count, shown) => {
    expect(dialogContent(loading, count)).toBe(shown);
  });

  it('names a machine by its equipment number, the customer’s management number in brackets', () => {
    expect(itemName({ equipmentNo: 'AS1001', customerManagementNo: 'No.7' })).toBe('AS1001 (No.7)');
    expect(itemName({ equipmentNo: 'AS1001', customerManagementNo: null })).toBe('AS1001');
    expect(itemName({ equipmentNo: 'AS1001', customerManagementNo: '' })).toBe('AS1001');
  });
});

describe('confirm', () => {
  const listed = [
    item('3', 'danger', { customerManagementNo: 'No.3', notificationId: '41' }),
    item('5', 'warning'),
    item('1', 'notice'),
  ] as ListedItem[];

  it('ticks and unticks a machine without changing the set it was given', () => {
    const none: ReadonlySet<string> = new Set();
    const one = withTick(none, '3', true);
    expect([...one]).toEqual(['3']);
    expect(none.size).toBe(0);
    expect([...withTick(withTick(one, '1', true), '3', false)]).toEqual(['1']);
  });

  it('saves a dismissal of each ticked machine, in the list’s order, dated in Japan time', () => {
    const now = Date.UTC(2026, 4, 14, 0, 30, 5, 900);
    expect(dismissalsOf(listed, new Set(['1', '3']), now)).toEqual([
      {
        equipmentNo: 'AS3',
        customerManagementNo: 'No.3',
        status: 'danger',
        disabledDate: '2026-05-14 09:30:05',
        notificationId: '41',
      },
      {
        equipmentNo: 'AS1',
        customerManagementNo: null,
        status: 'notice',
        disabledDate: '2026-05-14 09:30:05',
        notificationId: null,
      },
    ]);
  });

  it('saves nothing when nothing is ticked', () => {
    expect(dismissalsOf(listed, new Set(), Date.now())).toEqual([]);
  });
});

describe('a failed save', () => {
  it.each([
    ['no failure', null, null],
    [
      'the server’s refusal',
      new ApiError('http', 'The notification was not found.', 404),
      'The notification was not found.',
    ],
    ['an ended session', new ApiError('unauthorized', 'Sign in again.', 401), null],
    ['no network', new ApiError('offline', 'Offline.'), null],
    ['anything else', new TypeError('boom'), 'Unexpected error'],
  ])('with %s says %j', (_name, error, text) => {
    expect(saveFailureText(error, 'Unexpected error')).toBe(text);
  });
});
