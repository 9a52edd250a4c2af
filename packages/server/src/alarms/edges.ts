/**
 * The pure rules of the alarm engine (DESIGN §6): edges of event bits between consecutive snapshots of one
 * device in measure-time order, the incidents those edges open and recover, and how a re-evaluated window
 * maps onto what is already stored. No I/O here: engine.ts loads and writes, these functions decide.
 *
 * Words are the six event registers 0024-0029 in that order. A snapshot that lacks one of them (the
 * gateway did not send it) neither raises nor clears a bit: the word carries over from the snapshot
 * before. A device with no earlier word starts from 0, so its first snapshot opens an incident for every
 * bit that is already set.
 */
import { EVENT_REGISTER_NUMBERS, eventId, eventLevelOf, type EventRegister } from '@airsight/contracts';

/** The six event words, always known (0 when never seen). */
export type Words = readonly number[];
/** The six event words of one snapshot as stored: null when the snapshot did not carry that register. */
export type MaybeWords = readonly (number | null)[];

export const ZERO_WORDS: Words = [0, 0, 0, 0, 0, 0];

export interface WordSample {
  /** Measure time, epoch milliseconds. */
  time: number;
  words: MaybeWords;
}

export interface Edge {
  time: number;
  register: EventRegister;
  bit: number;
  rising: boolean;
  eventId: string;
  level: number;
}

/** An incident as the in-order evaluation defines it: an event id, when it rose and when it fell. */
export interface IncidentSpan {
  eventId: string;
  level: number;
  occurredAt: number;
  /** null while the bit is still set. */
  recoveredAt: number | null;
}

/** The words after a snapshot: its own words where it has them, the previous ones where it does not. */
export function carryForward(previous: Words, next: MaybeWords): number[] {
  return previous.map((word, i) => next[i] ?? word);
}

/** Every bit that differs between two word sets, as edges at `time` (registers and bits in ascending order). */
export function edgesBetween(previous: Words, next: Words, time: number): Edge[] {
  const edges: Edge[] = [];
  EVENT_REGISTER_NUMBERS.forEach((register, i) => {
    const changed = (previous[i] ?? 0) ^ (next[i] ?? 0);
    if (changed === 0) return;
    for (let bit = 0; bit < 16; bit++) {
      if ((changed & (1 << bit)) === 0) continue;
      edges.push({
        time,
        register,
        bit,
        rising: ((next[i] ?? 0) & (1 << bit)) !== 0,
        eventId: eventId(register, bit),
        level: eventLevelOf(register),
      });
    }
  });
  return edges;
}

/** Edges of a window of snapshots (sorted by time) that starts from `start`; `end` is the words after it. */
export function evaluateWindow(start: Words, samples: readonly WordSample[]): { edges: Edge[]; end: Words } {
  let current: Words = start;
  const edges: Edge[] = [];
  for (const sample of samples) {
    const next = carryForward(current, sample.words);
    edges.push(...edgesBetween(current, next, sample.time));
    current = next;
  }
  return { edges, end: current };
}

/** Event ids of the incident-level bits (levels 1-3, not the panel lamps) set in `words`. */
export function activeIncidentEvents(words: Words): string[] {
  const ids: string[] = [];
  EVENT_REGISTER_NUMBERS.forEach((register, i) => {
    if (eventLevelOf(register) === 0) return;
    for (let bit = 0; bit < 16; bit++)
      if (((words[i] ?? 0) & (1 << bit)) !== 0) ids.push(eventId(register, bit));
  });
  return ids;
}

/**
 * What the edges of a window do to incidents. `carried` maps each incident already active at the start
 * of the window (its bit set in `start`) to the time it recovers in the window, or null if it does not.
 * `opened` lists the incidents that rise in the window, with their recovery when it is in the window too.
 */
export function incidentsOf(
  start: Words,
  edges: readonly Edge[],
): { carried: Map<string, number | null>; opened: IncidentSpan[] } {
  const carried = new Map<string, number | null>(activeIncidentEvents(start).map((id) => [id, null]));
  const stillCarried = new Set(carried.keys());
  const open = new Map<string, IncidentSpan>();
  const opened: IncidentSpan[] = [];
  for (const edge of edges) {
    if (edge.level === 0) continue;
    if (edge.rising) {
      const span: IncidentSpan = {
        eventId: edge.eventId,
        level: edge.level,
        occurredAt: edge.time,
        recoveredAt: null,
      };
      open.set(edge.eventId, span);
      opened.push(span);
    } else if (open.has(edge.eventId)) {
      open.get(edge.eventId)!.recoveredAt = edge.time;
      open.delete(edge.eventId);
    } else if (stillCarried.has(edge.eventId)) {
      carried.set(edge.eventId, edge.time);
      stillCarried.delete(edge.eventId);
    }
  }
  return { carried, opened };
}

export interface StoredIncident {
  id: string;
  eventId: string;
  level: number;
  occurredAt: number;
  recoveredAt: number | null;
}

export interface IncidentPlan {
  /** Stored incidents that stay (same row, same outbox row) with new times. */
  update: { id: string; to: IncidentSpan }[];
  insert: IncidentSpan[];
  remove: string[];
}

const sameSpan = (a: StoredIncident, b: IncidentSpan) =>
  a.level === b.level && a.occurredAt === b.occurredAt && a.recoveredAt === b.recoveredAt;

/**
 * Maps the incidents stored for a re-evaluated window onto the ones the window should have. A stored
 * incident keeps its row (and so its outbox row: no second mail) when a desired incident of the same event
 * is active at the stored start: a late sample can only move a start earlier, end an incident earlier or
 * split one in two, never make a stored one vanish. Stored incidents that match nothing are removed;
 * desired ones that nothing matched are inserted.
 */
export function planIncidents(
  stored: readonly StoredIncident[],
  desired: readonly IncidentSpan[],
): IncidentPlan {
  const plan: IncidentPlan = { update: [], insert: [], remove: [] };
  const taken = new Set<IncidentSpan>();
  const ordered = [...stored].sort((a, b) => a.occurredAt - b.occurredAt);
  for (const incident of ordered) {
    const match =
      desired.find(
        (d) => !taken.has(d) && d.eventId === incident.eventId && d.occurredAt === incident.occurredAt,
      ) ??
      desired.find(
        (d) =>
          !taken.has(d) &&
          d.eventId === incident.eventId &&
          d.occurredAt <= incident.occurredAt &&
          (d.recoveredAt === null || incident.occurredAt < d.recoveredAt),
      );
    if (!match) {
      plan.remove.push(incident.id);
      continue;
    }
    taken.add(match);
    if (!sameSpan(incident, match)) plan.update.push({ id: incident.id, to: match });
  }
  for (const d of desired) if (!taken.has(d)) plan.insert.push(d);
  return plan;
}

export interface EventRow {
  eventId: string;
  level: number;
  /** 1 rose, 2 fell. */
  incidentClass: number;
  time: number;
}

export const eventRowsOf = (edges: readonly Edge[]): EventRow[] =>
  edges.map((e) => ({ eventId: e.eventId, level: e.level, incidentClass: e.rising ? 1 : 2, time: e.time }));

const eventKey = (e: EventRow) => `${e.eventId}|${e.incidentClass}|${e.time}`;

/** Event-history rows to delete (by id) and to add so that the stored window equals the desired one. */
export function diffEvents(
  stored: readonly (EventRow & { id: string })[],
  desired: readonly EventRow[],
): { insert: EventRow[]; remove: string[] } {
  const wanted = new Map(desired.map((e) => [eventKey(e), e]));
  const remove: string[] = [];
  for (const row of stored) {
    const key = eventKey(row);
    if (wanted.has(key) && wanted.get(key)!.level === row.level) wanted.delete(key);
    else remove.push(row.id);
  }
  return { insert: [...wanted.values()], remove };
}

/**
 * The incidents a re-evaluated window [from, to] should have, as whole spans: each incident the window's
 * edges touch, with its start and recovery even where they lie outside the window. `stored` holds the
 * incidents stored that touch the window (active at `from`, or opened in it). Outside the window nothing
 * changes, so:
 * - an incident active at `from` started when the stored one active then started;
 * - an incident still active after `to` recovers when the stored one active at `to` recovers (the edges
 *   after `to` are the same as before); with `to` null the window runs to the newest snapshot, and such
 *   an incident is still active.
 */
export function windowIncidents(
  start: Words,
  edges: readonly Edge[],
  stored: readonly StoredIncident[],
  from: number,
  to: number | null,
): IncidentSpan[] {
  const { carried, opened } = incidentsOf(start, edges);
  const recoveryAfter = (eventId: string): number | null => {
    if (to === null) return null;
    const active = stored.find(
      (s) => s.eventId === eventId && s.occurredAt <= to && (s.recoveredAt === null || s.recoveredAt > to),
    );
    return active?.recoveredAt ?? null;
  };
  const spans: IncidentSpan[] = [];
  for (const [eventId, recoveredAt] of carried) {
    const before = stored.find(
      (s) =>
        s.eventId === eventId && s.occurredAt < from && (s.recoveredAt === null || s.recoveredAt >= from),
    );
    // A bit set before the window without a stored incident has nothing to carry (the old rule, too).
    if (!before) continue;
    spans.push({
      eventId,
      level: before.level,
      occurredAt: before.occurredAt,
      recoveredAt: recoveredAt ?? recoveryAfter(eventId),
    });
  }
  for (const span of opened) {
    spans.push({ ...span, recoveredAt: span.recoveredAt ?? recoveryAfter(span.eventId) });
  }
  return spans;
}
