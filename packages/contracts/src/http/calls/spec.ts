/**
 * The shape of a call description (see ../calls.ts): `method` and `path` exist at runtime; Query, Body
 * and Answer are types only, given by a cast in getCall / sendCall below. Only types come from the schema
 * files, so the web bundle gains no TypeBox.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call; the phantom `types` field is never set, it carries the types for QueryOf, BodyOf, AnswerOf. */
export interface CallSpec<Query, Body, Answer> {
  /** GET when left out, as with fetch. */
  readonly method?: CallMethod;
  readonly path: string;
  readonly types?: { readonly query: Query; readonly body: Body; readonly answer: Answer };
}

/** A GET call: `{ path }`, its query (if any) in the URL, no body. */
export const getCall = <Query, Answer>(path: string) => ({ path }) as CallSpec<Query, never, Answer>;

/** A call with a body: `{ method, path }`; a query, where it has one, goes in the URL beside the body. */
export const sendCall = <Body, Answer, Query = never>(method: Exclude<CallMethod, 'GET'>, path: string) =>
  ({ method, path }) as CallSpec<Query, Body, Answer>;

/** Any call, whatever its types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest spec: its types are read back per call
export type AnyCall = CallSpec<any, any, any>;

export type QueryOf<C> = C extends CallSpec<infer Q, unknown, unknown> ? Q : never;
export type BodyOf<C> = C extends CallSpec<unknown, infer B, unknown> ? B : never;
export type AnswerOf<C> = C extends CallSpec<unknown, unknown, infer A> ? A : never;

type Item<T> = T extends readonly (infer I)[] ? I : never;

/**
 * A query as it travels in the URL (the server's query parser reads both forms): a list of values may
 * also go as one value or one comma-separated text, and a list of records goes as bracket-indexed keys
 * (`device_list[0].model_id`), never as the list itself.
 */
export type UrlQuery<Q> = {
  [K in keyof Q]: NonNullable<Q[K]> extends readonly object[]
    ? never
    : NonNullable<Q[K]> extends readonly unknown[]
      ? Q[K] | Item<NonNullable<Q[K]>> | string
      : Q[K];
} & { readonly [indexed: `${string}[${number}].${string}`]: string | undefined };
