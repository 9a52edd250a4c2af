/**
 * The one query-string parser of every route (app.ts gives it to Fastify's router), built on `qs` so
 * that schemas can declare arrays of objects in the original client's forms:
 *
 * - `device_list[0].model_id=…` and `device_list[0][model_id]=…` → device_list: [{ model_id }];
 * - repeated keys → an array (`event_level=1&event_level=2`), as Node's parser did; plain keys as before.
 *
 * The limits keep a hostile query string small; none of them refuses anything by itself, the route's
 * schema does (400 naming the field):
 * - depth 2: `list[i].field` is the deepest form a schema declares; deeper brackets stay part of a key,
 *   which the schema then names as an unknown field;
 * - arrayLimit 200: above every schema's maxItems, so the schema states the limit; a longer list, or an
 *   index past it, becomes an object keyed by index, which the schema refuses as "must be array";
 * - parameterLimit 1000: the number of pairs Node's parser read before (the rest is ignored, as then).
 *
 * comma lists (`event_level=1,2,3`) stay text here: `sort=-event_time,model_id` is a comma list that must
 * stay one string, so only the routes that take comma lists split them (splitCommaLists).
 */
import querystring from 'node:querystring';
import qs from 'qs';

const OPTIONS: qs.IParseOptions = {
  allowDots: true,
  depth: 2,
  arrayLimit: 200,
  parameterLimit: 1000,
  duplicates: 'combine',
  allowPrototypes: false,
  plainObjects: true,
};

export function parseQueryString(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, OPTIONS);
  } catch {
    // The router calls this outside any request hook, where a throw would end the process; Node's
    // parser never throws, and the schema then refuses what it cannot read.
    return querystring.parse(text);
  }
}

/**
 * A route's comma lists: `event_level=1,2,3` (one text) and repeated keys (an array, from the parser)
 * both become one array of items for the schema to validate item by item.
 */
export function splitCommaLists(
  query: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const split = { ...query };
  for (const name of names) {
    const value = split[name];
    if (value === undefined) continue;
    // Anything that is not text (an object from `event_level[x]=…`) is left for the schema to refuse.
    const items = Array.isArray(value) ? value : [value];
    if (!items.every((item) => typeof item === 'string')) continue;
    split[name] = items.flatMap((item) => item.split(',')).map((item) => item.trim());
  }
  return split;
}
