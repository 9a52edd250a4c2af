/**
 * The names of a model's events: every named bit of the event registers 0024-0029 (DESIGN §6), by its
 * event id (domain/events.ts), named from the model's bit tables.
 */
import type { Locale } from '../locales.ts';
import { registersForModel } from '../models/registers.ts';
import { parseEventId, type EventRegister } from './events.ts';
import { localeSlot } from './values.ts';

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
