import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiTimeToMs,
  formatApiTime,
  formatJstDateTime,
  parseJstDateTime,
} from '../../src/format/api-time.ts';

/** The 14-digit form read the plain way: a regular expression, Date.UTC and a read-back as ISO text. */
function reference(text: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.?(\d{1,9}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7) as [string, string, string, string, string, string];
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // A real calendar time reads back as the same text; 31 April, 25:00 or year 0050 (Date.UTC's 1950) do not.
  if (new Date(t).toISOString().slice(0, 19) !== `${y}-${mo}-${d}T${h}:${mi}:${s}`) return undefined;
  return m[7] === undefined ? t : t + Math.floor(Number(`0.${m[7]}`) * 1000);
}

const digits = (min: number, max: number, width: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));

/** Mostly near-valid fields (so that both accepted and refused dates are common), sometimes anything. */
const field = (validMax: number, width: number) =>
  fc.oneof({ weight: 4, arbitrary: digits(0, validMax, width) }, digits(0, 10 ** width - 1, width));

const fourteen = fc
  .tuple(
    fc.oneof(
      digits(1900, 2100, 4),
      digits(0, 9999, 4),
      fc.constantFrom('0000', '0099', '0100', '1600', '1900', '2000', '2100', '9999'),
    ),
    fc.oneof({ weight: 3, arbitrary: field(13, 2) }, fc.constant('02')),
    fc.oneof({ weight: 3, arbitrary: field(32, 2) }, digits(28, 31, 2)),
    field(24, 2),
    field(60, 2),
    field(60, 2),
  )
  .map((parts) => parts.join(''));

const fraction = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\.?\d{1,9}$/),
  fc.stringMatching(/^\.?\d{10,11}$/),
  fc.constantFrom('.', '..5', '.5.', '5x', ' ', 'Z'),
);

describe('apiTimeToMs, 14 digits', () => {
  it('reads the same as the plain reading, for valid and invalid times, with and without a fraction', () => {
    fc.assert(
      fc.property(fourteen, fraction, fc.constantFrom('', ' ', '\n'), (time, rest, space) => {
        for (const text of [time + rest, space + time + rest + space]) {
          expect(apiTimeToMs(text)).toBe(reference(text));
        }
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads the same as the plain reading across many days in a row and back (the kept day)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -62_000_000_000_000, max: 253_402_300_799_000 }), { maxLength: 50 }),
        (times) => {
          for (const t of times) {
            const text = formatApiTime(t);
            expect(apiTimeToMs(text)).toBe(reference(text));
          }
        },
      ),
    );
  });

  it('refuses impossible dates and the years Date.UTC would move', () => {
    expect(apiTimeToMs('20240229000000')).toBe(Date.UTC(2024, 1, 29));
    expect(apiTimeToMs('20230229000000')).toBeUndefined();
    expect(apiTimeToMs('21000229000000')).toBeUndefined();
    expect(apiTimeToMs('20000229000000')).toBe(Date.UTC(2000, 1, 29));
    expect(apiTimeToMs('00500101000000')).toBeUndefined();
    expect(apiTimeToMs('01000101000000')).toBe(reference('01000101000000'));
    expect(apiTimeToMs('20261121093000.')).toBeUndefined();
    expect(apiTimeToMs('19691231235959.999')).toBe(-1);
  });
});

describe('Japan time of the service records', () => {
  it('reads Japan time as UTC+9 and writes it back', () => {
    expect(parseJstDateTime('2026-01-01 00:00:00')!.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(parseJstDateTime('2026-06-30 23:59:59')!.toISOString()).toBe('2026-06-30T14:59:59.000Z');
    expect(formatJstDateTime(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01 00:00:00');
    expect(formatJstDateTime(new Date('2026-06-30T14:59:59.999Z'))).toBe('2026-06-30 23:59:59');
    for (const text of [
      '2026-06-30 24:00:00',
      '2026-06-30 12:60:00',
      '2026-06-30 12:00:60',
      '2026-02-30 00:00:00',
      '2026-06-30T12:00:00',
      '2026-06-30 12:00',
    ]) {
      expect(parseJstDateTime(text), text).toBeUndefined();
    }
  });
});
