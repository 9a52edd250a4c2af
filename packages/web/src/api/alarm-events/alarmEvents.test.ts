import { describe, expect, it } from 'vitest';
import { ALARM_MAX_DEVICES } from '@airsight/contracts/constants';
import { lastYear, pastYearPeriod, scopeQueries, startOfDayBefore } from './alarmEvents.ts';

describe('alarm call parameters', () => {
  it('names a group with everything under it', () => {
    expect(scopeQueries({ kind: 'group', deviceGroupId: 'acme' })).toEqual([
      { device_group_id: 'acme', parent_flg: 1 },
    ]);
    expect(scopeQueries({ kind: 'user' })).toEqual([{}]);
  });

  it('lists machines with bracket-indexed keys, at most 100 per call', () => {
    const machines = Array.from({ length: ALARM_MAX_DEVICES + 1 }, (_, i) => ({
      modelId: 'OIL_FREE',
      serialNo: `S${i}_C1`,
    }));
    const parts = scopeQueries({ kind: 'machines', machines });
    expect(parts).toHaveLength(2);
    expect(parts[0]?.['device_list[0].model_id']).toBe('OIL_FREE');
    expect(parts[0]?.['device_list[99].serial_no']).toBe('S99_C1');
    expect(parts[1]).toEqual({
      'device_list[0].model_id': 'OIL_FREE',
      'device_list[0].serial_no': 'S100_C1',
    });
    expect(scopeQueries({ kind: 'machines', machines: [] })).toEqual([]);
  });

  it('starts the repaired view at the start of the day a year and a month ago', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    const from = startOfDayBefore(now, 1, 1);
    expect(from).toBe(new Date(2025, 9, 21).toISOString().replace(/[-:T]/g, '').slice(0, 14));
    // 31 March less a month: the last day of February.
    expect(startOfDayBefore(new Date(2026, 2, 31, 8), 1, 1)).toBe(
      new Date(2025, 1, 28).toISOString().replace(/[-:T]/g, '').slice(0, 14),
    );
  });

  it('takes the events of the last year', () => {
    expect(lastYear(new Date(Date.UTC(2026, 10, 21, 12, 0, 5)))).toBe('20251121120005');
  });

  it('asks the event file for the year up to the second of the request', () => {
    expect(pastYearPeriod(new Date(Date.UTC(2026, 10, 21, 12, 0, 5, 999)))).toEqual({
      event_time_from: '20251121120005',
      event_time_to: '20261121120005',
    });
  });
});
