import { describe, expect, it } from 'vitest';
import { DISCONNECT_MS } from '@airsight/contracts/domain/status';
import { connectionView, elapsedParts } from './connection.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('connection on CompressorInfo', () => {
  const now = Date.UTC(2026, 10, 23, 17, 0, 0);

  it('is connected under 160 minutes, disconnected from 160 minutes on (part 1 §4)', () => {
    expect(connectionView(now - DISCONNECT_MS + 1, now)).toEqual({ connected: true });
    expect(connectionView(now - DISCONNECT_MS, now)).toEqual({
      connected: false,
      since: now - DISCONNECT_MS,
      elapsed: { days: 0, hours: 2, minutes: 40 },
    });
  });

  it('is disconnected without any measurement, with no time to count from', () => {
    expect(connectionView(undefined, now)).toEqual({
      connected: false,
      since: undefined,
      elapsed: undefined,
    });
  });

  it('counts days and hours from a day on, hours and minutes below, rounding down', () => {
    expect(elapsedParts(3 * DAY + 2 * HOUR + 59 * MINUTE)).toEqual({ days: 3, hours: 2, minutes: 0 });
    expect(elapsedParts(DAY)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(elapsedParts(DAY - 1)).toEqual({ days: 0, hours: 23, minutes: 59 });
    expect(elapsedParts(5 * HOUR + 7 * MINUTE + 59_999)).toEqual({ days: 0, hours: 5, minutes: 7 });
    expect(elapsedParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 0 });
    // A computer clock behind the machine's: no negative time.
    expect(elapsedParts(-5 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
