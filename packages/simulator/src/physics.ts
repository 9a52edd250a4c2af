/**
 * The physics of one machine. Loaded, it fills the receiver at (1 - demand) of its delivery until the
 * upper pressure limit; unloaded, the demand drains it to the lower limit; unloaded for too long, the motor
 * stops (standby) and starts again at the lower limit. Outside the plant's hours, or tripped by an
 * emergency, the machine is stopped and the pressure decays. Temperatures follow a first-order lag toward
 * ambient plus a rise that depends on the state.
 *
 * The state is a plain object anchored at a time. `advance` moves the anchor only to breakpoints (demand
 * buckets, event starts and ends, load/unload switches); `sampleAt` evaluates between breakpoints without
 * changing the state. So the state at any time is the same however often it is sampled, and a saved state
 * resumes exactly where it left off.
 */
import { demandAt, DEMAND_BUCKET_MS, scheduledOn } from './demand.ts';
import { EventSchedule, type SimEvent } from './events.ts';
import { HEAT_CHANNELS, type HeatChannel, type MachineParams } from './profile.ts';
import { PURPOSE, uniform } from '@airsight/contracts/random';
import { runningHoursAt } from '@airsight/contracts/running-hours';
import type { Scenario } from './scenario.ts';
import { HOUR, localParts, MINUTE } from './time.ts';

export type Mode = 'stopped' | 'standby' | 'loaded' | 'unloaded';

export interface MachineState {
  /** Anchor time (ms, UTC): every other field holds at this instant. */
  t: number;
  mode: Mode;
  /** Discharge pressure, MPa gauge. */
  pressure: number;
  /** When the current unloaded stretch began (for the auto-stop timer). */
  unloadedSince: number;
  /** Temperature rise above ambient per channel (°C), in the order of HEAT_CHANNELS. */
  rise: number[];
  /** Motor-on time since the simulation began (ms). */
  runningMs: number;
  /** Loaded time weighted by speed (full-load equivalent ms): the load % is its rate of change. */
  loadedMs: number;
  /** Motor starts since the simulation began. */
  starts: number;
}

/** A machine: its fixed parameters, its scenario and its event schedule (derived, never saved). */
export interface Machine {
  params: MachineParams;
  scenario: Scenario;
  events: EventSchedule;
}

export function createMachine(params: MachineParams, scenario: Scenario): Machine {
  return { params, scenario, events: new EventSchedule(params.key, params.modelId, scenario.rates) };
}

const ROOM = HEAT_CHANNELS.indexOf('room');
/** Pressures closer than this (MPa) are equal: the limits are reached in floating point. */
const PRESSURE_EPSILON = 1e-7;

/** Filling the plant from below the band goes this many times faster than the band's own rate. */
const FILL_SPEEDUP = 4;
/** Time constant of pressure decay of a stopped machine (leaks and other consumers drain the line). */
const STOPPED_DECAY_MS = 40 * MINUTE;
/** Stopped or in standby, the machine cools more slowly than it heats while running. */
const COOLING_SLOWDOWN = 3;

/** The state of a machine at t, as if it had been running (or stopped) for a while. */
export function initialState(machine: Machine, t: number): MachineState {
  const { params } = machine;
  const on = scheduledOn(params, t) && !machine.events.isTripped(t);
  const rise = HEAT_CHANNELS.map((channel) => (on ? params.heat[channel].unloaded : 0));
  return {
    t,
    mode: on ? 'unloaded' : 'stopped',
    pressure: on ? (params.pressureLow + params.pressureHigh) / 2 : 0,
    unloadedSince: t,
    rise,
    runningMs: 0,
    loadedMs: 0,
    starts: 0,
  };
}

const isRunning = (mode: Mode) => mode === 'loaded' || mode === 'unloaded';

function bandRatePerMs(params: MachineParams): number {
  return (params.pressureHigh - params.pressureLow) / (params.cycleMinutes * MINUTE);
}

/** Where an inverter machine holds the pressure: the middle of its band. */
function setPoint(params: MachineParams): number {
  return (params.pressureLow + params.pressureHigh) / 2;
}

interface LoadedPhase {
  /** Share of full speed (fixed-speed machines: 1). */
  speed: number;
  /** Pressure change, MPa per ms. */
  rate: number;
  /** Pressure at which this phase ends; undefined while an inverter holds its set pressure. */
  until: number | undefined;
}

/**
 * The loaded machine at pressure p and demand d. Below the band (filling the plant after a stop) the plant
 * draws little: it fills fast. A fixed-speed machine then rises at (1 - d) to the upper limit. An inverter
 * machine rises at full speed to its set pressure and holds it by running at the demand's speed; when the
 * demand is below its slowest speed it rises at (minSpeed - d) to the upper limit and unloads there.
 */
function loadedPhase(params: MachineParams, p: number, demand: number): LoadedPhase {
  const r = bandRatePerMs(params);
  if (p < params.pressureLow - PRESSURE_EPSILON)
    return { speed: 1, rate: r * FILL_SPEEDUP, until: params.pressureLow };
  if (params.drive === 'fixed-speed') return { speed: 1, rate: r * (1 - demand), until: params.pressureHigh };
  const target = setPoint(params);
  if (p < target - PRESSURE_EPSILON) return { speed: 1, rate: r * (1 - demand), until: target };
  if (demand >= params.minSpeed) return { speed: demand, rate: 0, until: undefined };
  return { speed: params.minSpeed, rate: r * (params.minSpeed - demand), until: params.pressureHigh };
}

/** Speed (share of full speed) of the compressor in a state: 0 unless loaded. */
function speedOf(params: MachineParams, state: MachineState, demand: number): number {
  return state.mode === 'loaded' ? loadedPhase(params, state.pressure, demand).speed : 0;
}

/** Pressure after dt ms in the current mode (no switch inside dt). */
function pressureAfter(params: MachineParams, state: MachineState, demand: number, dt: number): number {
  switch (state.mode) {
    case 'loaded':
      return state.pressure + loadedPhase(params, state.pressure, demand).rate * dt;
    case 'unloaded':
    case 'standby':
      return state.pressure - bandRatePerMs(params) * demand * dt;
    case 'stopped':
      return state.pressure * Math.exp(-dt / STOPPED_DECAY_MS);
  }
}

/** When the current mode (or loaded phase) ends by itself: a pressure reached or the auto-stop timer. */
function modeEnd(params: MachineParams, state: MachineState, demand: number): number {
  const rate = bandRatePerMs(params);
  switch (state.mode) {
    case 'loaded': {
      const phase = loadedPhase(params, state.pressure, demand);
      if (phase.until === undefined) return Number.POSITIVE_INFINITY;
      return state.t + Math.max(0, phase.until - state.pressure) / phase.rate;
    }
    case 'unloaded': {
      const toLow = state.t + Math.max(0, state.pressure - params.pressureLow) / (rate * demand);
      const autoStop = Math.max(state.t, state.unloadedSince + params.autoStopMs);
      // The controller stops the motor only when the pressure would hold for at least a minute more;
      // otherwise it would have to start again at once.
      return toLow - autoStop > MINUTE ? autoStop : toLow;
    }
    case 'standby':
      return state.t + Math.max(0, state.pressure - params.pressureLow) / (rate * demand);
    case 'stopped':
      return Number.POSITIVE_INFINITY;
  }
}

interface HeatTable {
  /** Indexes (into HEAT_CHANNELS) of the channels that ever warm up; the others stay at ambient. */
  heated: number[];
  loaded: number[];
  unloaded: number[];
  tauMs: number[];
}

const heatTables = new WeakMap<MachineParams['heat'], HeatTable>();

/** The heat specs as arrays: evolve runs for every breakpoint of a year of history, so it must be cheap. */
function heatTableOf(params: MachineParams): HeatTable {
  let table = heatTables.get(params.heat);
  if (!table) {
    const specs = HEAT_CHANNELS.map((c) => params.heat[c]);
    table = {
      heated: specs.flatMap((spec, i) => (spec.loaded !== 0 || spec.unloaded !== 0 ? [i] : [])),
      loaded: specs.map((spec) => spec.loaded),
      unloaded: specs.map((spec) => spec.unloaded),
      tauMs: specs.map((spec) => spec.tauMinutes * MINUTE),
    };
    heatTables.set(params.heat, table);
  }
  return table;
}

/** Moves every continuous quantity from the anchor to `to` (no breakpoint in between). */
function evolve(params: MachineParams, state: MachineState, demand: number, to: number): MachineState {
  const dt = to - state.t;
  if (dt <= 0) return state;
  const running = isRunning(state.mode);
  const table = heatTableOf(params);
  const targets =
    state.mode === 'loaded' ? table.loaded : state.mode === 'unloaded' ? table.unloaded : undefined;
  const slowdown = running ? 1 : COOLING_SLOWDOWN;
  const rise = state.rise.slice();
  for (const i of table.heated) {
    const target = targets ? targets[i]! : 0;
    rise[i] = target + (state.rise[i]! - target) * Math.exp(-dt / (table.tauMs[i]! * slowdown));
  }
  return {
    t: to,
    mode: state.mode,
    pressure: pressureAfter(params, state, demand, dt),
    unloadedSince: state.unloadedSince,
    rise,
    runningMs: state.runningMs + (running ? dt : 0),
    loadedMs: state.loadedMs + speedOf(params, state, demand) * dt,
    starts: state.starts,
  };
}

/** Starts or stops the motor when the plant's hours or an emergency say so. */
function applyPermission(machine: Machine, state: MachineState): MachineState {
  const allowed = scheduledOn(machine.params, state.t) && !machine.events.isTripped(state.t);
  if (!allowed && state.mode !== 'stopped') return { ...state, mode: 'stopped' };
  if (allowed && state.mode === 'stopped') return { ...state, mode: 'loaded', starts: state.starts + 1 };
  return state;
}

/** The switch at the end of a mode: load, unload, auto stop, auto start. */
function switchMode(params: MachineParams, state: MachineState): MachineState {
  switch (state.mode) {
    case 'loaded': {
      // Reached the band after filling, or an inverter's set pressure: go on loading, next phase.
      if (state.pressure < params.pressureHigh - PRESSURE_EPSILON) {
        const target = state.pressure < setPoint(params) - 1e-4 ? params.pressureLow : setPoint(params);
        return { ...state, pressure: Math.max(state.pressure, target) };
      }
      return { ...state, mode: 'unloaded', pressure: params.pressureHigh, unloadedSince: state.t };
    }
    case 'unloaded':
      // Ended before reaching the lower limit: that was the auto-stop timer (see modeEnd).
      if (
        state.t >= state.unloadedSince + params.autoStopMs &&
        state.pressure - params.pressureLow > PRESSURE_EPSILON
      ) {
        return { ...state, mode: 'standby' };
      }
      return { ...state, mode: 'loaded', pressure: params.pressureLow };
    case 'standby':
      return { ...state, mode: 'loaded', pressure: params.pressureLow, starts: state.starts + 1 };
    case 'stopped':
      return state;
  }
}

/** At most this many breakpoints per call: a guard against a loop that never ends, far above real counts. */
const MAX_STEPS_PER_DAY = 20_000;

/**
 * Advances the state to the last breakpoint at or before `to`. The result is exact at every breakpoint;
 * use sampleAt for times in between.
 */
export function advance(machine: Machine, state: MachineState, to: number): MachineState {
  const { params } = machine;
  let s = applyPermission(machine, state);
  const guard = MAX_STEPS_PER_DAY * Math.max(1, Math.ceil((to - s.t) / (24 * HOUR)));
  for (let step = 0; step < guard; step++) {
    const bucketEnd = (Math.floor(s.t / DEMAND_BUCKET_MS) + 1) * DEMAND_BUCKET_MS;
    const eventNext = machine.events.nextChangeAfter(s.t, bucketEnd);
    const demand = demandAt(params, machine.scenario.demandFactor, s.t);
    const end = modeEnd(params, s, demand);
    const next = Math.min(eventNext, end);
    if (next > to) return s;
    s = evolve(params, s, demand, next);
    if (end <= eventNext) s = switchMode(params, s);
    s = applyPermission(machine, s);
  }
  throw new Error(`simulation of ${params.serialNo} did not reach ${new Date(to).toISOString()}`);
}

/** Physical readings of a machine at one instant. */
export interface PhysicalSample {
  t: number;
  mode: Mode;
  running: boolean;
  loaded: boolean;
  /** Pressures in MPa gauge (suction negative: vacuum). */
  pressure: number;
  linePressure: number;
  suctionPressure: number;
  intermediatePressure: number;
  /** Oil pressure; on the water-injected machine the water circuit's injection pressure. */
  oilPressure: number;
  separatorPressure: number;
  waterFilterPressure: number;
  /** Temperatures in °C. */
  ambient: number;
  temperatures: Record<HeatChannel, number>;
  /** Currents in A. */
  current: number;
  fanCurrent: number;
  /** Operated remotely (the Remote lamp) or at the machine (the Local lamp). */
  remote: boolean;
  /** Share of full speed now (inverter output); 0 unless loaded. */
  speed: number;
  /** Cumulative full-load-equivalent time (ms), for the load % over a sample interval. */
  loadedMs: number;
  runningHours: number;
  starts: number;
  events: SimEvent[];
}

/** Outdoor temperature at the site: a yearly and a daily cycle (warmest mid-afternoon, late July). */
export function outdoorTemperature(params: MachineParams, t: number): number {
  const { hour, dayOfYear } = localParts(params.timeZone, t);
  const { mean, yearly, daily } = params.climate;
  return (
    mean -
    yearly * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365) +
    daily * Math.sin((2 * Math.PI * (hour - 9)) / 24)
  );
}

/**
 * The readings at t, from a state already advanced to t (state.t <= t, no breakpoint in between).
 * Does not change the state.
 */
export function sampleAt(machine: Machine, state: MachineState, t: number): PhysicalSample {
  const { params } = machine;
  if (t < state.t) throw new Error('sampleAt: the state is already past the sample time');
  const demand = demandAt(params, machine.scenario.demandFactor, state.t);
  const s = evolve(params, state, demand, t);
  const minute = Math.floor(t / MINUTE);
  const noise = (channel: number) => uniform(params.key, PURPOSE.noise, minute, channel) - 0.5;
  const running = isRunning(s.mode);
  const loaded = s.mode === 'loaded';
  const band = params.pressureHigh - params.pressureLow;
  const within = band > 0 ? Math.min(1, Math.max(0, (s.pressure - params.pressureLow) / band)) : 0;

  const ambient = outdoorTemperature(params, t) + s.rise[ROOM]! + 0.3 * noise(1);
  const temperatures = {} as Record<HeatChannel, number>;
  HEAT_CHANNELS.forEach((channel, i) => {
    temperatures[channel] = ambient + s.rise[i]! + 0.4 * noise(10 + i);
  });
  temperatures.room = ambient;

  const pressure = Math.max(0, s.pressure + 0.002 * noise(2));
  let current = 0;
  const speed = speedOf(params, s, demand);
  if (loaded && params.drive === 'fixed-speed') {
    current = params.fullLoadCurrent * (0.9 + 0.1 * within) * (1 + 0.02 * noise(3));
  } else if (loaded) {
    // An inverter draws the no-load share plus the rest in proportion to its speed.
    current =
      params.fullLoadCurrent *
      (params.noLoadShare + (1 - params.noLoadShare) * speed) *
      (1 + 0.02 * noise(3));
  } else if (running) {
    current = params.fullLoadCurrent * params.noLoadShare * (1 + 0.04 * noise(3));
  }
  // A faulty machine draws more for the same work, loaded and unloaded alike.
  current *= 1 + params.excessPower;

  // Suction: the inlet filter's loss when loaded; the closed inlet valve pulls a vacuum when unloaded.
  const suctionPressure = loaded
    ? -0.0035 + 0.0005 * noise(5)
    : running
      ? params.kind === 'water-injection'
        ? -0.03
        : -0.065
      : 0;
  let oilPressure: number;
  let intermediatePressure = 0;
  let separatorPressure = 0;
  let waterFilterPressure = 0;
  if (params.kind === 'oil-injection') {
    oilPressure = loaded ? 0.42 * pressure : running ? 0.2 : s.mode === 'standby' ? 0.05 : 0;
    // The separator tank sits before the minimum-pressure valve; unloaded it blows down.
    separatorPressure = loaded ? pressure + 0.02 : running ? 0.22 : s.mode === 'standby' ? 0.05 : 0;
  } else if (params.kind === 'oil-free') {
    // Gear and bearing lubrication, and the pressure between the two stages.
    oilPressure = running ? 0.2 + 0.01 * noise(4) : 0;
    intermediatePressure = loaded ? 0.21 + 0.05 * within : running ? -0.02 : 0;
  } else {
    // The water circuit: injection pressure and the pressure before the water filter.
    oilPressure = loaded ? 0.25 + 0.01 * noise(4) : running ? 0.15 : 0;
    waterFilterPressure = loaded ? 0.3 + 0.01 * noise(4) : running ? 0.18 : 0;
  }

  return {
    t,
    mode: s.mode,
    running,
    loaded,
    pressure,
    linePressure: Math.max(0, running ? pressure - (0.01 + 0.02 * demand) : pressure * 0.98),
    suctionPressure,
    intermediatePressure,
    oilPressure,
    separatorPressure,
    waterFilterPressure,
    ambient,
    temperatures,
    current,
    fanCurrent: running ? params.fanCurrent * (1 + 0.05 * noise(6)) : 0,
    remote: params.remote,
    speed,
    loadedMs: s.loadedMs,
    // The counter the demo's service history reads too (contracts running-hours.ts): hours on shift.
    runningHours: runningHoursAt(params, t),
    starts: params.initialStarts + s.starts,
    events: machine.events.activeAt(t),
  };
}
