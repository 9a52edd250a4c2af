/**
 * What the tests ask of the register maps beyond what the portal asks: a register by its address or key
 * (the portal asks by sensor id, registerBySensorId), and the way back from a value to its raw word,
 * against which rawToValue and formatRegisterValue are checked.
 */
import type { Locale } from '../../src/locales.ts';
import { registersForModel, type RegisterDef } from '../../src/models/registers.ts';
import { WORD_MAX } from '../../src/models/units.ts';
import { localeSlot } from '../../src/domain/values.ts';

/** One register of a model by its four-digit address ('0002'; '0020' for the running-hours double word). */
export function registerByAddress(modelId: string, addr: string): RegisterDef | undefined {
  return registersForModel(modelId).find((r) => r.address === addr);
}

/** One register of a model by its key ('dischargePressure', 'panelLamps', ...). */
export function registerByKey(modelId: string, key: string): RegisterDef | undefined {
  return registersForModel(modelId).find((r) => r.key === key);
}

/** A signed or unsigned integer as the unsigned 16-bit word that carries it. */
export function toUnsigned16(value: number): number {
  return value & WORD_MAX;
}

function removeScale(value: number, scale: number): number {
  if (scale >= 1) return value / scale;
  return value * Math.round(1 / scale);
}

/**
 * The raw word that carries a value given in a locale's unit: the inverse of rawToValue, rounded to
 * the nearest raw step and clamped to what 16 bits (signed or not) can hold. Double words are clamped to
 * 0..2^32-1. Undefined for bit words and non-finite input.
 */
export function valueToRaw(reg: RegisterDef, value: number, locale: Locale | 1 | 2 | 3): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (reg.kind === 'double_word') return Math.max(0, Math.min(0xffffffff, Math.round(value)));
  if (reg.kind !== 'measurement' || !reg.scale) return undefined;
  const n = Math.round(removeScale(value, reg.scale[localeSlot(locale)]));
  if (reg.signed) return toUnsigned16(Math.max(-0x8000, Math.min(0x7fff, n)));
  return Math.max(0, Math.min(WORD_MAX, n));
}
