/**
 * The parameters of one simulated machine: what its model is like (from the model catalogue in
 * @airsight/contracts, with physical defaults per kind of machine where the catalogue says nothing), and
 * what this particular machine is like (pressure band, receiver, shift pattern), drawn from the seed.
 */
import { MODELS, type Drive, type ModelId } from '@airsight/contracts/models/catalogue';
import { RATED_PERFORMANCE } from '@airsight/contracts/models/performance';
import { between, initialRunningHours, machineKey, PURPOSE, uniform } from '@airsight/contracts/random';
import { scheduleOf, type Schedule } from '@airsight/contracts/running-hours';
import { MINUTE } from './time.ts';

/** How the machine compresses: decides temperatures, extra pressures and which registers it has. */
export type PhysicsKind = 'oil-injection' | 'oil-free' | 'water-injection';

/** Temperature channels: each follows its target (ambient plus a rise by machine state) with a lag. */
export const HEAT_CHANNELS = [
  'room',
  'discharge',
  'oil',
  'winding',
  'bearing',
  'suction',
  'stage2',
  'stage2Suction',
  'coolingIn',
  'coolingOut',
  'aftercooler',
] as const;
export type HeatChannel = (typeof HEAT_CHANNELS)[number];

/** Rise above ambient (°C) when loaded, unloaded, and the time constant (minutes) while running. */
export interface HeatSpec {
  loaded: number;
  unloaded: number;
  tauMinutes: number;
}

export interface MachineParams {
  modelId: ModelId;
  serialNo: string;
  timeZone: string;
  kind: PhysicsKind;
  /** Hash of seed and serial number: the root of every random choice for this machine. */
  key: number;
  /** Load until the upper limit, unload until the lower one (MPa, gauge). */
  pressureLow: number;
  pressureHigh: number;
  /**
   * Receiver size as time: at air demand d (share of rated delivery) a load phase lasts
   * cycleMinutes / (1 - d) and an unload phase cycleMinutes / d.
   */
  cycleMinutes: number;
  /** After this long unloaded the motor stops and waits for the lower pressure limit (auto start). */
  autoStopMs: number;
  /** Fixed speed: load/unload only. Inverter: holds the set pressure by speed while demand allows. */
  drive: Drive;
  /** Slowest speed of an inverter machine (share of full speed); below it, it loads and unloads. */
  minSpeed: number;
  /** Full-load current (A) and the share of it drawn unloaded or idling (the catalogue's no-load share). */
  fullLoadCurrent: number;
  noLoadShare: number;
  /**
   * Share of current (and so of power) drawn beyond a healthy machine while running: 0 for a healthy
   * one. Air delivery is unchanged, so its specific power is that much worse than its model's.
   */
  excessPower: number;
  fanCurrent: number;
  /**
   * When the plant wants the machine on. Outside those hours the operator stops it (the card shows it
   * stopped); inside them it runs and the air demand decides load and unload.
   */
  schedule: Schedule;
  /** Operated from a remote panel (most) or at the machine. */
  remote: boolean;
  /** Scales the plant's air demand: some plants run their machines harder than others. */
  demandScale: number;
  initialRunningHours: number;
  initialStarts: number;
  heat: Readonly<Record<HeatChannel, HeatSpec>>;
  /** Mean outdoor temperature of the site (°C) and the swings of the year and the day. */
  climate: { mean: number; yearly: number; daily: number };
}

export function physicsKindOf(modelId: ModelId): PhysicsKind {
  return MODELS[modelId].compression;
}

const NO_HEAT: HeatSpec = { loaded: 0, unloaded: 0, tauMinutes: 30 };

/**
 * The channels the single-stage (oil- and water-injected) machines share: no second stage and no
 * cooling-water circuit to heat, and the same suction and aftercooler rises.
 */
const SINGLE_STAGE_HEAT = {
  suction: { loaded: 3, unloaded: 2, tauMinutes: 10 },
  stage2: NO_HEAT,
  stage2Suction: NO_HEAT,
  coolingIn: NO_HEAT,
  coolingOut: NO_HEAT,
  aftercooler: { loaded: 10, unloaded: 5, tauMinutes: 8 },
} as const satisfies Partial<Record<HeatChannel, HeatSpec>>;

/** Typical temperature rises per kind of machine (°C above the compressor room). */
const HEAT: Readonly<Record<PhysicsKind, Readonly<Record<HeatChannel, HeatSpec>>>> = {
  'oil-injection': {
    room: { loaded: 7, unloaded: 5, tauMinutes: 45 },
    discharge: { loaded: 58, unloaded: 45, tauMinutes: 4 },
    oil: { loaded: 48, unloaded: 40, tauMinutes: 10 },
    winding: { loaded: 62, unloaded: 35, tauMinutes: 20 },
    bearing: { loaded: 32, unloaded: 24, tauMinutes: 25 },
    ...SINGLE_STAGE_HEAT,
  },
  'oil-free': {
    room: { loaded: 6, unloaded: 4, tauMinutes: 45 },
    // First stage discharge, before the intercooler.
    discharge: { loaded: 165, unloaded: 70, tauMinutes: 3 },
    oil: { loaded: 30, unloaded: 26, tauMinutes: 12 },
    winding: { loaded: 60, unloaded: 32, tauMinutes: 20 },
    bearing: { loaded: 30, unloaded: 22, tauMinutes: 25 },
    suction: { loaded: 4, unloaded: 3, tauMinutes: 10 },
    stage2: { loaded: 175, unloaded: 65, tauMinutes: 3 },
    stage2Suction: { loaded: 18, unloaded: 10, tauMinutes: 6 },
    coolingIn: { loaded: -4, unloaded: -4, tauMinutes: 30 },
    coolingOut: { loaded: 5, unloaded: 0, tauMinutes: 8 },
    aftercooler: { loaded: 8, unloaded: 4, tauMinutes: 8 },
  },
  'water-injection': {
    room: { loaded: 5, unloaded: 4, tauMinutes: 45 },
    // Injected water keeps the compression nearly isothermal.
    discharge: { loaded: 28, unloaded: 18, tauMinutes: 4 },
    oil: { loaded: 16, unloaded: 11, tauMinutes: 10 },
    winding: { loaded: 58, unloaded: 30, tauMinutes: 20 },
    bearing: { loaded: 26, unloaded: 20, tauMinutes: 25 },
    ...SINGLE_STAGE_HEAT,
  },
};

/** Pressure band (MPa) per kind: [lowest lower limit, highest upper limit] a machine may be set to. */
const PRESSURE_BANDS: Readonly<Record<PhysicsKind, readonly (readonly [number, number])[]>> = {
  'oil-injection': [
    [0.6, 0.7],
    [0.65, 0.78],
    [0.7, 0.85],
  ],
  'oil-free': [
    [0.6, 0.69],
    [0.62, 0.7],
  ],
  'water-injection': [
    [0.65, 0.75],
    [0.7, 0.83],
  ],
};

/**
 * Everything fixed about one machine, from its model, serial number, time zone and the seed; its excess
 * power (a fault, not drawn) from the fleet file.
 */
export function machineParams(
  seed: number,
  modelId: ModelId,
  serialNo: string,
  timeZone: string,
  excessPower = 0,
): MachineParams {
  const key = machineKey(seed, serialNo);
  const r = (n: number) => uniform(key, PURPOSE.params, n);
  const kind = physicsKindOf(modelId);
  const bands = PRESSURE_BANDS[kind];
  const band = bands[Math.floor(r(1) * bands.length)]!;
  const rated = RATED_PERFORMANCE[modelId];
  const schedule = scheduleOf(seed, serialNo);
  // An older machine has more hours; starts grow with hours (a few per day of running).
  const hours = initialRunningHours(seed, serialNo);
  return {
    modelId,
    serialNo,
    timeZone,
    kind,
    key,
    pressureLow: band[0],
    pressureHigh: band[1],
    // Long enough that 1-minute samples show the load/unload saw-tooth (a cycle of 3 to 7 min at half load).
    cycleMinutes: between(1.5, 3.5, key, PURPOSE.params, 6),
    autoStopMs: Math.round(between(8, 16, key, PURPOSE.params, 7)) * MINUTE,
    drive: MODELS[modelId].drive,
    minSpeed: between(0.25, 0.35, key, PURPOSE.params, 2),
    fullLoadCurrent: rated.fullLoadCurrent,
    noLoadShare: rated.noLoadPowerShare,
    excessPower,
    fanCurrent: Math.max(1, rated.motorKW * 0.04),
    schedule,
    remote: r(10) < 0.85,
    demandScale: between(0.8, 1.1, key, PURPOSE.params, 8),
    initialRunningHours: hours,
    initialStarts: Math.round(hours * between(0.4, 1.6, key, PURPOSE.params, 9)),
    heat: HEAT[kind],
    climate: climateOf(timeZone),
  };
}

/** A rough climate by time zone: enough for a believable daily and yearly ambient cycle. */
function climateOf(timeZone: string): MachineParams['climate'] {
  if (timeZone === 'America/Chicago') return { mean: 10, yearly: 14, daily: 5 };
  if (timeZone === 'Europe/Berlin') return { mean: 10, yearly: 9, daily: 5 };
  if (timeZone === 'Asia/Shanghai') return { mean: 17, yearly: 12, daily: 4 };
  return { mean: 16, yearly: 10, daily: 4 };
}
