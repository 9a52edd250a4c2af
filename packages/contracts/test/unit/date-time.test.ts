/** The zone labels written beside shown times (part 2 §9: a machine's zone, else the browser's). */
import { describe, expect, it } from 'vitest';
import { browserZoneLabel, deviceZoneLabel, utcOffsetLabel } from '../../src/format/date-time.ts';

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
