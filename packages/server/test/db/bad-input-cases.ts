/**
 * Bad input made from the OpenAPI document: every operation's query, path and body fields, walked from
 * their schemas, and the values that have broken servers before (NUL, which PostgreSQL cannot store;
 * Infinity, NaN and numbers past every column's range; very long strings; wrong types; deep arrays).
 * bad-input.test.ts sends them one field at a time from a valid request, and in random mixes.
 */
import fc from 'fast-check';

// The OpenAPI document is plain JSON; its schemas are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;
export type Location = 'query' | 'path' | 'body';

/** A number written into the JSON text as it is: 1e400 parses to Infinity, which JSON.stringify cannot write. */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /v1/master-info/devices/{id}. */
  path: string;
  query: Schema | undefined;
  params: Schema | undefined;
  body: Schema | undefined;
  bodyType: string | undefined;
}

export interface Field {
  location: Location;
  /** Keys and indexes from the query, path or body object down to the field. */
  at: (string | number)[];
  schema: Schema;
}

export interface RequestParts {
  query: Record<string, unknown>;
  params: Record<string, string>;
  body: unknown;
}

/** Every operation of the document, its parameters gathered into one object schema per location. */
export function operationsOf(doc: Schema): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    const ref = schema?.$ref as string | undefined;
    return ref ? resolve(doc.components.schemas[ref.replace('#/components/schemas/', '')]) : schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const group = (where: string) => {
        const params = ((op.parameters ?? []) as Schema[]).filter((p) => p.in === where);
        if (params.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, resolveDeep(p.schema, resolve)])),
          required: params.filter((p) => p.required).map((p) => p.name),
        };
      };
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema: Schema }>;
      const [bodyType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: group('query'),
        params: group('path'),
        body: media ? resolveDeep(media.schema, resolve) : undefined,
        bodyType,
      });
    }
  }
  return operations;
}

function resolveDeep(schema: Schema, resolve: (s: Schema) => Schema | undefined): Schema {
  const s = resolve(schema) ?? {};
  const out: Schema = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, resolveDeep(v, resolve)]),
    );
  }
  if (s.items) out.items = resolveDeep(s.items, resolve);
  return out;
}

/** Every field of an operation: objects are walked into; an array is a field and so is its first item. */
export function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = [];
  const walk = (location: Location, at: (string | number)[], schema: Schema) => {
    // The body itself is a field too (a deep array or NUL instead of an object); the query and path are not.
    if (at.length > 0 || location === 'body') fields.push({ location, at, schema });
    if (schema.properties) {
      for (const [key, child] of Object.entries(schema.properties as Record<string, Schema>)) {
        walk(location, [...at, key], child);
      }
    }
    if (schema.items) walk(location, [...at, 0], schema.items);
  };
  if (op.query) walk('query', [], op.query);
  if (op.params) walk('path', [], op.params);
  if (op.body) walk('body', [], op.body);
  return fields;
}

/** A valid value of a schema, for parents that a field needs and the baseline does not have. */
export function exampleOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) {
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((k) => [k, exampleOf(schema.properties[k])]));
  }
  if (schema.type === 'array') return [exampleOf(schema.items ?? {})];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return false;
  return 'x';
}

/** A deep copy that keeps RawNumber values (structuredClone would turn them into plain objects). */
export function clone<T>(value: T): T {
  if (value instanceof RawNumber || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
}

const containerOf = { query: 'query', path: 'params', body: 'body' } as const;

/** A copy of `parts` with the value at `field` replaced; parents it lacks are made from the schema. */
export function withValue(op: Operation, parts: RequestParts, field: Field, value: unknown): RequestParts {
  const copy = clone(parts);
  const rootSchema = { query: op.query, path: op.params, body: op.body }[field.location] ?? {};
  const at: (string | number)[] = [containerOf[field.location], ...field.at];
  let parent = copy as unknown as Record<string | number, unknown>;
  let schema: Schema = { type: 'object', properties: { [at[0]!]: rootSchema } };
  for (const key of at.slice(0, -1)) {
    schema = (key === 0 ? schema.items : schema.properties?.[key]) ?? {};
    const existing = parent[key];
    if (existing === null || typeof existing !== 'object' || existing instanceof RawNumber) {
      parent[key] = exampleOf(schema);
    }
    parent = parent[key] as Record<string | number, unknown>;
  }
  parent[at.at(-1)!] = value;
  return copy;
}

const NUL = '\u0000';
const LONG = 'x'.repeat(10_000);
const deepArray = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** The fixed bad values for one field, given the valid value it has in the baseline (if any). */
export function badValues(field: Field, valid: unknown): unknown[] {
  const { schema, location } = field;
  const text = typeof valid === 'string' ? valid : 'x';
  const inQuery = location !== 'body';
  const strings = [NUL, `${text}${NUL}`, `${NUL}${text}`, `a${NUL}b`, LONG, '\ud800', 'Infinity', 'NaN'];
  const numbersAsText = [
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '-1e400',
    '1e20',
    '9007199254740993',
    '-1',
    '1.5',
  ];
  if (inQuery) {
    if (schema.type === 'array') return [[NUL], Array(200).fill(text), [LONG], ...strings];
    return [...strings, ...numbersAsText, Array(3).fill(text), [NUL, NUL]];
  }
  const numbers = [
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    1e300,
    -1e300,
    2 ** 53 + 2,
    -1,
    1.5,
    ...numbersAsText.slice(0, 3),
  ];
  const wrongTypes = [true, null, {}, { [NUL]: NUL }, deepArray(500), [NUL]];
  if (schema.type === 'array') {
    return [deepArray(500), Array(10_001).fill(exampleOf(schema.items ?? {})), [null], [[NUL]], NUL, 1e300];
  }
  if (schema.type === 'integer' || schema.type === 'number' || schema.enum) {
    return [...numbers, ...strings.slice(0, 2), ...wrongTypes];
  }
  return [...strings, ...numbers.slice(0, 3), ...wrongTypes];
}

/** Random bad values (fast-check) of every kind above, for mixes of several fields at once. */
export const randomBadValue: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .string({ unit: 'grapheme', maxLength: 40 })
    .chain((s) => fc.nat({ max: s.length }).map((i) => `${s.slice(0, i)}${NUL}${s.slice(i)}`)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.double(),
  fc.integer({ min: 309, max: 5000 }).map((e) => new RawNumber(`${e % 2 ? '-' : ''}1e${e}`)),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 200n }).map((n) => new RawNumber(n.toString())),
  fc.constantFrom<unknown>('Infinity', '-Infinity', 'NaN', null, true, {}, LONG),
  fc.integer({ min: 2, max: 300 }).map(deepArray),
  fc.array(fc.constant(NUL), { minLength: 1, maxLength: 5 }),
);

/** JSON text of a body; RawNumber values are written as their text. */
export function jsonText(body: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawNumber)) return value;
    marks.push(value.text);
    return `\u0001raw${marks.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => marks[Number(i)]!);
}

/** A query or path value as text: objects as JSON, RawNumbers as written. */
const scalarText = (v: unknown) =>
  v instanceof RawNumber ? v.text : v !== null && typeof v === 'object' ? jsonText(v) : String(v);

/** Every byte of the UTF-8 text percent-encoded (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/**
 * A query string as the clients write it: arrays of objects as device_list[i].model_id keys, other
 * arrays as repeated keys. Numbers and RawNumbers are written as text.
 */
export function queryText(query: Record<string, unknown>): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      pairs.push([key, scalarText(value)]);
      continue;
    }
    value.forEach((item, i) => {
      if (item && typeof item === 'object' && !Array.isArray(item) && !(item instanceof RawNumber)) {
        for (const [k, v] of Object.entries(item)) pairs.push([`${key}[${i}].${k}`, scalarText(v)]);
      } else pairs.push([key, scalarText(item)]);
    });
  }
  return pairs.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join('&');
}

/** The URL of an operation: path parameters filled in (encoded), query string appended. */
export function urlOf(op: Operation, parts: RequestParts): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    percentEncoded(scalarText(parts.params[name])),
  );
  const query = queryText(parts.query);
  return query ? `${path}?${query}` : path;
}

/** The value at a field's place in the request parts (undefined when absent). */
export function valueAt(parts: RequestParts, field: Field): unknown {
  let value: unknown =
    field.location === 'body' ? parts.body : field.location === 'path' ? parts.params : parts.query;
  for (const key of field.at) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

export const describeField = (op: Operation, field: Field) =>
  `${op.method} ${op.path} ${field.location}.${field.at.join('.')}`;
