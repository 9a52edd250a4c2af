/**
 * Event ids and levels of the alarm engine (DESIGN §6). Every bit of an event register is an event:
 * its id is built from the register (the "sensor class" of part 1 §7) and the bit index, ending in
 * '_set', e.g. 'sn_D028_7_set' for bit 7 of register 0028. Annual-inspection ids follow the per-model
 * table of part 1 §7 (ANNUAL_INSPECTION in models/catalogue.ts).
 */
import { annualInspectionOf } from '../models/catalogue.ts';

/** Alarm levels (part 1 §3, part 2 §4): E = 3, C = 2, M = 1; 0 marks panel-lamp state changes. */
export const EVENT_LEVEL = { lamp: 0, maintenance: 1, caution: 2, emergency: 3 } as const;
export type EventLevel = (typeof EVENT_LEVEL)[keyof typeof EVENT_LEVEL];

/** Event registers and the level of their bits: 24/25 error1/error2, 26 caution, 27 panel lamps, 28/29 maintenance. */
export const EVENT_REGISTERS = { 24: 3, 25: 3, 26: 2, 27: 0, 28: 1, 29: 1 } as const satisfies Record<
  number,
  EventLevel
>;
export type EventRegister = keyof typeof EVENT_REGISTERS;
export const EVENT_REGISTER_NUMBERS: readonly EventRegister[] = [24, 25, 26, 27, 28, 29];

export function eventId(register: EventRegister, bit: number): string {
  return `sn_D0${register}_${bit}_set`;
}

export function parseEventId(id: string): { register: EventRegister; bit: number } | undefined {
  const match = /^sn_D0(2[4-9])_(\d{1,2})_set$/.exec(id);
  if (!match) return undefined;
  const bit = Number(match[2]);
  if (bit > 15) return undefined;
  return { register: Number(match[1]) as EventRegister, bit };
}

export function eventLevelOf(register: EventRegister): EventLevel {
  return EVENT_REGISTERS[register];
}

/** Annual-inspection event ids of a model, in the order to try (the first hit is used); [] when none. */
export function annualInspectionEventIds(modelId: string): string[] {
  const entry = annualInspectionOf(modelId);
  if (!entry) return [];
  return entry.indexes.map((bit) => eventId(entry.sensorClass, bit));
}
