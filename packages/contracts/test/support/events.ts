/**
 * Every named event bit of a model as one list, for the tests that hold the bit tables to the
 * specification (the portal names one event at a time, eventName).
 */
import type { PerLocale } from '../../src/models/units.ts';
import { registersForModel } from '../../src/models/registers.ts';
import {
  EVENT_REGISTER_NUMBERS,
  eventId,
  eventLevelOf,
  type EventLevel,
  type EventRegister,
} from '../../src/domain/events.ts';

export interface EventDef {
  eventId: string;
  register: EventRegister;
  bit: number;
  level: EventLevel;
  /** Stable key of the event (e.g. 'motorOverload', 'annualInspection', lamp keys on 0027). */
  key: string;
  /** Names [English, Japanese, Chinese], with the E) / C) / M) prefix on alarm levels. */
  name: PerLocale<string>;
}

const cache = new Map<string, readonly EventDef[]>();

/** Every named event bit of a model in register and bit order (0027 lamps included, level 0). */
export function eventsForModel(modelId: string): readonly EventDef[] {
  const hit = cache.get(modelId);
  if (hit) return hit;
  const regs = registersForModel(modelId);
  const list: EventDef[] = [];
  for (const register of EVENT_REGISTER_NUMBERS) {
    const reg = regs.find((r) => r.sensorId === `sn_D0${register}`);
    for (const bit of reg?.bits ?? []) {
      if (!bit.name || !bit.key) continue;
      list.push({
        eventId: eventId(register, bit.decimal),
        register,
        bit: bit.decimal,
        level: eventLevelOf(register),
        key: bit.key,
        name: bit.name,
      });
    }
  }
  if (regs.length > 0) cache.set(modelId, list);
  return list;
}
