/** Times of the sensor-data and alarm calls (14 digits UTC or ISO 8601) and the merge of M4 points. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_TIME_PATTERN, formatApiTime, parseApiTime } from '@airsight/contracts';
import { m4Points } from '../../src/services/sensor-data-m4.ts';

describe('formatApiTime', () => {
  it('writes 14 digits in UTC, with a millisecond fraction when asked', () => {
    const t = new Date('2026-11-21T09:30:05.042Z');
    expect(formatApiTime(t)).toBe('20261121093005');
    expect(formatApiTime(t, true)).toBe('20261121093005.042');
  });

  it('writes what the ISO form says for any times in any order (the kept day digits never leak)', () => {
    const digitsOf = (ms: number) => new Date(ms).toISOString().replace(/[-T:Z]/g, '');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), {
          minLength: 1,
          maxLength: 20,
        }),
        (times) => {
          for (const ms of times) {
            expect(formatApiTime(ms, true)).toBe(digitsOf(ms));
            expect(formatApiTime(new Date(ms))).toBe(digitsOf(ms).slice(0, 14));
          }
        },
      ),
    );
  });
});

describe('parseApiTime', () => {
  it.each([
    ['20261121093005', '2026-11-21T09:30:05.000Z'],
    ['20261121093005.5', '2026-11-21T09:30:05.500Z'],
    ['20261121093005.123456', '2026-11-21T09:30:05.123Z'],
    ['2026-11-21T09:30:05Z', '2026-11-21T09:30:05.000Z'],
    ['2026-11-21T18:30:05+09:00', '2026-11-21T09:30:05.000Z'],
    ['2026-11-21T18:30+0900', '2026-11-21T09:30:00.000Z'],
    ['2026-11-21T09:30:05.250Z', '2026-11-21T09:30:05.250Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(new RegExp(API_TIME_PATTERN).test(text)).toBe(true);
    expect(parseApiTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '20261321093005', // month 13
    '20260431000000', // 31 April
    '20250229000000', // not a leap year
    '20261121250000', // hour 25
    '2026-02-30T00:00:00Z',
    '2026-11-21T09:30:05', // no zone
    '2026-11-21T09:30:05+25:00',
    '2026112109300', // 13 digits
    'yesterday',
  ])('refuses %s', (text) => {
    expect(parseApiTime(text)).toBeUndefined();
  });

  it('reads back every time it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const t = new Date(ms);
        expect(parseApiTime(formatApiTime(t, true))?.getTime()).toBe(ms);
        expect(parseApiTime(t.toISOString())?.getTime()).toBe(ms);
        expect(parseApiTime(formatApiTime(t))?.getTime()).toBe(ms - (ms % 1000));
      }),
    );
  });
});

describe('m4Points', () => {
  it('answers each bucket’s points once, in time order, buckets in order', () => {
    const series = new Map([
      [
        3,
        [
          { timeMs: 300, value: 1 },
          { timeMs: 390, value: 2 },
          { timeMs: 300, value: 1 },
          { timeMs: 350, value: 9 },
        ],
      ],
      [
        0,
        [
          { timeMs: 5, value: 7 },
          { timeMs: 5, value: 7 },
          { timeMs: 5, value: 7 },
          { timeMs: 5, value: 7 },
        ],
      ],
    ]);
    expect(m4Points(series).map((p) => [p.timeMs, p.value])).toEqual([
      [5, 7],
      [300, 1],
      [350, 9],
      [390, 2],
    ]);
  });
});
