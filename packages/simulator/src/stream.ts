/**
 * A machine's stream of samples in time order: advances the physics, reads it, encodes the registers and
 * works out the load % over the time since the previous sample. Also says whether a sample is published:
 * never-connected machines publish nothing, silent ones stop at their time, outages publish nothing.
 */
import type { RegisterSample } from '@airsight/contracts';
import type { Behaviour } from './fleet.ts';
import { advance, initialState, sampleAt, type Machine, type MachineState } from './physics.ts';
import { encodeRegisters, encodingOf, type ModelEncoding } from './registers.ts';
import type { Checkpoint } from './state-store.ts';
import { isoWithOffset } from './time.ts';

export interface SampleStream {
  machine: Machine;
  encoding: ModelEncoding;
  behaviour: Behaviour;
  /** Silent machines publish nothing from this time on. */
  silentFrom: number;
  state: MachineState;
  lastSampleT: number | undefined;
  lastLoadedMs: number;
}

export function createStream(
  machine: Machine,
  behaviour: Behaviour,
  silentFrom: number,
  start: { at: number } | { checkpoint: Checkpoint },
): SampleStream {
  const base = { machine, encoding: encodingOf(machine.params.modelId), behaviour, silentFrom };
  if ('checkpoint' in start) {
    const c = start.checkpoint;
    return { ...base, state: c.state, lastSampleT: c.lastSampleT ?? undefined, lastLoadedMs: c.lastLoadedMs };
  }
  return { ...base, state: initialState(machine, start.at), lastSampleT: undefined, lastLoadedMs: 0 };
}

/** A copy that can run on independently (states are never changed in place, so sharing them is safe). */
export function forkStream(stream: SampleStream): SampleStream {
  return { ...stream };
}

export function isPublished(stream: SampleStream, t: number): boolean {
  if (stream.behaviour === 'never') return false;
  if (stream.behaviour === 'silent' && t >= stream.silentFrom) return false;
  return !stream.machine.events.isOutage(t);
}

/** The next sample at t (later than the previous one). */
export function nextSample(stream: SampleStream, t: number): RegisterSample {
  stream.state = advance(stream.machine, stream.state, t);
  const physical = sampleAt(stream.machine, stream.state, t);
  let loadPercent: number;
  if (stream.lastSampleT !== undefined && t > stream.lastSampleT) {
    loadPercent = (100 * (physical.loadedMs - stream.lastLoadedMs)) / (t - stream.lastSampleT);
  } else {
    loadPercent = physical.loaded ? 100 : 0;
  }
  stream.lastSampleT = t;
  stream.lastLoadedMs = physical.loadedMs;
  return {
    time: isoWithOffset(t, stream.machine.params.timeZone),
    registers: encodeRegisters(stream.encoding, physical, Math.min(100, Math.max(0, loadPercent))),
  };
}

export function checkpointOf(stream: SampleStream, doneUntil: number): Checkpoint {
  return {
    doneUntil,
    state: stream.state,
    lastSampleT: stream.lastSampleT ?? null,
    lastLoadedMs: stream.lastLoadedMs,
  };
}
