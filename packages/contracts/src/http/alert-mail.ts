/**
 * Alarm-mail destinations (Main API, spec part 1 §7, part 2 §3 'Alarm mail destination', §7): the query
 * and answer of GET /scadaapi/v1/master-info/info_alertmail_destination_lists. Field names are the
 * specification's.
 */
import { Type, type Static } from 'typebox';
import { MAIL_ADDRESS_RULE, MAIL_USER_NAME_RULE } from '../domain/text-rules.ts';
import { INT32_MAX, Int, ListAnswer, Text, TextOfRule } from './fields.ts';

/** source_flag: destinations of a whole group, or of a single machine. */

export const AlertMailDestinationsQuery = Type.Object(
  {
    source_flag: Int(0, 1, { description: '0 whole group, 1 single machine' }),
    source_type: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 201,
        description: 'a device_group_id (source_flag 0) or modelId$serialNo (source_flag 1)',
      }),
    ),
    updated: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 100,
        description: 'only destinations last changed by this user id',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AlertMailDestinationsQuery = Static<typeof AlertMailDestinationsQuery>;

export const AlertMailDestination = Type.Object(
  {
    id: Type.String(),
    mail: Type.String(),
    user_name: Type.String(),
    locale: Type.Integer({ description: '1 English, 2 Japanese, 3 Chinese' }),
    severity: Type.String({ description: "comma list of levels 3 (E), 2 (C), 1 (M), e.g. '3,2,1'" }),
    source_flag: Type.Integer({ description: '0 whole group, 1 single machine' }),
    source_type: Type.String({ description: 'device_group_id, or modelId$serialNo' }),
    inserted: Type.String({ description: 'user id that added it' }),
    updated: Type.String({ description: 'user id that last changed it' }),
    insert_time: Type.String({ description: 'ISO 8601, UTC' }),
    update_time: Type.String({ description: 'ISO 8601, UTC' }),
    version: Type.Integer(),
    notify_recovery: Type.Boolean({ description: 'also mailed when the incident recovers' }),
  },
  { additionalProperties: false },
);
export type AlertMailDestination = Static<typeof AlertMailDestination>;

export const AlertMailDestinationsResponse = ListAnswer(
  undefined,
  'info_alertmail_destination_list',
  AlertMailDestination,
);
export type AlertMailDestinationsResponse = Static<typeof AlertMailDestinationsResponse>;

/** Most destinations one POST adds. */
export const ALERT_MAIL_CREATE_MAX = 100;

/** The fields a client sets on a destination (POST and PUT); the rest come from the server. */
const destinationFields = {
  mail: Type.String({
    minLength: 3,
    maxLength: MAIL_ADDRESS_RULE.maxLength,
    pattern: MAIL_ADDRESS_RULE.pattern,
    description: 'one mail address (required)',
  }),
  user_name: TextOfRule(MAIL_USER_NAME_RULE, { description: 'the recipient’s name; may be empty' }),
  locale: Int(1, 3, { description: 'language of the mails: 1 English, 2 Japanese, 3 Chinese' }),
  severity: Type.String({
    pattern: '^[123](,[123]){0,2}$',
    maxLength: 5,
    description: "alarm levels, a comma list of 3 (E), 2 (C), 1 (M) without repeats, e.g. '3,2,1'",
  }),
  source_flag: Int(0, 1, { description: '0 whole group, 1 single machine' }),
  source_type: Text({
    minLength: 1,
    maxLength: 201,
    description: 'a device_group_id (source_flag 0) or modelId$serialNo (source_flag 1)',
  }),
  notify_recovery: Type.Optional(
    Type.Boolean({
      description: 'also mail when the incident recovers; a new record without it: false, a PUT: unchanged',
    }),
  ),
} as const;

/** Fields of a record as read that a PUT may send back unchanged; the server ignores them. */
const readOnlyFields = {
  id: Type.Optional(Text({ maxLength: 20, description: 'ignored: the path names the record' })),
  inserted: Type.Optional(Text({ maxLength: 100, description: 'ignored' })),
  updated: Type.Optional(Text({ maxLength: 100, description: 'ignored: the session names the user' })),
  insert_time: Type.Optional(Text({ maxLength: 40, description: 'ignored' })),
  update_time: Type.Optional(Text({ maxLength: 40, description: 'ignored' })),
} as const;

/** One new destination of POST …/info_alertmail_destination_lists. */
export const AlertMailDestinationNew = Type.Object(
  {
    ...destinationFields,
    version: Type.Optional(Int(0, 0, { description: 'a new record has version 0' })),
  },
  { additionalProperties: false },
);
export type AlertMailDestinationNew = Static<typeof AlertMailDestinationNew>;

/** POST body: the destinations to add, all or none. */
export const AlertMailDestinationsCreateBody = Type.Array(AlertMailDestinationNew, {
  minItems: 1,
  maxItems: ALERT_MAIL_CREATE_MAX,
});
export type AlertMailDestinationsCreateBody = Static<typeof AlertMailDestinationsCreateBody>;

/** PUT body: the record with its changes and the version read (a stale one answers 409). */
export const AlertMailDestinationUpdateBody = Type.Object(
  {
    ...destinationFields,
    ...readOnlyFields,
    version: Int(0, INT32_MAX, { description: 'the version read' }),
  },
  { additionalProperties: false },
);
export type AlertMailDestinationUpdateBody = Static<typeof AlertMailDestinationUpdateBody>;

export const AlertMailDestinationIdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'destination id (digits)' }) },
  { additionalProperties: false },
);
export type AlertMailDestinationIdParams = Static<typeof AlertMailDestinationIdParams>;
