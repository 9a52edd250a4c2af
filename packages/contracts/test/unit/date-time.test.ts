/**
 * The zone labels written beside shown times (part 2 §9: a machine's zone, else the browser's), and the
 * formatter of many times of one zone.
 */
import { describe, expect, it } from 'vitest';
import {
  browserZoneLabel,
  deviceDateTimeFormatter,
  deviceZoneLabel,
  formatDeviceDateTime,
  knownTimeZone,
  utcOffsetLabel,
} from '../../src/format/date-time.ts';

describe('zone labels', () => {
  const winter = Date.UTC(2026, 0, 15, 12, 0, 0);
  const summer = Date.UTC(2026, 6, 15, 12, 0, 0);

  it('writes an offset as UTC with hours, and minutes only when there are some', () => {
    expect(utcOffsetLabel(540)).toBe('UTC+9');
    expect(utcOffsetLabel(-180)).toBe('UTC-3');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-570)).toBe('UTC-9:30');
    expect(utcOffsetLabel(345)).toBe('UTC+5:45');
    expect(utcOffsetLabel(0)).toBe('UTC');
  });

  it("labels a machine's zone by its offset at that instant, summer time included", () => {
    expect(deviceZoneLabel(winter, 'Asia/Tokyo')).toBe('UTC+9');
    expect(deviceZoneLabel(winter, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(deviceZoneLabel(winter, 'Asia/Kathmandu')).toBe('UTC+5:45');
    expect(deviceZoneLabel(winter, 'Europe/Berlin')).toBe('UTC+1');
    expect(deviceZoneLabel(summer, ' Europe/Berlin ')).toBe('UTC+2');
    expect(deviceZoneLabel(winter, 'America/New_York')).toBe('UTC-5');
    expect(deviceZoneLabel(summer, 'America/New_York')).toBe('UTC-4');
    expect(deviceZoneLabel(winter, 'UTC')).toBe('UTC');
    // Not on a whole second: the label is still the zone's offset.
    expect(deviceZoneLabel(winter + 999, 'Asia/Tokyo')).toBe('UTC+9');
  });

  it("falls back to the browser's zone for a machine without a zone or with an unknown one", () => {
    expect(deviceZoneLabel(winter, null)).toBe(browserZoneLabel(winter));
    expect(deviceZoneLabel(winter, '')).toBe(browserZoneLabel(winter));
    expect(deviceZoneLabel(winter, 'Not/AZone')).toBe(browserZoneLabel(winter));
  });

  it("labels the browser's zone by the offset the browser uses", () => {
    const offset = -new Date(winter).getTimezoneOffset();
    expect(browserZoneLabel(winter)).toBe(utcOffsetLabel(offset));
  });
});

describe('times of one zone in a row', () => {
  const MINUTE = 60_000;

  it.each([
    // Spring forward and fall back at 2:00 local (07:00 and 06:00 UTC).
    ['America/New_York', Date.UTC(2026, 2, 8, 7, 0, 0), Date.UTC(2026, 10, 1, 6, 0, 0), true],
    // A half-hour zone whose offset changes at 16:30 UTC, inside a UTC hour.
    ['Australia/Adelaide', Date.UTC(2026, 3, 4, 16, 30, 0), Date.UTC(2026, 9, 3, 16, 30, 0), true],
    ['Europe/London', Date.UTC(2026, 2, 29, 1, 0, 0), Date.UTC(2026, 9, 25, 1, 0, 0), true],
    ['Asia/Kathmandu', Date.UTC(2026, 0, 1, 0, 0, 0), Date.UTC(2026, 6, 1, 0, 0, 0), false],
    ['Asia/Tokyo', Date.UTC(2026, 11, 31, 15, 0, 0), Date.UTC(2027, 1, 28, 15, 0, 0), false],
    ['Not/AZone', Date.UTC(2026, 0, 1, 0, 0, 0), Date.UTC(2026, 6, 1, 0, 0, 0), false],
    [null, Date.UTC(2026, 0, 1, 0, 0, 0), Date.UTC(2026, 6, 1, 0, 0, 0), false],
  ])(
    'writes every time as formatDeviceDateTime does (%s, across its offset changes)',
    (zone, a, b, changes) => {
      const format = deviceDateTimeFormatter(zone);
      for (const change of [a, b]) {
        const [before, after] = [change - 90 * MINUTE, change + 90 * MINUTE];
        if (changes) expect(deviceZoneLabel(before, zone)).not.toBe(deviceZoneLabel(after, zone));
        // Three hours of times a little over a minute apart (seconds and milliseconds move), in order.
        for (let t = before; t <= after; t += MINUTE + 1_001) {
          expect(format(t), new Date(t).toISOString()).toBe(formatDeviceDateTime(t, zone));
        }
        expect(format(change)).toBe(formatDeviceDateTime(change, zone));
        expect(format(change - 1)).toBe(formatDeviceDateTime(change - 1, zone));
      }
      // Out of order too.
      for (const t of [b, a, b - 1, a + 1, a - 3_600_000])
        expect(format(t)).toBe(formatDeviceDateTime(t, zone));
    },
  );

  it('knows the zones Intl knows, and nothing else', () => {
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(knownTimeZone(' Europe/Berlin ')).toBe('Europe/Berlin');
    expect(knownTimeZone('UTC')).toBe('UTC');
    for (const unknown of ['Not/AZone', '', null, undefined]) expect(knownTimeZone(unknown)).toBeUndefined();
  });
});
