import { describe, expect, it } from 'vitest';
import {
  carryForward,
  diffEvents,
  edgesBetween,
  evaluateWindow,
  eventRowsOf,
  incidentsOf,
  planIncidents,
  ZERO_WORDS,
  type MaybeWords,
} from '../../src/alarms/edges.ts';

// Words are registers 0024..0029 in that order.
const w = (d024 = 0, d025 = 0, d026 = 0, d027 = 0, d028 = 0, d029 = 0) => [
  d024,
  d025,
  d026,
  d027,
  d028,
  d029,
];

describe('alarm edges', () => {
  it('finds a rising and a falling bit with the event id and level of its register', () => {
    const edges = edgesBetween(w(0b0100, 0, 0, 0, 0b1), w(0, 0, 0, 0, 0b11), 1000);
    expect(edges).toEqual([
      { time: 1000, register: 24, bit: 2, rising: false, eventId: 'sn_D024_2_set', level: 3 },
      { time: 1000, register: 28, bit: 1, rising: true, eventId: 'sn_D028_1_set', level: 1 },
    ]);
  });

  it('gives caution level to register 26 and lamp level 0 to register 27', () => {
    const edges = edgesBetween(ZERO_WORDS, w(0, 0, 1, 0x8000), 5);
    expect(edges.map((e) => [e.eventId, e.level])).toEqual([
      ['sn_D026_0_set', 2],
      ['sn_D027_15_set', 0],
    ]);
  });

  it('lets a snapshot without a register keep the previous word: no edge from a missing value', () => {
    const previous = w(1, 2, 3, 4, 5, 6);
    const missing: MaybeWords = [null, null, null, null, null, 0];
    expect(carryForward(previous, missing)).toEqual([1, 2, 3, 4, 5, 0]);
    const { edges } = evaluateWindow(previous, [{ time: 1, words: missing }]);
    expect(edges.map((e) => e.eventId)).toEqual(['sn_D029_1_set', 'sn_D029_2_set']);
  });

  it('opens incidents for bits already set in the first snapshot of a device', () => {
    const { edges } = evaluateWindow(ZERO_WORDS, [{ time: 10, words: w(0b1, 0, 0, 0b1) }]);
    const { opened, carried } = incidentsOf(ZERO_WORDS, edges);
    expect(carried.size).toBe(0);
    // The panel lamp (register 27) is in the event history only, never an incident.
    expect(opened).toEqual([{ eventId: 'sn_D024_0_set', level: 3, occurredAt: 10, recoveredAt: null }]);
    expect(eventRowsOf(edges)).toEqual([
      { eventId: 'sn_D024_0_set', level: 3, incidentClass: 1, time: 10 },
      { eventId: 'sn_D027_0_set', level: 0, incidentClass: 1, time: 10 },
    ]);
  });

  it('recovers an incident carried into a window, then opens a new one when the bit rises again', () => {
    const start = w(0, 0, 0b10);
    const { edges, end } = evaluateWindow(start, [
      { time: 1, words: w(0, 0, 0) },
      { time: 2, words: w(0, 0, 0b10) },
      { time: 3, words: w(0, 0, 0b10) },
    ]);
    expect(end).toEqual(w(0, 0, 0b10));
    const { carried, opened } = incidentsOf(start, edges);
    expect([...carried]).toEqual([['sn_D026_1_set', 1]]);
    expect(opened).toEqual([{ eventId: 'sn_D026_1_set', level: 2, occurredAt: 2, recoveredAt: null }]);
  });

  it('keeps a stored incident whose start a late sample moved earlier (no second mail)', () => {
    const plan = planIncidents(
      [{ id: '7', eventId: 'sn_D024_0_set', level: 3, occurredAt: 40, recoveredAt: null }],
      [{ eventId: 'sn_D024_0_set', level: 3, occurredAt: 30, recoveredAt: null }],
    );
    expect(plan).toEqual({
      update: [{ id: '7', to: { eventId: 'sn_D024_0_set', level: 3, occurredAt: 30, recoveredAt: null } }],
      insert: [],
      remove: [],
    });
  });

  it('splits an incident when a late sample shows the bit was clear in between', () => {
    const plan = planIncidents(
      [{ id: '1', eventId: 'sn_D028_3_set', level: 1, occurredAt: 10, recoveredAt: null }],
      [
        { eventId: 'sn_D028_3_set', level: 1, occurredAt: 10, recoveredAt: 20 },
        { eventId: 'sn_D028_3_set', level: 1, occurredAt: 30, recoveredAt: null },
      ],
    );
    expect(plan.update).toEqual([
      { id: '1', to: { eventId: 'sn_D028_3_set', level: 1, occurredAt: 10, recoveredAt: 20 } },
    ]);
    expect(plan.insert).toEqual([{ eventId: 'sn_D028_3_set', level: 1, occurredAt: 30, recoveredAt: null }]);
    expect(plan.remove).toEqual([]);
  });

  it('removes a stored incident that no desired one covers, and leaves identical ones untouched', () => {
    const plan = planIncidents(
      [
        { id: '1', eventId: 'sn_D024_0_set', level: 3, occurredAt: 10, recoveredAt: 20 },
        { id: '2', eventId: 'sn_D025_0_set', level: 3, occurredAt: 10, recoveredAt: null },
      ],
      [{ eventId: 'sn_D024_0_set', level: 3, occurredAt: 10, recoveredAt: 20 }],
    );
    expect(plan).toEqual({ update: [], insert: [], remove: ['2'] });
  });

  it('diffs the event history of a window', () => {
    const stored = [
      { id: '1', eventId: 'sn_D024_0_set', level: 3, incidentClass: 1, time: 10 },
      { id: '2', eventId: 'sn_D024_0_set', level: 3, incidentClass: 2, time: 20 },
    ];
    const desired = [
      { eventId: 'sn_D024_0_set', level: 3, incidentClass: 1, time: 10 },
      { eventId: 'sn_D024_0_set', level: 3, incidentClass: 2, time: 15 },
    ];
    expect(diffEvents(stored, desired)).toEqual({ insert: [desired[1]], remove: ['2'] });
  });
});
