/**
 * What the simulator remembers between runs (--state-file): when it first started (silent machines are
 * timed from then), whether the history backfill finished, and per machine the time up to which every
 * sample was published (or deliberately skipped) with the machine state at that time, so a restart
 * resumes the same machine exactly and only fills the gap. Written atomically (temp file, rename).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MachineState } from './physics.ts';

export interface Checkpoint {
  /** Every sample up to this time (ms) is published or deliberately skipped. */
  doneUntil: number;
  state: MachineState;
  /** Time and cumulative loaded ms of the last sample, for the load % of the next one. */
  lastSampleT: number | null;
  lastLoadedMs: number;
}

export interface SimulatorState {
  version: 1;
  seed: number;
  scenario: string;
  /** First start (ms). */
  epoch: number;
  /** When the first history backfill finished (ms); null while it runs. */
  backfillCompletedAt: number | null;
  machines: Record<string, Checkpoint>;
}

export class StateFileError extends Error {}

export function machineStateKey(modelId: string, serialNo: string): string {
  return `${modelId}/${serialNo}`;
}

export function loadState(file: string): SimulatorState | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`cannot read the state file ${file}: ${(error as Error).message}`);
  }
  let parsed: SimulatorState;
  try {
    parsed = JSON.parse(text) as SimulatorState;
  } catch (error) {
    throw new StateFileError(
      `the state file ${file} is not valid JSON (${(error as Error).message}); delete it to start afresh`,
    );
  }
  if (parsed.version !== 1 || typeof parsed.epoch !== 'number' || typeof parsed.machines !== 'object') {
    throw new StateFileError(
      `the state file ${file} is not one this simulator wrote; delete it to start afresh`,
    );
  }
  return parsed;
}

export function saveState(file: string, state: SimulatorState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(state));
  fs.renameSync(temp, file);
}
