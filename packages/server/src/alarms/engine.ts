/**
 * The alarm engine (DESIGN §6), run inside the ingest transaction on the snapshots it actually inserted.
 *
 * Fast path: every new snapshot of a device is later than the last one evaluated (alarm_state.last_time),
 * so the edges follow from the stored words and the new rows alone. Otherwise (a late sample, or a device
 * with no state yet) the window from the earliest new snapshot on is evaluated again from the stored
 * snapshots, and the stored events and incidents of that window are brought to exactly what in-order
 * delivery gives. The caller holds the device locks (lockDevices), so no other writer races with this.
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
  loadEventsFrom,
  loadIncidentsFrom,
  loadWindow,
  loadWordsBefore,
  recoverActive,
  saveAlarmStates,
  updateIncidents,
  type AlarmState,
} from '../repositories/alarms-write.ts';
import {
  carryForward,
  diffEvents,
  evaluateWindow,
  eventRowsOf,
  incidentsOf,
  planIncidents,
  ZERO_WORDS,
  type EventRow,
  type IncidentSpan,
  type WordSample,
} from './edges.ts';

export interface AlarmOutcome {
  /** Edges written to the event history (fast path) or found in re-evaluated windows. */
  edges: number;
  /** Incidents opened (each with its outbox row). */
  opened: number;
  /** Devices whose window was evaluated again from stored snapshots. */
  reevaluated: number;
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
  const outcome: AlarmOutcome = { edges: 0, opened: 0, reevaluated: 0 };
  if (byDevice.size === 0) return outcome;

  const states = await loadAlarmStates(trx, [...byDevice.keys()]);
  const events: (EventRow & { deviceId: string })[] = [];
  const opened: (IncidentSpan & { deviceId: string })[] = [];
  const recoveries: { deviceId: string; eventId: string; recoveredAt: number }[] = [];
  const newStates: AlarmState[] = [];

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
      const result = await reevaluate(trx, deviceId, samples[0]!.time, log);
      newStates.push(result.state);
      outcome.edges += result.edges;
      outcome.opened += result.opened;
      outcome.reevaluated += 1;
    }
  }

  // Recoveries first: an incident opened below for the same event must not be matched by them.
  await recoverActive(trx, recoveries);
  await insertIncidents(trx, opened);
  await insertEvents(trx, events);
  await saveAlarmStates(trx, newStates);
  return outcome;
}

/** Evaluates a device again from `from` on and brings its stored events and incidents in line. */
async function reevaluate(
  trx: Trx,
  deviceId: string,
  from: number,
  log?: Logger,
): Promise<{ state: AlarmState; edges: number; opened: number }> {
  const start = carryForward(ZERO_WORDS, await loadWordsBefore(trx, deviceId, from));
  const window = await loadWindow(trx, deviceId, from);
  const { edges, end } = evaluateWindow(start, window);
  const desired = incidentsOf(start, edges);

  const events = diffEvents(await loadEventsFrom(trx, deviceId, from), eventRowsOf(edges));
  await deleteEvents(trx, events.remove);
  await insertEvents(
    trx,
    events.insert.map((e) => ({ ...e, deviceId })),
  );

  const stored = await loadIncidentsFrom(trx, deviceId, from);
  const carriedUpdates = stored.carried.flatMap((incident) => {
    if (!desired.carried.has(incident.eventId)) return [];
    const recoveredAt = desired.carried.get(incident.eventId)!;
    return recoveredAt === incident.recoveredAt
      ? []
      : [{ id: incident.id, occurredAt: incident.occurredAt, recoveredAt }];
  });
  const plan = planIncidents(stored.window, desired.opened);
  const sentButRemoved = await deleteIncidents(trx, plan.remove);
  if (sentButRemoved > 0) {
    log?.warn(
      { deviceId, count: sentButRemoved },
      're-evaluation removed incidents whose alarm mail was already sent',
    );
  }
  await updateIncidents(trx, [
    ...carriedUpdates,
    ...plan.update.map((u) => ({ id: u.id, occurredAt: u.to.occurredAt, recoveredAt: u.to.recoveredAt })),
  ]);
  await insertIncidents(
    trx,
    plan.insert.map((i) => ({ ...i, deviceId })),
  );

  return {
    state: { deviceId, lastTime: window.at(-1)?.time ?? from, words: end },
    edges: edges.length,
    opened: plan.insert.length,
  };
}
