/**
 * Names and lists of a model's events: every named bit of the event registers 0024-0029 (DESIGN §6),
 * with its event id (domain/events.ts), level and names from the model's bit tables.
 */
import type { Locale } from '../locales.ts';
import type { PerLocale } from '../models/units.ts';
import { registersForModel } from '../models/registers.ts';
import {
  EVENT_REGISTER_NUMBERS,
  eventId,
  eventLevelOf,
  parseEventId,
  type EventLevel,
  type EventRegister,
} from './events.ts';
import { localeSlot } from './values.ts';

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

function sensorIdOf(register: EventRegister): string {
  return `sn_D0${register}`;
}

/** The name of an event of a model in a locale; undefined for an unknown model, id or unused bit. */
export function eventName(modelId: string, id: string, locale: Locale | 1 | 2 | 3): string | undefined {
  const parsed = parseEventId(id);
  if (!parsed) return undefined;
  const reg = registersForModel(modelId).find((r) => r.sensorId === sensorIdOf(parsed.register));
  const name = reg?.bits?.[parsed.bit]?.name;
  return name ? name[localeSlot(locale)] : undefined;
}

const cache = new Map<string, readonly EventDef[]>();

/** Every named event bit of a model in register and bit order (0027 lamps included, level 0). */
export function eventsForModel(modelId: string): readonly EventDef[] {
  const hit = cache.get(modelId);
  if (hit) return hit;
  const regs = registersForModel(modelId);
  const list: EventDef[] = [];
  for (const register of EVENT_REGISTER_NUMBERS) {
    const reg = regs.find((r) => r.sensorId === sensorIdOf(register));
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
