/**
 * From physical readings to the raw 16-bit words a gateway reads from the controller: each measurement
 * converted with the scaling of the model's register map (registersForModel: pressure raw 50 = 0.05 MPa,
 * temperature raw 200 = 20.0 °C), negatives in two's complement, running hours and starts as double words
 * (high word first), event bits in 0024-0029 and the panel lamps in 0027 at the model's bit positions.
 */
import { encodeLamps } from '@airsight/contracts/domain/status';
import { splitDoubleWord } from '@airsight/contracts/domain/values';
import type { ModelId } from '@airsight/contracts/models/catalogue';
import { registersForModel, type RegisterDef } from '@airsight/contracts/models/registers';
import type { PhysicalSample } from './physics.ts';
import { physicsKindOf, type PhysicsKind } from './profile.ts';

/** A raw 16-bit word: negative values in two's complement, out-of-range values clamped. */
export function toWord(value: number): number {
  const n = Math.round(value);
  if (n < -32_768) return 32_768;
  if (n < 0) return n + 65_536;
  return Math.min(n, 65_535);
}

type Quantity = (s: PhysicalSample, loadPercent: number) => number;

/** The physical quantity behind each register key of the catalogue (RegisterDef.key). */
const QUANTITY_BY_KEY: Readonly<Record<string, Quantity>> = {
  suctionPressure: (s) => s.suctionPressure,
  dischargePressure: (s) => s.pressure,
  linePressure: (s) => s.linePressure,
  separatorPressure: (s) => s.separatorPressure,
  intermediatePressure: (s) => s.intermediatePressure,
  oilPressure: (s) => s.oilPressure,
  waterCircuitOilPressure: (s) => s.oilPressure,
  waterFilterPressure: (s) => s.waterFilterPressure,
  dischargeTemperature: (s) => s.temperatures.discharge,
  firstStageDischargeTemperature: (s) => s.temperatures.discharge,
  ambientTemperature: (s) => s.ambient,
  oilTemperature: (s) => s.temperatures.oil,
  waterTemperature: (s) => s.temperatures.oil,
  // The injected water comes from the water tank through the cooler: a little below the tank.
  injectionWaterTemperature: (s) => s.temperatures.oil - 3,
  suctionTemperature: (s) => s.temperatures.suction,
  coolingWaterInletTemperature: (s) => s.temperatures.coolingIn,
  coolingWaterOutletTemperature: (s) => s.temperatures.coolingOut,
  secondStageDischargeTemperature: (s) => s.temperatures.stage2,
  secondStageSuctionTemperature: (s) => s.temperatures.stage2Suction,
  motorWindingTemperature: (s) => s.temperatures.winding,
  bearingTemperature: (s) => s.temperatures.bearing,
  aftercoolerOutletTemperature: (s) => s.temperatures.aftercooler,
  motorCurrent: (s) => s.current,
  fanMotorCurrent: (s) => s.fanCurrent,
  load: (_s, load) => load,
  inverterOutput: (s) => s.speed * 100,
};

/**
 * Registers a kind of machine does not fill although its map lists them: air-cooled machines have no
 * cooling water, water-cooled oil-free machines no cooler fan; no simulated machine has a dryer sensor.
 */
const NOT_FITTED: Readonly<Record<PhysicsKind, ReadonlySet<string>>> = {
  'oil-injection': new Set([
    'coolingWaterInletTemperature',
    'coolingWaterOutletTemperature',
    'dryerEvaporatorTemperature',
  ]),
  'oil-free': new Set(['fanMotorCurrent', 'dryerEvaporatorTemperature']),
  'water-injection': new Set([
    'coolingWaterInletTemperature',
    'coolingWaterOutletTemperature',
    'fanMotorCurrent',
    'dryerEvaporatorTemperature',
  ]),
};

/** Physical quantities are in MPa (pressure), °C, A and %; this gives the factor to the register's unit. */
function unitFactor(unit: string): number | undefined {
  switch (unit) {
    case 'MPa':
    case '°C':
    case 'A':
    case '%':
      return 1;
    case 'kPa':
      return 1000;
    case 'bar':
      return 10;
    case 'mbar':
      return 10_000;
    default:
      return undefined;
  }
}

export interface RegisterPlan {
  address: string;
  quantity: Quantity;
  /** Physical value times this, rounded, is the raw value. */
  rawPerUnit: number;
  /** Two's complement word; an unsigned register cannot go below 0. */
  signed: boolean;
}

export interface ModelEncoding {
  modelId: ModelId;
  measurements: readonly RegisterPlan[];
}

const encodings = new Map<ModelId, ModelEncoding>();

/** Raw value per physical unit for a register, from the register map's unit and scale (locale 2: MPa, °C). */
export function rawPerUnit(def: RegisterDef): number | undefined {
  if (def.kind !== 'measurement' || !def.unit || !def.scale) return undefined;
  // Locale 2 holds the SI-style unit (MPa / kPa / °C); fall back to locale 1 (bar / mbar).
  for (const i of [1, 0] as const) {
    const factor = unitFactor(def.unit[i]);
    const scale = def.scale[i];
    if (factor !== undefined && scale > 0) return factor / scale;
  }
  return undefined;
}

/** The registers a model publishes and how to fill each one. */
export function encodingOf(modelId: ModelId): ModelEncoding {
  const cached = encodings.get(modelId);
  if (cached) return cached;
  const notFitted = NOT_FITTED[physicsKindOf(modelId)];
  const measurements: RegisterPlan[] = [];
  for (const def of registersForModel(modelId)) {
    const quantity = QUANTITY_BY_KEY[def.key];
    const perUnit = rawPerUnit(def);
    // A register the model's map does not list as a measurement, or one we cannot fill, is not published.
    if (!quantity || perUnit === undefined || notFitted.has(def.key)) continue;
    measurements.push({ address: def.address, quantity, rawPerUnit: perUnit, signed: def.signed });
  }
  const encoding = { modelId, measurements };
  encodings.set(modelId, encoding);
  return encoding;
}

/** The panel lamp word 0027 for a sample: every lamp of the model's layout (contracts' encodeLamps). */
function lampWord(modelId: ModelId, s: PhysicalSample): number {
  return encodeLamps(modelId, {
    power: true,
    start: s.running,
    load: s.loaded,
    // Waiting for the lower pressure limit with the motor off, ready to start by itself.
    autoStart: s.mode === 'standby',
    stop: s.mode === 'stopped',
    remote: s.remote,
    local: !s.remote,
    emergency: s.events.some((e) => e.kind === 'emergency'),
    caution: s.events.some((e) => e.kind === 'caution'),
    maintenance: s.events.some((e) => e.kind === 'maintenance' || e.kind === 'annual'),
  });
}

/** All registers of one sample, keyed by 4-digit address in address order. */
export function encodeRegisters(
  encoding: ModelEncoding,
  s: PhysicalSample,
  loadPercent: number,
): Record<string, number> {
  const registers: Record<string, number> = {};
  for (const plan of encoding.measurements) {
    const raw = plan.quantity(s, loadPercent) * plan.rawPerUnit;
    registers[plan.address] = toWord(plan.signed ? raw : Math.max(0, raw));
  }
  const [hoursHigh, hoursLow] = splitDoubleWord(s.runningHours);
  const [startsHigh, startsLow] = splitDoubleWord(s.starts);
  registers['0020'] = hoursHigh;
  registers['0021'] = hoursLow;
  registers['0022'] = startsHigh;
  registers['0023'] = startsLow;
  const words: Record<number, number> = { 24: 0, 25: 0, 26: 0, 28: 0, 29: 0 };
  for (const e of s.events) if (e.register !== undefined) words[e.register]! |= 1 << e.bit;
  registers['0024'] = words[24]!;
  registers['0025'] = words[25]!;
  registers['0026'] = words[26]!;
  registers['0027'] = lampWord(encoding.modelId, s);
  registers['0028'] = words[28]!;
  registers['0029'] = words[29]!;
  return sortByAddress(registers);
}

function sortByAddress(registers: Record<string, number>): Record<string, number> {
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(registers).sort()) sorted[key] = registers[key]!;
  return sorted;
}
