/** Raw word ↔ display value conversion and number formatting (part 2 §5, §9; part 1 §9). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../../src/models/catalogue.ts';
import { registersForModel, type RegisterDef } from '../../src/models/registers.ts';
import { registerByAddress, toUnsigned16, valueToRaw } from '../support/registers.ts';
import {
  combineDoubleWord,
  decimalsOf,
  formatRegisterValue,
  localeSlot,
  rawToValue,
  splitDoubleWord,
  toSigned16,
} from '../../src/domain/values.ts';
import { formatNumber } from '../../src/format/number.ts';

const LOCALES = ['en', 'ja', 'zh'] as const;
const reg = (model: string, a: string) => registerByAddress(model, a)!;
const measurements: Array<[string, RegisterDef]> = MODEL_IDS.flatMap((m) =>
  registersForModel(m)
    .filter((r) => r.kind === 'measurement')
    .map((r): [string, RegisterDef] => [m, r]),
);

/** Runs a check on 2,000 (measurement register, locale, raw word) samples. */
const forMeasurementWords = (
  check: (r: RegisterDef, locale: (typeof LOCALES)[number], word: number) => void,
) =>
  fc.assert(
    fc.property(
      fc.constantFrom(...measurements),
      fc.constantFrom(...LOCALES),
      fc.integer({ min: 0, max: 0xffff }),
      ([, r], locale, word) => check(r, locale, word),
    ),
    { numRuns: 2000 },
  );

describe('words', () => {
  it('reads two’s complement', () => {
    expect(toSigned16(0)).toBe(0);
    expect(toSigned16(0x7fff)).toBe(32767);
    expect(toSigned16(0x8000)).toBe(-32768);
    expect(toSigned16(0xffff)).toBe(-1);
    expect(toSigned16(-5)).toBe(-5);
    expect(toUnsigned16(-1)).toBe(0xffff);
  });

  it('round-trips any signed value through its word', () => {
    fc.assert(
      fc.property(fc.integer({ min: -32768, max: 32767 }), (n) => {
        expect(toSigned16(toUnsigned16(n))).toBe(n);
      }),
    );
  });

  it('combines and splits double words', () => {
    expect(combineDoubleWord(0x0098, 0x967f)).toBe(9_999_999);
    expect(splitDoubleWord(99_999_999)).toEqual([0x05f5, 0xe0ff]);
    // The running hours and starts the simulator writes.
    expect(splitDoubleWord(0)).toEqual([0, 0]);
    expect(splitDoubleWord(65_535)).toEqual([0, 65_535]);
    expect(splitDoubleWord(65_536)).toEqual([1, 0]);
    expect(splitDoubleWord(123_456)).toEqual([1, 57_920]);
    expect(splitDoubleWord(9_999_999)).toEqual([152, 38_527]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), (hi, lo) => {
        expect(splitDoubleWord(combineDoubleWord(hi, lo))).toEqual([hi, lo]);
      }),
    );
  });

  it('maps locales and locale ids to tuple slots', () => {
    expect([
      localeSlot('en'),
      localeSlot('ja'),
      localeSlot('zh'),
      localeSlot(1),
      localeSlot(2),
      localeSlot(3),
    ]).toEqual([0, 1, 2, 0, 1, 2]);
  });
});

describe('raw to display value', () => {
  it('scales and signs per register and locale', () => {
    const d = reg('OIL_INJECTION', '0002');
    expect(rawToValue(d, 700, 'ja')).toBe(0.7);
    expect(rawToValue(d, 700, 'en')).toBe(7);
    expect(rawToValue(d, 0xffff - 19, 'ja')).toBe(-0.02);
    const t = reg('OIL_FREE', '0013');
    expect(rawToValue(t, 3505, 'zh')).toBe(350.5);
    expect(rawToValue(t, 0x10000 - 123, 'ja')).toBe(-12.3);
    const current = reg('OIL_INJECTION', '0012');
    expect(rawToValue(current, 0xffff, 'ja')).toBe(65535);
    const water = reg('WATER_INJECTION', '0005');
    expect(rawToValue(water, 2000, 'ja')).toBe(200);
    expect(rawToValue(water, 2000, 'en')).toBe(2000);
  });

  it('passes double words through and gives nothing for bit words or missing values', () => {
    expect(rawToValue(reg('OIL_FREE', '0020'), 123_456, 'en')).toBe(123_456);
    expect(rawToValue(reg('OIL_FREE', '0027'), 256, 'en')).toBeUndefined();
    expect(rawToValue(reg('OIL_FREE', '0019'), 1, 'en')).toBeUndefined();
    expect(rawToValue(reg('OIL_FREE', '0002'), null, 'en')).toBeUndefined();
    expect(rawToValue(reg('OIL_FREE', '0002'), Number.NaN, 'en')).toBeUndefined();
    expect(valueToRaw(reg('OIL_FREE', '0027'), 1, 'en')).toBeUndefined();
    expect(valueToRaw(reg('OIL_FREE', '0002'), Number.POSITIVE_INFINITY, 'en')).toBeUndefined();
  });

  it('converts back with rounding and clamping to the word', () => {
    const d = reg('OIL_INJECTION', '0002');
    expect(valueToRaw(d, 0.05, 'ja')).toBe(50);
    expect(valueToRaw(d, 0.5, 'en')).toBe(50);
    expect(valueToRaw(d, -0.02, 'ja')).toBe(0xffff - 19);
    expect(valueToRaw(d, 1000, 'ja')).toBe(0x7fff);
    expect(valueToRaw(d, -1000, 'ja')).toBe(0x8000);
    expect(valueToRaw(reg('OIL_INJECTION', '0012'), -3, 'ja')).toBe(0);
    expect(valueToRaw(reg('OIL_INJECTION', '0012'), 70000, 'ja')).toBe(0xffff);
    expect(valueToRaw(reg('OIL_INJECTION', '0020'), 9_999_999.4, 'ja')).toBe(9_999_999);
  });

  it('round-trips every raw word of every measurement register exactly', () => {
    forMeasurementWords((r, locale, word) => {
      const value = rawToValue(r, word, locale)!;
      expect(valueToRaw(r, value, locale)).toBe(word);
    });
  });

  it('round-trips raw → shown text → raw within half a display step', () => {
    forMeasurementWords((r, locale, word) => {
      const text = formatRegisterValue(r, word, locale);
      const shown = Number(text.replace(/,/g, ''));
      const back = valueToRaw(r, shown, locale)!;
      const scale = r.scale![localeSlot(locale)]!;
      const step = 10 ** -decimalsOf(r, locale);
      const rawStep = step / scale; // raw units per display step
      const diff = r.signed ? toSigned16(back) - toSigned16(word) : back - word;
      expect(Math.abs(diff)).toBeLessThanOrEqual(Math.max(0, rawStep / 2) + 1e-9);
    });
  });

  it('keeps the value of a word the same across locales up to the unit factor', () => {
    fc.assert(
      fc.property(fc.constantFrom(...measurements), fc.integer({ min: 0, max: 0xffff }), ([, r], word) => {
        const en = rawToValue(r, word, 'en')!;
        const ja = rawToValue(r, word, 'ja')!;
        expect(rawToValue(r, word, 'zh')).toBe(ja);
        const factor = r.quantity === 'pressure' || r.quantity === 'lowPressure' ? 10 : 1;
        expect(en).toBeCloseTo(ja * factor, 9);
      }),
    );
  });
});

describe('formatting', () => {
  it('uses Japanese grouping and fixed decimals, without a negative zero', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234.56, 1)).toBe('-1,234.6');
    expect(formatNumber(0.05, 2)).toBe('0.05');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(5, 3)).toBe('5.000');
  });

  it('writes small whole numbers as Intl would, without it', () => {
    const ja = (n: number, min?: number, max?: number) =>
      new Intl.NumberFormat('ja-JP', {
        useGrouping: true,
        signDisplay: 'negative',
        ...(min !== undefined ? { minimumFractionDigits: min } : {}),
        ...(max !== undefined ? { maximumFractionDigits: Math.max(max, min ?? 0) } : {}),
      }).format(n);
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1200, max: 1200 }), fc.constant(-0)),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (n, min, max) => {
          expect(formatNumber(n, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
            ja(n, min, max),
          );
          expect(formatNumber(String(n), min ?? 0)).toBe(ja(n, min ?? 0, min ?? 0));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('formats registers per locale with their decimals', () => {
    const d = reg('OIL_INJECTION', '0002');
    expect(formatRegisterValue(d, 52, 'ja')).toBe('0.05');
    expect(formatRegisterValue(d, 52, 'en')).toBe('0.520');
    expect(formatRegisterValue(reg('OIL_INJECTION', '0020'), 9_999_999, 'ja')).toBe('9,999,999');
    expect(formatRegisterValue(reg('OIL_INJECTION', '0027'), 3, 'ja')).toBe('');
    expect(formatRegisterValue(d, undefined, 'ja')).toBe('');
  });
});
