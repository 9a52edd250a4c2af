/**
 * The fleet to simulate: read from a fleet file (the server writes DATA_DIR/demo-fleet.json for the demo
 * machines) or made up (`--fleet-size N`, for a broker on its own and for benches). Each machine gets a
 * behaviour: most are normal, a few never connected, a few fall silent at some point.
 */
import fs from 'node:fs';
import { isModelId, MODEL_IDS, type ModelId } from '@airsight/contracts/models/catalogue';
import { hashString, mix, PURPOSE, uniform } from '@airsight/contracts/random';
import type { Scenario } from './scenario.ts';
import { isValidTimeZone } from './time.ts';

export const BEHAVIOURS = ['normal', 'silent', 'never'] as const;
/** normal: publishes all the time; silent: stops publishing at some point; never: never publishes. */
export type Behaviour = (typeof BEHAVIOURS)[number];

export interface FleetMachine {
  model_id: ModelId;
  serial_no: string;
  time_zone: string;
  /** Optional hint from the fleet file; otherwise drawn from the seed and scenario. */
  behaviour?: Behaviour;
  /**
   * Share of power the machine draws beyond a healthy one while running, 0..1 (0.3: 30 % more), e.g.
   * a clogged separator element or a failing motor; absent: healthy. Only a fleet file gives it.
   */
  excess_power?: number;
}

export class FleetError extends Error {}

/**
 * Reads and checks a fleet file:
 * {"machines": [{"model_id", "serial_no", "time_zone", "behaviour"?, "excess_power"?}]}.
 */
export function readFleetFile(file: string): FleetMachine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FleetError(`cannot read the fleet file ${file}: ${(error as Error).message}`);
  }
  return parseFleet(parsed, file);
}

export function parseFleet(parsed: unknown, source: string): FleetMachine[] {
  const list = (parsed as { machines?: unknown } | null)?.machines;
  if (!Array.isArray(list)) throw new FleetError(`${source}: expected {"machines": [...]}`);
  const seen = new Set<string>();
  return list.map((entry: unknown, i) => {
    const m = entry as Partial<Record<keyof FleetMachine, unknown>>;
    const where = `${source}: machines[${i}]`;
    if (typeof m.model_id !== 'string' || !isModelId(m.model_id)) {
      throw new FleetError(`${where}.model_id must be one of ${MODEL_IDS.join(', ')}`);
    }
    if (typeof m.serial_no !== 'string' || !/^[^/+#\s]{1,64}$/.test(m.serial_no)) {
      throw new FleetError(`${where}.serial_no must be 1 to 64 characters without / + # or spaces`);
    }
    const timeZone = m.time_zone === undefined ? 'Asia/Tokyo' : m.time_zone;
    if (typeof timeZone !== 'string' || !isValidTimeZone(timeZone)) {
      throw new FleetError(`${where}.time_zone must be an IANA time zone such as Asia/Tokyo`);
    }
    if (m.behaviour !== undefined && !(BEHAVIOURS as readonly unknown[]).includes(m.behaviour)) {
      throw new FleetError(`${where}.behaviour must be one of ${BEHAVIOURS.join(', ')}`);
    }
    const excess = m.excess_power;
    if (excess !== undefined && !(typeof excess === 'number' && excess >= 0 && excess <= 1)) {
      throw new FleetError(`${where}.excess_power must be a number from 0 to 1`);
    }
    const key = `${m.model_id}/${m.serial_no}`;
    if (seen.has(key)) throw new FleetError(`${where}: ${key} is listed twice`);
    seen.add(key);
    const machine: FleetMachine = { model_id: m.model_id, serial_no: m.serial_no, time_zone: timeZone };
    if (m.behaviour !== undefined) machine.behaviour = m.behaviour as Behaviour;
    if (excess !== undefined) machine.excess_power = excess;
    return machine;
  });
}

/** A made-up fleet: the nine models in turn, serial numbers SIM00001_C99000 and on, in Tokyo. */
export function syntheticFleet(size: number): FleetMachine[] {
  return Array.from({ length: size }, (_, i) => ({
    model_id: MODEL_IDS[i % MODEL_IDS.length]!,
    serial_no: `SIM${String(i + 1).padStart(5, '0')}_C99000`,
    time_zone: 'Asia/Tokyo',
  }));
}

/**
 * Behaviour per machine. Hints in the fleet file win. For the rest, machines are ordered by a hash of
 * seed and serial number; the first share never connected, the next share fall silent, so the counts are
 * exact (at least one of each in a fleet of ten or more) and the same for the same seed.
 */
export function assignBehaviours(
  fleet: readonly FleetMachine[],
  scenario: Scenario,
  seed: number,
): Behaviour[] {
  const behaviours: Behaviour[] = fleet.map((m) => m.behaviour ?? 'normal');
  const free = fleet
    .map((m, i) => ({ i, h: mix(seed, PURPOSE.behaviour, hashString(m.serial_no)) }))
    .filter(({ i }) => fleet[i]!.behaviour === undefined)
    .sort((a, b) => a.h - b.h);
  const atLeastOne = fleet.length >= 10 ? 1 : 0;
  const never = Math.max(atLeastOne, Math.round(scenario.neverConnectedShare * fleet.length));
  const silent = Math.max(atLeastOne, Math.round(scenario.silentShare * fleet.length));
  free.forEach(({ i }, rank) => {
    if (rank < never) behaviours[i] = 'never';
    else if (rank < never + silent) behaviours[i] = 'silent';
  });
  return behaviours;
}

const HOUR = 3_600_000;

/**
 * When a silent machine stops publishing, relative to the simulator's first start (`epoch`): most went
 * silent some hours to a week before it (they show as disconnected at once); every third goes silent
 * 30 to 90 minutes after it, so a running demo shows a machine dropping out (disconnected 160 min later).
 */
export function silentFrom(seed: number, serialNo: string, epoch: number): number {
  const u = uniform(seed, PURPOSE.silent, hashString(serialNo));
  const v = uniform(seed, PURPOSE.silent, hashString(serialNo), 2);
  if (u < 1 / 3) return epoch + Math.round(((0.5 + v) * HOUR) / 60_000) * 60_000;
  return epoch - Math.round(((3 + v * 165) * HOUR) / 60_000) * 60_000;
}
