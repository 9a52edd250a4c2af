/**
 * Sensor display presets of the trend graph (part 2 §3 "sensor display table", per model_id): each
 * measurement sensor with its chart, label, unit, min, max and show flag (show=false: hidden until the
 * user ticks it). The specification gives only examples (discharge pressure -0.20..1.40 MPa, ambient
 * -50.0..200.0 °C, load 0..140 %, current from 0.0 A, oil-free suction and discharge temperatures up to
 * 300 °C); the rest is our completion, derived from each model's register map.
 *
 * All nine models have a preset (part 2 §3 lists all nine); the gateway model and unknown ids have none,
 * and the trend graph refuses them with part 2 §8's message (the web's trendGraphNotApplicable).
 */
import { isModelId, MODEL_IDS, MODELS, type ModelId } from './catalogue.ts';
import { RATED_PERFORMANCE } from './performance.ts';
import { MODEL_REGISTERS, type RegisterDef } from './registers.ts';
import { BAR_PER_MPA, MBAR_PER_KPA, type PerLocale, type Quantity } from './units.ts';

/** The four charts of the trend graph (part 2 §2). */
export type TrendChart = 'pressure' | 'temperature' | 'current' | 'load';

/** Axis tick counts (part 2 §9); the temperature chart's ticks are left to the chart library. */
export const CHART_TICKS = { pressure: 8, current: 5, load: 7 } as const;

export interface SensorPreset {
  sensorId: string;
  chart: TrendChart;
  label: PerLocale<string>;
  unit: PerLocale<string>;
  min: PerLocale<number>;
  max: PerLocale<number>;
  /** false: hidden by default. */
  show: boolean;
}

/** Part 2 §3 examples, in locale 2/3 units (MPa, kPa, °C, A, %). */
export const PRESET_PRESSURE_RANGE = { min: -0.2, max: 1.4 } as const;
export const PRESET_AMBIENT_RANGE = { min: -50, max: 200 } as const;
export const PRESET_LOAD_RANGE = { min: 0, max: 140 } as const;
export const PRESET_CURRENT_MIN = 0;
export const PRESET_OIL_FREE_HOT_MAX = 300;

const CHART_OF: Readonly<Record<Quantity, TrendChart>> = {
  pressure: 'pressure',
  lowPressure: 'pressure',
  temperature: 'temperature',
  current: 'current',
  percent: 'load',
};

/** Sensors shown by default; every other measurement starts hidden. */
const SHOWN_KEYS: ReadonlySet<string> = new Set([
  'dischargePressure',
  'linePressure',
  'dischargeTemperature',
  'firstStageDischargeTemperature',
  'secondStageDischargeTemperature',
  'ambientTemperature',
  'oilTemperature',
  'waterTemperature',
  'motorCurrent',
  'load',
]);

/** Oil-free two-stage machines: suction and discharge temperatures get a 300 °C axis and are shown. */
const OIL_FREE_HOT_KEYS: ReadonlySet<string> = new Set([
  'firstStageDischargeTemperature',
  'secondStageDischargeTemperature',
  'suctionTemperature',
  'secondStageSuctionTemperature',
]);

/** Rounds away binary noise (1.4 × 10 = 14.000000000000002). */
const tidy = (v: number) => Math.round(v * 1e6) / 1e6;

/** A range in locale 2/3 units as per-locale values; English shows bar (MPa × 10) or mbar (kPa × 10). */
function perLocale(quantity: Quantity, v: number): PerLocale<number> {
  const en = quantity === 'pressure' ? v * BAR_PER_MPA : quantity === 'lowPressure' ? v * MBAR_PER_KPA : v;
  return [tidy(en), v, v];
}

/** Current axis: 1.5 × full-load current rounded up to a multiple of 50 A (5 ticks of round numbers). */
function currentMax(modelId: ModelId, key: string): number {
  if (key !== 'motorCurrent') return 50;
  return Math.ceil((RATED_PERFORMANCE[modelId].fullLoadCurrent * 1.5) / 50) * 50;
}

function presetOf(modelId: ModelId, r: RegisterDef): SensorPreset {
  const quantity = r.quantity!;
  const oilFreeHot = MODELS[modelId].compression === 'oil-free' && OIL_FREE_HOT_KEYS.has(r.key);
  let min: number;
  let max: number;
  switch (quantity) {
    case 'pressure':
      ({ min, max } = PRESET_PRESSURE_RANGE);
      break;
    case 'lowPressure':
      // Suction and water-circuit gauges keep their register range in kPa.
      min = r.min![1];
      max = r.max![1];
      break;
    case 'temperature':
      min = PRESET_AMBIENT_RANGE.min;
      max = oilFreeHot ? PRESET_OIL_FREE_HOT_MAX : PRESET_AMBIENT_RANGE.max;
      break;
    case 'current':
      min = PRESET_CURRENT_MIN;
      max = currentMax(modelId, r.key);
      break;
    case 'percent':
      ({ min, max } = PRESET_LOAD_RANGE);
      break;
  }
  return {
    sensorId: r.sensorId,
    chart: CHART_OF[quantity],
    label: r.name,
    unit: r.unit!,
    min: perLocale(quantity, min),
    max: perLocale(quantity, max),
    show: SHOWN_KEYS.has(r.key) || oilFreeHot,
  };
}

function buildPresets(modelId: ModelId): readonly SensorPreset[] {
  return MODEL_REGISTERS[modelId].filter((r) => r.kind === 'measurement').map((r) => presetOf(modelId, r));
}

export const TREND_PRESETS: Readonly<Record<ModelId, readonly SensorPreset[]>> = Object.fromEntries(
  MODEL_IDS.map((id) => [id, buildPresets(id)]),
) as Record<ModelId, readonly SensorPreset[]>;

/** The trend presets of a model; undefined when the trend graph does not apply (gateway, unknown ids). */
export function trendPresetsFor(modelId: string): readonly SensorPreset[] | undefined {
  return isModelId(modelId) ? TREND_PRESETS[modelId] : undefined;
}
