/**
 * The alarm calls' query strings in the original client's forms. Fastify's parser leaves
 * `device_list[0].model_id=…` as a flat key and `event_level=1,2,3` as one string; this turns them into
 * the arrays the route schemas validate (which then report any remaining problem field by field):
 *
 * - `device_list[i].model_id`, `device_list[i][model_id]` → device_list: [{ model_id, serial_no }], by i;
 * - `event_list[i].event_id` → event_list: [{ event_id }];
 * - `event_level` and `incident_class`: comma lists and repeated keys → one array of items.
 *
 * Keys it does not recognise stay as they are, so the schema names them as unknown fields.
 */
import { badRequest } from '../../errors.ts';

const INDEXED_KEY = /^(device_list|event_list)\[(\d{1,4})\](?:\.([a-z_]+)|\[([a-z_]+)\])$/;
const LIST_FIELDS = { device_list: ['model_id', 'serial_no'], event_list: ['event_id'] } as const;
const COMMA_LISTS = ['event_level', 'incident_class'] as const;
/** Indexes above this cannot be meant (the schemas allow at most 100 machines and 50 events). */
const MAX_INDEX = 999;

type RawQuery = Record<string, string | string[] | undefined>;

export function normaliseAlarmQuery(raw: RawQuery): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const lists: Record<string, Map<number, Record<string, string>>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const match = INDEXED_KEY.exec(key);
    const list = match?.[1] as keyof typeof LIST_FIELDS | undefined;
    const field = match?.[3] ?? match?.[4];
    if (!match || !list || !field || !(LIST_FIELDS[list] as readonly string[]).includes(field)) {
      query[key] = value;
      continue;
    }
    const index = Number(match[2]);
    if (index > MAX_INDEX) throw badRequest(`querystring.${key}: index ${index} is too large`);
    if (Array.isArray(value)) throw badRequest(`querystring.${key}: given more than once`);
    const entries = (lists[list] ??= new Map());
    const entry = entries.get(index) ?? {};
    entry[field] = value;
    entries.set(index, entry);
  }
  for (const [list, entries] of Object.entries(lists)) {
    if (list in raw) throw badRequest(`querystring.${list}: give it as ${list}[i].field keys only`);
    query[list] = [...entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  }
  for (const name of COMMA_LISTS) {
    const value = query[name];
    if (value === undefined) continue;
    const items = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    query[name] = items.map((item) => item.trim());
  }
  return query;
}
