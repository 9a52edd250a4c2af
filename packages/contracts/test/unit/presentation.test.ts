/** The shared presentation of alarm levels and the display formatters (part 1 §2, §9; part 2 §3, §9). */
import { describe, expect, it } from 'vitest';
import {
  ALARM_LEVEL_NUMBERS,
  ALARM_LEVELS,
  alarmLevel,
  alarmLevelOf,
} from '../../src/presentation/alarm-levels.ts';
import { STATUS_PALETTE } from '../../src/presentation/palette.ts';
import { formatBrowserDateTime, formatDeviceDateTime, formatFileDate } from '../../src/format/date-time.ts';

describe('alarm levels', () => {
  it('shows E, C, M for levels 3, 2, 1 with their prefixes and colours, highest first', () => {
    expect(ALARM_LEVELS.map((l) => [l.level, l.letter, l.prefix, l.key])).toEqual([
      [3, 'E', 'E) ', 'emergency'],
      [2, 'C', 'C) ', 'caution'],
      [1, 'M', 'M) ', 'maintenance'],
    ]);
    expect(alarmLevel(3)).toMatchObject({ background: STATUS_PALETTE.red, text: STATUS_PALETTE.white });
    expect(alarmLevel(2)).toMatchObject({ background: STATUS_PALETTE.orange, text: STATUS_PALETTE.black });
    expect(alarmLevel(1)).toMatchObject({ background: STATUS_PALETTE.yellow, text: STATUS_PALETTE.black });
    expect(alarmLevelOf('caution').level).toBe(2);
  });

  it('lists the level numbers highest first, the order of the alarm filters', () => {
    expect(ALARM_LEVEL_NUMBERS).toEqual([3, 2, 1]);
  });

  it('has no presentation for panel lamps (level 0) or unknown levels', () => {
    expect(alarmLevel(0)).toBeUndefined();
    expect(alarmLevel(4)).toBeUndefined();
  });
});

describe('date and time display', () => {
  const t = Date.UTC(2026, 10, 21, 0, 30, 5);

  it("writes a machine's time in its zone, else in the browser's", () => {
    expect(formatDeviceDateTime(t, 'Asia/Tokyo')).toBe('2026/11/21 09:30:05');
    expect(formatDeviceDateTime(t, ' Europe/Berlin ')).toBe('2026/11/21 01:30:05');
    expect(formatDeviceDateTime(t, 'Not/AZone')).toBe(formatBrowserDateTime(t));
    expect(formatDeviceDateTime(t, null)).toBe(formatBrowserDateTime(t));
  });

  it('writes file dates as YYYYMMDD', () => {
    expect(formatFileDate(new Date(2026, 0, 5))).toBe('20260105');
  });
});
