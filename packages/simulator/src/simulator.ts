/**
 * Runs a fleet: live samples for every machine at each interval, and alongside them the history backfill
 * (on the first start) or the gap since the last run (on a restart), in batches with a bounded number of
 * messages awaiting acknowledgement. Live publishing starts first, so the portal shows every machine at
 * once while its history fills in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { registersTopic, type RegisterSample } from '@airsight/contracts';
import { countSampleTimes, sampleTimes, type Resolution } from './backfill.ts';
import { assignBehaviours, silentFrom, type Behaviour, type FleetMachine } from './fleet.ts';
import type { Options } from './options.ts';
import { createMachine } from './physics.ts';
import { machineParams } from './profile.ts';
import { Progress } from './progress.ts';
import { Publisher, shownUrl } from './publisher.ts';
import { SCENARIO_TABLE } from './scenario.ts';
import {
  loadState,
  machineStateKey,
  saveState,
  StateFileError,
  type Checkpoint,
  type SimulatorState,
} from './state-store.ts';
import {
  checkpointOf,
  createStream,
  forkStream,
  isPublished,
  nextSample,
  type SampleStream,
} from './stream.ts';
import { atMost, ceilTo, DAY, floorTo, MINUTE } from './time.ts';

export interface SimulatorIo {
  /** A line for the user (start summary, connection changes). */
  say: (line: string) => void;
  /** Raw progress output. */
  write: (text: string) => void;
  isTTY: boolean;
}

export interface RunSummary {
  machines: number;
  publishing: number;
  liveSamples: number;
  backfillSamples: number;
  backfillFinished: boolean;
}

interface Entry {
  key: string;
  topic: string;
  behaviour: Behaviour;
  live: SampleStream;
  /** Live samples start at this time (usually the common live start). */
  liveFirst: number;
  backfill: { stream: SampleStream; after: number; before: number } | undefined;
  backfillDone: boolean;
  checkpoint: Checkpoint | undefined;
  /** The newest live sample the broker acknowledged, while the backfill was still running. */
  liveAcked?: Checkpoint;
}

const SAVE_EVERY_MS = 15_000;
const LIVE_IN_FLIGHT = 500;

export async function runSimulator(
  options: Options,
  fleet: readonly FleetMachine[],
  io: SimulatorIo,
  outerSignal: AbortSignal,
): Promise<RunSummary> {
  const stop = new AbortController();
  const signal = stop.signal;
  const onOuterAbort = () => stop.abort();
  outerSignal.addEventListener('abort', onOuterAbort, { once: true });

  const scenario = SCENARIO_TABLE[options.scenario];
  const realStart = Date.now();
  const simStart = options.start ?? realStart;
  const simNow = () => simStart + (Date.now() - realStart) * options.speed;

  const saved = options.stateFile ? loadState(options.stateFile) : undefined;
  if (saved && saved.seed !== options.seed) {
    throw new StateFileError(
      `the state file ${options.stateFile} belongs to a run with --seed ${saved.seed}; use that seed or delete the file`,
    );
  }
  const state: SimulatorState = saved ?? {
    version: 1,
    seed: options.seed,
    scenario: options.scenario,
    epoch: simStart,
    backfillCompletedAt: null,
    machines: {},
  };
  state.scenario = options.scenario;

  const interval = options.intervalMs;
  const liveStart = ceilTo(simStart, interval);
  const resolution: Resolution = {
    fineFrom: liveStart - options.fineDays * DAY,
    fineStepMs: interval,
    coarseStepMs: options.coarseMinutes * MINUTE,
  };
  const historyFrom = floorTo(liveStart - options.backfillDays * DAY, resolution.coarseStepMs);

  const behaviours = assignBehaviours(fleet, scenario, options.seed);
  const entries: Entry[] = [];
  io.say(`preparing ${fleet.length} machines`);
  for (const [i, m] of fleet.entries()) {
    const behaviour = behaviours[i]!;
    if (behaviour === 'never') continue;
    const key = machineStateKey(m.model_id, m.serial_no);
    const machine = createMachine(
      machineParams(options.seed, m.model_id, m.serial_no, m.time_zone, m.excess_power),
      scenario,
    );
    const silent = silentFrom(options.seed, m.serial_no, state.epoch);
    const checkpoint = state.machines[key];
    // Without history the machine starts one interval before the live start (nothing to backfill).
    const after = checkpoint
      ? checkpoint.doneUntil
      : options.backfillDays > 0
        ? historyFrom - 1
        : liveStart - interval;
    const start = checkpoint ? { checkpoint } : { at: after };
    const history = createStream(machine, behaviour, silent, start);
    // A silent machine publishes nothing after its time: no need to work out that part of its history.
    const before = behaviour === 'silent' ? Math.min(liveStart, silent) : liveStart;
    const liveFirst = Math.max(liveStart, ceilTo(after + 1, interval));
    const hasHistory = countSampleTimes(after, before, resolution) > 0;
    const live = forkStream(history);
    // Fast-forward the live copy through the history; a sample one interval before the first live one
    // gives that one its load %.
    if (liveFirst - interval > after) nextSample(live, liveFirst - interval);
    entries.push({
      key,
      topic: registersTopic(m.model_id, m.serial_no),
      behaviour,
      live,
      liveFirst,
      backfill: hasHistory ? { stream: history, after, before } : undefined,
      backfillDone: !hasHistory,
      checkpoint,
    });
    if (i % 10 === 9) await new Promise((r) => setImmediate(r));
  }

  const never = behaviours.filter((b) => b === 'never').length;
  const silentCount = behaviours.filter((b) => b === 'silent').length;
  io.say(
    `simulating ${fleet.length} machines (scenario ${scenario.name}, seed ${options.seed}): ` +
      `${never} never connected, ${silentCount} fall silent; one live sample per machine every ${interval / 1000} s` +
      (options.speed !== 1 ? ` of simulated time, ${options.speed}x faster than the clock` : ''),
  );
  const jobs = entries.filter((e) => e.backfill);
  const total = jobs.reduce(
    (n, e) => n + countSampleTimes(e.backfill!.after, e.backfill!.before, resolution),
    0,
  );
  if (jobs.length === 0) {
    io.say(
      state.backfillCompletedAt
        ? 'history is complete; nothing to backfill'
        : 'no history backfill (--backfill-days 0)',
    );
  } else if (saved) {
    io.say(
      `filling the gap since the last run: ${total.toLocaleString('en-US')} samples for ${jobs.length} machines`,
    );
  } else {
    const resolutionText =
      options.fineDays >= options.backfillDays
        ? `every ${interval / 1000} s`
        : `every ${interval / 1000} s for the last ${options.fineDays} days, every ${options.coarseMinutes} min before`;
    io.say(
      `backfilling ${options.backfillDays} days of history: ${total.toLocaleString('en-US')} samples (${resolutionText})`,
    );
  }

  let publisher: Publisher | undefined;
  const summary: RunSummary = {
    machines: fleet.length,
    publishing: entries.length,
    liveSamples: 0,
    backfillSamples: 0,
    backfillFinished: jobs.length === 0,
  };
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
    return p;
  };

  const persist = () => {
    if (!options.stateFile) return;
    for (const e of entries) if (e.checkpoint) state.machines[e.key] = e.checkpoint;
    saveState(options.stateFile, state);
  };

  const liveLoop = async (pub: Publisher) => {
    let t = liveStart;
    let inFlight = 0;
    while (!signal.aborted) {
      const wait = (t - simNow()) / options.speed;
      try {
        // Behind the clock (a slow start, a busy machine): catch up, but let other work run in between.
        if (wait > 0) await sleep(wait, undefined, { signal });
        else await new Promise((r) => setImmediate(r));
      } catch {
        return;
      }
      if (signal.aborted) return;
      for (const e of entries) {
        if (t < e.liveFirst) continue;
        const sample = nextSample(e.live, t);
        const checkpoint = checkpointOf(e.live, t);
        if (!isPublished(e.live, t)) {
          if (e.backfillDone) e.checkpoint = checkpoint;
          continue;
        }
        // A broker that does not keep up: drop live samples rather than queue without bound.
        if (inFlight >= LIVE_IN_FLIGHT) continue;
        inFlight++;
        track(
          pub.publish(e.topic, JSON.stringify(sample)).then(
            () => {
              inFlight--;
              summary.liveSamples++;
              if (!e.liveAcked || e.liveAcked.doneUntil < t) e.liveAcked = checkpoint;
              if (e.backfillDone && (!e.checkpoint || e.checkpoint.doneUntil < t)) e.checkpoint = checkpoint;
            },
            () => {
              inFlight--;
            },
          ),
        );
      }
      t += interval;
    }
  };

  const progress = new Progress({
    total,
    write: options.quiet ? () => undefined : io.write,
    isTTY: io.isTTY,
  });
  const backfillLane = async (queue: Entry[], pub: Publisher) => {
    for (let e = queue.shift(); e && !signal.aborted; e = queue.shift()) {
      const job = e.backfill!;
      let batch: RegisterSample[] = [];
      let handled = 0;
      let lastT = job.after;
      const flush = async () => {
        const checkpoint = checkpointOf(job.stream, lastT);
        if (batch.length > 0) {
          const payload = JSON.stringify({ samples: batch });
          const count = batch.length;
          batch = [];
          await track(pub.publish(e.topic, payload));
          summary.backfillSamples += count;
          progress.add(handled, count);
        } else {
          progress.add(handled, 0);
          await new Promise((r) => setImmediate(r));
        }
        handled = 0;
        e.checkpoint = checkpoint;
      };
      for (const t of sampleTimes(job.after, job.before, resolution)) {
        if (signal.aborted) return;
        const sample = nextSample(job.stream, t);
        handled++;
        lastT = t;
        if (isPublished(job.stream, t)) batch.push(sample);
        if (batch.length >= options.batchSize || handled >= options.batchSize * 10) await flush();
      }
      if (signal.aborted) return;
      await flush();
      e.backfillDone = true;
      // Live samples delivered while the history was filled are done too: a restart must not send them again.
      if (e.liveAcked && (!e.checkpoint || e.checkpoint.doneUntil < e.liveAcked.doneUntil))
        e.checkpoint = e.liveAcked;
    }
  };

  const backfill = async (pub: Publisher) => {
    if (jobs.length === 0) return;
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: Math.min(options.maxInFlight, jobs.length) }, () => backfillLane(queue, pub)),
    );
    if (signal.aborted) return;
    summary.backfillFinished = true;
    state.backfillCompletedAt = Date.now();
    progress.finish();
    persist();
  };

  let fatalError: Error | undefined;
  let saver: NodeJS.Timeout | undefined;
  const durationTimer =
    options.durationSeconds !== undefined
      ? setTimeout(() => stop.abort(), options.durationSeconds * 1000)
      : undefined;
  try {
    publisher = await Publisher.connect(
      {
        url: options.broker,
        username: options.username,
        password: options.password,
        clientId:
          options.clientId ?? `airsight-simulator-${options.seed}-${Math.random().toString(36).slice(2, 8)}`,
        say: io.say,
      },
      signal,
    );
    io.say(`connected to ${shownUrl(options.broker)}; publishing`);
    void publisher.fatal().then((error) => {
      fatalError = error;
      stop.abort();
    });
    saver = setInterval(persist, SAVE_EVERY_MS);
    await Promise.all([liveLoop(publisher), backfill(publisher)]);
    if (fatalError) throw fatalError;
  } finally {
    clearInterval(saver);
    if (durationTimer) clearTimeout(durationTimer);
    outerSignal.removeEventListener('abort', onOuterAbort);
    if (publisher) {
      await atMost(Promise.allSettled([...pending]), 5_000);
      persist();
      await publisher.close();
    }
  }
  return summary;
}
