/** Runs one simulated machine through the real sample pipeline and reads its registers back. */
import type { RegisterSample } from '@airsight/contracts';
import type { ModelId } from '@airsight/contracts/models/catalogue';
import { createMachine, type Machine } from '../../src/physics.ts';
import { machineParams } from '../../src/profile.ts';
import { SCENARIO_TABLE, type ScenarioName } from '../../src/scenario.ts';
import { createStream, nextSample, type SampleStream } from '../../src/stream.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A fixed Monday 00:00 UTC, so that results do not depend on the day the tests run. */
export const T0 = Date.UTC(2026, 5, 1);

export interface Run {
  machine: Machine;
  stream: SampleStream;
  samples: { t: number; sample: RegisterSample }[];
}

export function machineOf(
  modelId: ModelId,
  options: { seed?: number; serial?: string; scenario?: ScenarioName; excessPower?: number } = {},
) {
  const params = machineParams(
    options.seed ?? 42,
    modelId,
    options.serial ?? `T2401-0001_C1`,
    'Asia/Tokyo',
    options.excessPower,
  );
  return createMachine(params, SCENARIO_TABLE[options.scenario ?? 'normal']);
}

/** Samples every `stepMs` in (from, to]; the machine starts at `from`. */
export function run(machine: Machine, from: number, to: number, stepMs: number): Run {
  const stream = createStream(machine, 'normal', Number.POSITIVE_INFINITY, { at: from });
  const samples: Run['samples'] = [];
  for (let t = from + stepMs; t <= to; t += stepMs) samples.push({ t, sample: nextSample(stream, t) });
  return { machine, stream, samples };
}

export const reg = (s: RegisterSample, address: string): number => {
  const v = s.registers[address];
  if (v === undefined) throw new Error(`register ${address} missing`);
  return v;
};

export const bit = (word: number, index: number): boolean => ((word >> index) & 1) === 1;

export const doubleWord = (s: RegisterSample, high: string, low: string): number =>
  reg(s, high) * 65_536 + reg(s, low);
