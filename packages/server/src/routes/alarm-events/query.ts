/**
 * The alarm calls' comma lists: `event_level=1,2,3` (one text) and repeated keys (an array, from the
 * query-string parser) both become one array of items for the schema to validate item by item.
 * Machines and events (`device_list[i].model_id`, `event_list[i].event_id`) arrive as arrays of objects
 * from the query-string parser itself (routes/query-string.ts).
 */
const COMMA_LISTS = ['event_level', 'incident_class'] as const;

export function splitCommaLists(query: Record<string, unknown>): Record<string, unknown> {
  const split = { ...query };
  for (const name of COMMA_LISTS) {
    const value = split[name];
    if (value === undefined) continue;
    // Anything that is not text (an object from `event_level[x]=…`) is left for the schema to refuse.
    const items = Array.isArray(value) ? value : [value];
    if (!items.every((item) => typeof item === 'string')) continue;
    split[name] = items.flatMap((item) => item.split(',')).map((item) => item.trim());
  }
  return split;
}
