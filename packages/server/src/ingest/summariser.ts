/**
 * The summariser: keeps the hourly M4 summaries (repositories/hourly-summaries.ts) of every measurement
 * register and the hourly operating sums (repositories/operating-hours.ts) of every device with data
 * covering all sealed hours from its first sample, and applies the notes of late samples, so that a read
 * finds them made: the first call on a year costs what the next one does.
 *
 * It runs right after start and then a minute after each round ends, in the roles that run ingest. A
 * round goes over the devices that need work in passes, at most a month of hours per device and coverage
 * range per pass, each slice one short transaction (refreshHourlyM4, whose advisory lock serialises two
 * processes on the same device: the second finds the hours covered). A database that goes away ends the
 * round with a log line; the next round starts over from what the database holds.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { Logger } from 'pino';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
import { MODEL_REGISTERS } from '@airsight/contracts/models/registers';
import type { Db } from '../db/database.ts';
import {
  listDevicesToSummarise,
  readSummaryState,
  refreshHourlyM4,
  type CoveredHours,
  type SummaryCandidate,
} from '../repositories/hourly-summaries.ts';
import { refreshOperatingHours } from '../repositories/operating-hours.ts';
import { isTransientDatabaseError } from './db-errors.ts';
import { startRounds, type Rounds } from '../background-rounds.ts';

const HOUR_MS = 3_600_000;
/** The most hours one slice summarises: a month, so a year of backfill is a dozen short transactions. */
const SLICE_MS = 31 * 24 * HOUR_MS;
const ROUND_INTERVAL_MS = 60_000;
/** More passes than any retention keeps months: a device that still has work then waits for the next round. */
const MAX_PASSES_PER_DEVICE = 64;

/**
 * Per model: the measurement registers (bit words and double words are summarised only when read), and
 * whether it has operating sums (models with rated data).
 */
const WANTED = Object.entries(MODEL_REGISTERS).map(([modelId, registers]) => ({
  modelId,
  sensorIds: registers.filter((r) => r.kind === 'measurement').map((r) => r.sensorId),
  operating: ratedPerformanceOf(modelId) !== undefined,
}));
const wantedOf = new Map(WANTED.map((w) => [w.modelId, w]));

/** What the summariser remembers between rounds: devices without samples, by their newest measure time. */
interface SummariserMemory {
  withoutSamples: Map<string, number>;
}

const newSummariserMemory = (): SummariserMemory => ({ withoutSamples: new Map() });

interface RoundResult {
  devices: number;
  hours: number;
}

/**
 * Hours before a device's first sample hold nothing to summarise, so its M4 coverage reaches back to
 * here in one cheap slice: a read of any period after it then finds the registers covered and summarises
 * nothing. (A sample that arrives later for those hours is a late sample like any other.)
 */
const EARLIEST = Date.UTC(1970, 0, 1);

/**
 * The next hours [from, to) to summarise for a summary with this coverage: the month before the covered
 * range back to the first sample, then at once back to `floor` (no samples there), else the month after
 * it up to the sealed hours; none when complete.
 */
function nextSlice(covered: CoveredHours | undefined, first: number, sealed: number, floor = first) {
  if (!covered) return first < sealed ? { from: first, to: Math.min(first + SLICE_MS, sealed) } : undefined;
  if (covered.from > first) return { from: Math.max(first, covered.from - SLICE_MS), to: covered.from };
  if (covered.from > floor) return { from: floor, to: covered.from };
  if (covered.to < sealed) return { from: covered.to, to: Math.min(covered.to + SLICE_MS, sealed) };
  return undefined;
}

/**
 * One pass over one device: a slice for each group of registers that share their coverage and one for
 * the operating sums, and the late samples' notes. Answers the hours the longest slice covered (0: only
 * notes applied), or undefined when the device has no samples.
 */
async function summariseDevice(db: Db, device: SummaryCandidate, log: Logger): Promise<number | undefined> {
  const wanted = wantedOf.get(device.modelId);
  const sensorIds = wanted?.sensorIds ?? [];
  const { firstHour, coverage, operating } = await readSummaryState(db, device.deviceId);
  if (firstHour === null) return undefined;
  const sealed = device.sealed.getTime();
  const slices = new Map<string, { from: number; to: number; sensorIds: string[] }>();
  for (const sensorId of sensorIds) {
    const slice = nextSlice(coverage.get(sensorId), firstHour, sealed, EARLIEST);
    if (!slice) continue;
    const key = `${slice.from}-${slice.to}`;
    const same = slices.get(key) ?? { ...slice, sensorIds: [] };
    same.sensorIds.push(sensorId);
    slices.set(key, same);
  }
  const rangeOf = (slice: { from: number; to: number }) => ({
    deviceId: device.deviceId,
    from: new Date(slice.from),
    to: new Date(slice.to),
  });
  // Hours with samples only: the reach back to EARLIEST is not work worth counting.
  const hoursOf = (slice: { from: number; to: number }) =>
    Math.max(0, slice.to - Math.max(slice.from, firstHour)) / HOUR_MS;
  let hours = 0;
  for (const slice of slices.values()) {
    await refreshHourlyM4(db, rangeOf(slice), slice.sensorIds);
    hours = Math.max(hours, hoursOf(slice));
  }
  // Nothing to extend: an empty range still applies the late samples' notes (refreshHourlyM4 does both).
  if (slices.size === 0) await refreshHourlyM4(db, rangeOf({ from: sealed, to: sealed }), sensorIds);

  // The operating sums the same way (a model without rated data has none). Their failure is logged and
  // leaves the M4 summaries going.
  if (wanted?.operating) {
    const slice = nextSlice(operating, firstHour, sealed) ?? { from: sealed, to: sealed };
    try {
      await refreshOperatingHours(db, rangeOf(slice));
      hours = Math.max(hours, hoursOf(slice));
    } catch (error) {
      if (isTransientDatabaseError(error)) throw error;
      log.warn({ err: error, deviceId: device.deviceId }, 'operating sums of a device failed');
    }
  }
  return hours;
}

/**
 * One round: passes over the devices that need work until none has any (or `stopping()` says so).
 * Throws when the database is unavailable; a device that fails otherwise is logged and left for the
 * next round.
 */
export async function runSummariserRound(
  db: Db,
  options: { log: Logger; memory?: SummariserMemory; stopping?: () => boolean },
): Promise<RoundResult> {
  const { log, memory = newSummariserMemory(), stopping = () => false } = options;
  const passes = new Map<string, number>();
  const worked = new Set<string>();
  let hours = 0;
  for (;;) {
    let progress = false;
    for (const device of await listDevicesToSummarise(db, WANTED, new Date(EARLIEST))) {
      if (stopping()) return { devices: worked.size, hours };
      const latest = device.latest.getTime();
      if (memory.withoutSamples.get(device.deviceId) === latest) continue;
      const pass = (passes.get(device.deviceId) ?? 0) + 1;
      if (pass > MAX_PASSES_PER_DEVICE) continue;
      passes.set(device.deviceId, pass);
      try {
        const summarised = await summariseDevice(db, device, log);
        if (summarised === undefined) {
          memory.withoutSamples.set(device.deviceId, latest);
          continue;
        }
        memory.withoutSamples.delete(device.deviceId);
        worked.add(device.deviceId);
        hours += summarised;
        progress = true;
      } catch (error) {
        if (isTransientDatabaseError(error)) throw error;
        passes.set(device.deviceId, MAX_PASSES_PER_DEVICE);
        log.warn({ err: error, deviceId: device.deviceId }, 'hourly summaries of a device failed');
      }
      // Other work (ingest batches, requests) gets its turn between devices.
      await yieldToOthers();
    }
    if (!progress || stopping()) return { devices: worked.size, hours };
  }
}

/**
 * Starts the summariser: a round now, then a minute after each round ends. The answer stops it and
 * resolves once a round in progress has finished its current slice.
 */
export function startSummariser(options: {
  db: Db;
  log: Logger;
  /** Pause between rounds (tests shorten it). */
  intervalMs?: number;
}): Rounds {
  const { db, log, intervalMs = ROUND_INTERVAL_MS } = options;
  const memory = newSummariserMemory();
  return startRounds({
    pauseMs: intervalMs,
    round: async (stopping) => {
      const started = performance.now();
      const done = await runSummariserRound(db, { log, memory, stopping });
      if (done.devices > 0) {
        const ms = Math.round(performance.now() - started);
        log.info({ devices: done.devices, hours: done.hours, ms }, 'hourly summaries brought up to date');
      }
    },
    onError: (error) =>
      log.warn({ err: error }, 'hourly summaries: round failed; the next round tries again'),
  });
}
