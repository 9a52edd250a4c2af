/**
 * Raw register words to display values and back, and number formatting with Japanese grouping
 * (part 1 §9, part 2 §5 and §9). The API returns raw words (double words combined); clients convert with
 * the model catalogue: sign (two's complement for signed registers), scale and decimals per locale.
 */
import type { Locale } from '../locales.ts';
import type { RegisterDef } from '../models/registers.ts';
import { WORD_MAX } from '../models/units.ts';
import { formatNumber } from '../format/number.ts';

/** Position of a locale in PerLocale tuples: en 0, ja 1, zh 2. Accepts the locale or its id 1..3. */
export function localeSlot(locale: Locale | 1 | 2 | 3): 0 | 1 | 2 {
  switch (locale) {
    case 'en':
    case 1:
      return 0;
    case 'ja':
    case 2:
      return 1;
    default:
      return 2;
  }
}

/** A 16-bit word read as two's complement (-32768..32767). Negative input is taken as already signed. */
export function toSigned16(word: number): number {
  const w = word & WORD_MAX;
  return w >= 0x8000 ? w - 0x10000 : w;
}

/** A double word from its high and low words (0020/0021, 0022/0023). */
export function combineDoubleWord(high: number, low: number): number {
  return (high & WORD_MAX) * 0x10000 + (low & WORD_MAX);
}

/** The high and low words of a double word value. */
export function splitDoubleWord(value: number): [high: number, low: number] {
  const v = Math.max(0, Math.min(0xffffffff, Math.trunc(value)));
  return [Math.floor(v / 0x10000), v % 0x10000];
}

/**
 * The value of a raw word in a locale's unit: measurement registers are sign-decoded and scaled; double
 * words are returned as they are. Undefined for bit words and for missing or non-finite input.
 */
export function rawToValue(
  reg: RegisterDef,
  raw: number | null | undefined,
  locale: Locale | 1 | 2 | 3,
): number | undefined {
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return undefined;
  const scaling = rawScaling(reg, locale);
  return scaling ? scaledRaw(raw, scaling) : undefined;
}

/**
 * How one register's raw values become values in a locale, decided once for a whole series (a chart
 * converts up to 50,000 values of one sensor; scaledRaw is the rule, which a hot loop may spell out).
 * `word`: a 16-bit word, truncated, read as signed or unsigned, times `multiplier`, divided by `divisor`
 * (a scale such as 0.1 divides by its integer inverse, so that raw 3 gives 0.3 and not
 * 0.30000000000000004); otherwise a double word, taken as it is.
 */
export interface RawScaling {
  word: boolean;
  signed: boolean;
  multiplier: number;
  divisor: number;
}

/** The scaling of a register in a locale; undefined for bit words (they have no value). */
export function rawScaling(reg: RegisterDef, locale: Locale | 1 | 2 | 3): RawScaling | undefined {
  if (reg.kind === 'double_word') return { word: false, signed: false, multiplier: 1, divisor: 1 };
  if (reg.kind !== 'measurement' || !reg.scale) return undefined;
  const scale = reg.scale[localeSlot(locale)];
  const whole = scale >= 1;
  return {
    word: true,
    signed: reg.signed === true,
    multiplier: whole ? scale : 1,
    divisor: whole ? 1 : Math.round(1 / scale),
  };
}

/** A finite raw value under a scaling. */
export function scaledRaw(raw: number, s: RawScaling): number {
  if (!s.word) return raw;
  const n = s.signed ? toSigned16(Math.trunc(raw)) : Math.trunc(raw) & WORD_MAX;
  return (n * s.multiplier) / s.divisor;
}

/** Decimals a register shows in a locale (0 when it has none). */
export function decimalsOf(reg: RegisterDef, locale: Locale | 1 | 2 | 3): number {
  return reg.decimals?.[localeSlot(locale)] ?? 0;
}

/** A raw word as display text in a locale (scaled, signed, rounded, grouped); '' when there is no value. */
export function formatRegisterValue(
  reg: RegisterDef,
  raw: number | null | undefined,
  locale: Locale | 1 | 2 | 3,
): string {
  const value = rawToValue(reg, raw, locale);
  return value === undefined ? '' : formatNumber(value, decimalsOf(reg, locale));
}
