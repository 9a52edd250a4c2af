/**
 * Alarm-mail destinations (Main API, spec part 1 §7, part 2 §3 'Alarm mail destination', §7): the query
 * and answer of GET /scadaapi/v1/master-info/info_alertmail_destination_lists. Field names are the
 * specification's.
 */
import { Type, type Static } from 'typebox';
import { Int, ListAnswer, Text } from './fields.ts';

/** source_flag: destinations of a whole group, or of a single machine. */
export const SOURCE_FLAG = { group: 0, machine: 1 } as const;

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
