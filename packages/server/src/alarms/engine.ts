/**
 * The alarm engine (DESIGN §6), run inside the ingest transaction on the snapshots it actually inserted.
 *
 * Fast path: every new snapshot of a device is later than the last one evaluated (alarm_state.last_time),
 * so the edges follow from the stored words and the new rows alone. Otherwise (late samples, or a device
 * with no state yet) the stretches of history the new snapshots change are evaluated again from the
 * stored snapshots (windows.ts: from each late snapshot's predecessor to the first stored successor whose
 * words come out unchanged), and the stored events and incidents of those windows are brought to exactly
 * what in-order delivery gives. The work is bounded by the windows, not by the device's history. The
 * caller holds the device locks (lockDevices), so no other writer races with this.
 */
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import type { InsertedWords } from '../repositories/telemetry-write.ts';
import {
  deleteEvents,
  deleteIncidents,
  insertEvents,
  insertIncidents,
  loadAlarmStates,
  loadEventsIn,
  loadIncidentsTouching,
  loadSnapshotRuns,
  loadWordsBefore,
  recoverActive,
  saveAlarmStates,
  updateIncidents,
  type AlarmState,
  type SnapshotRunRequest,
} from '../repositories/alarms-write.ts';
import {
  activeIncidentEvents,
  carryForward,
  diffEvents,
  evaluateWindow,
  eventRowsOf,
  incidentsOf,
  planIncidents,
  windowIncidents,
  ZERO_WORDS,
  type EventRow,
  type IncidentSpan,
  type MaybeWords,
  type WordSample,
} from './edges.ts';
import { WindowSweep, type ReevaluationWindow } from './windows.ts';

export interface AlarmOutcome {
  /** Edges written to the event history (fast path) or found in re-evaluated windows. */
  edges: number;
  /** Incidents opened (each with its outbox row). */
  opened: number;
  /** Devices whose windows were evaluated again from stored snapshots. */
  reevaluated: number;
  /** Stored snapshots read to evaluate windows again (late samples' neighbours, not their history). */
  rowsReread: number;
}

type Trx = Transaction<Database>;

export async function evaluateAlarms(
  trx: Trx,
  inserted: readonly InsertedWords[],
  log?: Logger,
): Promise<AlarmOutcome> {
  const byDevice = new Map<string, WordSample[]>();
  for (const row of inserted) {
    let samples = byDevice.get(row.deviceId);
    if (!samples) byDevice.set(row.deviceId, (samples = []));
    samples.push({ time: row.time, words: row.words });
  }
  const outcome: AlarmOutcome = { edges: 0, opened: 0, reevaluated: 0, rowsReread: 0 };
  if (byDevice.size === 0) return outcome;

  const states = await loadAlarmStates(trx, [...byDevice.keys()]);
  const events: (EventRow & { deviceId: string })[] = [];
  const opened: (IncidentSpan & { deviceId: string })[] = [];
  const recoveries: { deviceId: string; eventId: string; recoveredAt: number }[] = [];
  const newStates: AlarmState[] = [];
  const late = new Map<string, WordSample[]>();

  for (const [deviceId, samples] of byDevice) {
    samples.sort((a, b) => a.time - b.time);
    const state = states.get(deviceId);
    if (state && samples[0]!.time > state.lastTime) {
      const { edges, end } = evaluateWindow(state.words, samples);
      const incidents = incidentsOf(state.words, edges);
      events.push(...eventRowsOf(edges).map((e) => ({ ...e, deviceId })));
      opened.push(...incidents.opened.map((i) => ({ ...i, deviceId })));
      for (const [eventId, recoveredAt] of incidents.carried) {
        if (recoveredAt !== null) recoveries.push({ deviceId, eventId, recoveredAt });
      }
      newStates.push({ deviceId, lastTime: samples.at(-1)!.time, words: end });
      outcome.edges += edges.length;
      outcome.opened += incidents.opened.length;
    } else {
      late.set(deviceId, samples);
    }
  }
  if (late.size > 0) {
    const result = await reevaluate(trx, late, log);
    newStates.push(...result.states);
    outcome.edges += result.edges;
    outcome.opened += result.opened;
    outcome.reevaluated += late.size;
    outcome.rowsReread += result.rowsReread;
  }

  // Recoveries first: an incident opened below for the same event must not be matched by them.
  await recoverActive(trx, recoveries);
  await insertIncidents(trx, opened);
  await insertEvents(trx, events);
  await saveAlarmStates(trx, newStates);
  return outcome;
}

/** Rows read past the new ones in a device's first run: the successor where the words agree again, as a rule. */
const RUN_MARGIN = 1;
/** A window that keeps going (successors without some register) is read in doubling chunks up to this. */
const MAX_RUN = 4_096;
const NO_WORDS: readonly null[] = [null, null, null, null, null, null];

interface DeviceSweep {
  deviceId: string;
  sweep: WindowSweep;
  limit: number;
}

/**
 * Finds the windows of every late device by reading bounded runs of stored snapshots, all devices in one
 * statement per round. Round one reads each device's predecessor and its new snapshots plus a few
 * successors, which almost always ends the sweep; later rounds follow a window that is still open, or jump
 * to new snapshots beyond a stretch of history that nothing changes.
 */
async function sweepWindows(
  trx: Trx,
  late: ReadonlyMap<string, readonly WordSample[]>,
): Promise<{ sweeps: DeviceSweep[]; rowsRead: number }> {
  const sweeps: DeviceSweep[] = [...late].map(([deviceId, samples]) => ({
    deviceId,
    sweep: new WindowSweep(samples.map((s) => s.time)),
    limit: 0,
  }));
  let rowsRead = 0;
  let active = sweeps;
  while (active.length > 0) {
    const requests: SnapshotRunRequest[] = active.map((d) => {
      if (d.sweep.inWindow) {
        d.limit = Math.min(MAX_RUN, d.limit * 2);
        return { deviceId: d.deviceId, from: d.sweep.lastTime! + 1, limit: d.limit, predecessor: false };
      }
      d.limit = Math.min(MAX_RUN, d.sweep.pendingCount + RUN_MARGIN);
      return { deviceId: d.deviceId, from: d.sweep.nextNew!, limit: d.limit, predecessor: true };
    });
    const runs = await loadSnapshotRuns(trx, requests);
    for (const [k, d] of active.entries()) {
      const run = runs[k]!;
      const request = requests[k]!;
      if (request.predecessor) {
        let before: MaybeWords = run.predecessor?.words ?? NO_WORDS;
        if (run.predecessor) rowsRead += 1;
        if (run.predecessor && before.some((word) => word === null)) {
          // The predecessor lacks a register: its word carries over from further back (rare: gateways
          // send every register as a rule).
          const older = await loadWordsBefore(trx, d.deviceId, request.from);
          before = before.map((word, i) => word ?? older[i] ?? null);
        }
        d.sweep.restart(carryForward(ZERO_WORDS, before));
      }
      rowsRead += run.rows.length;
      d.sweep.feed(run.rows);
      if (run.rows.length < request.limit) d.sweep.finish();
    }
    active = active.filter((d) => !d.sweep.done);
  }
  return { sweeps, rowsRead };
}

/**
 * Evaluates the late devices' windows again and brings their stored events and incidents in line. The
 * windows of one device are applied one after the other (round k: the k-th window of every device), since
 * an incident may span two of them; each round reads what the previous one wrote.
 */
async function reevaluate(
  trx: Trx,
  late: ReadonlyMap<string, readonly WordSample[]>,
  log?: Logger,
): Promise<{ states: AlarmState[]; edges: number; opened: number; rowsReread: number }> {
  const { sweeps, rowsRead } = await sweepWindows(trx, late);
  let edges = 0;
  let opened = 0;
  for (let round = 0; ; round++) {
    const windows = sweeps.flatMap(({ deviceId, sweep }) => {
      const window = sweep.windows[round];
      return window ? [{ deviceId, window }] : [];
    });
    if (windows.length === 0) break;
    const result = await applyWindows(trx, windows, log);
    edges += result.edges;
    opened += result.opened;
  }
  // A device's state moves only when its last window runs to its newest snapshot; a window that ends
  // where the evaluations agree again leaves the newest words as they were.
  const states = sweeps.flatMap(({ deviceId, sweep }) =>
    sweep.windows.at(-1)?.to === null
      ? [{ deviceId, lastTime: sweep.lastTime!, words: sweep.newestWords }]
      : [],
  );
  return { states, edges, opened, rowsReread: rowsRead };
}

async function applyWindows(
  trx: Trx,
  windows: readonly { deviceId: string; window: ReevaluationWindow }[],
  log?: Logger,
): Promise<{ edges: number; opened: number }> {
  const evaluated = windows.map(({ deviceId, window }) => ({
    deviceId,
    window,
    edges: evaluateWindow(window.start, window.rows).edges,
  }));
  const bounds = evaluated.map(({ deviceId, window }) => ({ deviceId, from: window.from, to: window.to }));
  const storedEvents = await loadEventsIn(trx, bounds);
  const storedIncidents = await loadIncidentsTouching(
    trx,
    evaluated.map((e, k) => ({ ...bounds[k]!, active: activeIncidentEvents(e.window.start) })),
  );

  const removeEvents: string[] = [];
  const addEvents: (EventRow & { deviceId: string })[] = [];
  const removeIncidents: string[] = [];
  const removedFrom = new Set<string>();
  const updates: { id: string; occurredAt: number; recoveredAt: number | null }[] = [];
  const addIncidents: (IncidentSpan & { deviceId: string })[] = [];
  let edges = 0;
  evaluated.forEach(({ deviceId, window, edges: windowEdges }, k) => {
    edges += windowEdges.length;
    const events = diffEvents(storedEvents[k]!, eventRowsOf(windowEdges));
    removeEvents.push(...events.remove);
    addEvents.push(...events.insert.map((e) => ({ ...e, deviceId })));
    const stored = storedIncidents[k]!;
    const desired = windowIncidents(window.start, windowEdges, stored, window.from, window.to);
    const plan = planIncidents(stored, desired);
    removeIncidents.push(...plan.remove);
    if (plan.remove.length > 0) removedFrom.add(deviceId);
    updates.push(
      ...plan.update.map((u) => ({ id: u.id, occurredAt: u.to.occurredAt, recoveredAt: u.to.recoveredAt })),
    );
    addIncidents.push(...plan.insert.map((i) => ({ ...i, deviceId })));
  });

  await deleteEvents(trx, removeEvents);
  await insertEvents(trx, addEvents);
  const sentButRemoved = await deleteIncidents(trx, removeIncidents);
  if (sentButRemoved > 0) {
    log?.warn(
      { deviceIds: [...removedFrom], count: sentButRemoved },
      're-evaluation removed incidents whose alarm mail was already sent',
    );
  }
  await updateIncidents(trx, updates);
  await insertIncidents(trx, addIncidents);
  return { edges, opened: addIncidents.length };
}
