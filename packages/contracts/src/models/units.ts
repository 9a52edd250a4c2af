/**
 * Measured quantities of the controller registers and how a raw 16-bit word becomes a value in each
 * locale's unit (part 2 §5 and §9). Locales are ordered like the API fields: [locale1 English,
 * locale2 Japanese, locale3 Chinese].
 *
 * - pressure: raw in 0.001 MPa (raw 50 = 0.05 MPa); English shows bar (MPa × 10) with 3 decimals,
 *   the others MPa with 2 decimals. Signed: gauges read slightly negative at rest.
 * - lowPressure (suction side, and the water circuit of the water-injected model): raw in 0.1 kPa,
 *   which is exactly 1 mbar; English mbar with 3 decimals, others kPa with 2. Signed (vacuum).
 * - temperature: raw in 0.1 °C (raw 200 = 20.0 °C), one decimal, signed (two's complement).
 * - current (A) and percent (load %): unscaled, unsigned, no decimals.
 */

/** One value per locale: [English, Japanese, Chinese]. */
export type PerLocale<T> = readonly [T, T, T];

export type Quantity = 'pressure' | 'lowPressure' | 'temperature' | 'current' | 'percent';

export interface QuantityDef {
  unit: PerLocale<string>;
  /** Factor from the raw word (after sign decoding) to the value in that locale's unit. */
  scale: PerLocale<number>;
  /** Decimals shown in that locale (part 2 §9). */
  decimals: PerLocale<number>;
  /** Whether the raw word is two's complement (can be negative). */
  signed: boolean;
  /** What the controller can display, per locale, as numbers (part 2 §9 display ranges). */
  displayMin: PerLocale<number>;
  displayMax: PerLocale<number>;
  /** The same as text, as the register map's display_range column gives it. */
  displayRange: string;
  /** Scaling example for the register map's remarks column. */
  remarks: string;
}

export const QUANTITY_DEFS: Readonly<Record<Quantity, QuantityDef>> = {
  pressure: {
    unit: ['bar', 'MPa', 'MPa'],
    scale: [0.01, 0.001, 0.001],
    decimals: [3, 2, 2],
    signed: true,
    displayMin: [-99.9, -9.99, -9.99],
    displayMax: [99.9, 9.99, 9.99],
    displayRange: 'MPa -9.99 to 9.99; bar -99.9 to 99.9',
    remarks: 'raw 50 = 0.05 MPa (0.5 bar)',
  },
  lowPressure: {
    unit: ['mbar', 'kPa', 'kPa'],
    scale: [1, 0.1, 0.1],
    decimals: [3, 2, 2],
    signed: true,
    displayMin: [-9999, -999.9, -999.9],
    displayMax: [9999, 999.9, 999.9],
    displayRange: 'kPa -999.9 to 999.9; mbar -9999 to 9999',
    remarks: 'raw -500 = -50.0 kPa (-500 mbar)',
  },
  temperature: {
    unit: ['°C', '°C', '°C'],
    scale: [0.1, 0.1, 0.1],
    decimals: [1, 1, 1],
    signed: true,
    displayMin: [-999.9, -999.9, -999.9],
    displayMax: [999.9, 999.9, 999.9],
    displayRange: '-999.9 to 999.9',
    remarks: 'raw 200 = 20.0 °C',
  },
  current: {
    unit: ['A', 'A', 'A'],
    scale: [1, 1, 1],
    decimals: [0, 0, 0],
    signed: false,
    displayMin: [0, 0, 0],
    displayMax: [9999, 9999, 9999],
    displayRange: '0 to 9999',
    remarks: 'raw 52 = 52 A',
  },
  percent: {
    unit: ['%', '%', '%'],
    scale: [1, 1, 1],
    decimals: [0, 0, 0],
    signed: false,
    displayMin: [0, 0, 0],
    displayMax: [999, 999, 999],
    displayRange: '0 to 999',
    remarks: 'raw 75 = 75 %',
  },
};

/** bar per MPa (part 2 §9: bar is MPa times 10); mbar per kPa is the same factor. */
export const BAR_PER_MPA = 10;
export const MBAR_PER_KPA = 10;

/** Double words (running hours, start count): display limits of part 2 §9. */
export const RUNNING_HOURS_MAX = 9_999_999;
export const START_COUNT_MAX = 99_999_999;
export const WORD_MAX = 0xffff;
