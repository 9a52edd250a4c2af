/**
 * The operation log's calls of the second backend (spec part 1 §7, part 2 §7): POST /api/addLogs, which
 * records what only the client knows, and POST /api/getLogs, the special administrator's search. Field
 * names are the specification's (camelCase, as the second backend spells them).
 */
import { Type, type Static } from 'typebox';
import {
  CLIENT_OPERATION_TYPES,
  OPERATION_LOG_MAX_ROWS,
  OPERATION_TEXT_MAX,
  type OperationContents as Contents,
} from '../domain/operation-log.ts';
import { Int, Text } from './fields.ts';

const ContentText = Text({ maxLength: OPERATION_TEXT_MAX });
const Optional = Type.Optional(ContentText);

/** The contents of an entry: a bounded object of known fields (contracts' OperationContents). */
const OperationContents = Type.Object(
  {
    monthlyReport: Type.Optional(
      Type.Object(
        {
          date: Optional,
          device: Type.Optional(Type.Object({ serialNo: Optional }, { additionalProperties: false })),
          group: Type.Optional(Type.Object({ groupName: Optional }, { additionalProperties: false })),
          allDevices: Optional,
        },
        { additionalProperties: false },
      ),
    ),
    modelId: Optional,
    serialNo: Optional,
    groupName: Optional,
    file: Optional,
    from: Optional,
    to: Optional,
    target: Optional,
    value: Optional,
  },
  {
    additionalProperties: false,
    description: `known fields only, each at most ${OPERATION_TEXT_MAX} characters`,
  },
);

const GroupName = Type.Optional(
  Text({ maxLength: 200, description: 'ignored: the stored name is recorded' }),
);

export const AddLogsBody = Type.Object(
  {
    type: Type.Enum([...CLIENT_OPERATION_TYPES], {
      description: 'what the client did: one of the client types',
    }),
    userId: Type.Optional(Text({ maxLength: 100, description: 'ignored: the signed-in user is recorded' })),
    deviceGroup: Type.Optional(
      Type.Union([
        Type.Object(
          {
            deviceGroupId: Text({
              minLength: 1,
              maxLength: 100,
              description: 'a device group the caller may see',
            }),
            deviceGroupNameLocale1: GroupName,
            deviceGroupNameLocale2: GroupName,
            deviceGroupNameLocale3: GroupName,
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
    contents: Type.Optional(OperationContents),
  },
  { additionalProperties: false },
);
export type AddLogsBody = Static<typeof AddLogsBody>;

export const AddLogsResponse = Type.Object(
  { datetime: Type.String({ description: 'when it was recorded, ISO 8601 UTC with milliseconds' }) },
  { additionalProperties: false },
);
export type AddLogsResponse = Static<typeof AddLogsResponse>;

/** An ISO 8601 time with its zone, e.g. 2026-11-28T09:00:00.000Z or 2026-11-28T18:00+09:00. */
const SearchTime = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    description,
  });

export const GetLogsBody = Type.Object(
  {
    localeId: Int(1, 3, { description: 'the language of device group names: 1 en, 2 ja, 3 zh' }),
    search: Type.Object(
      {
        userId: Type.Optional(Text({ maxLength: 100, description: 'part of the user id' })),
        deviceGroupName: Type.Optional(
          Text({ maxLength: 200, description: "part of the device group's name in localeId's language" }),
        ),
        datetimeFrom: Type.Optional(SearchTime('entries at or after this time')),
        datetimeTo: Type.Optional(SearchTime('entries at or before this time; not before datetimeFrom')),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type GetLogsBody = Static<typeof GetLogsBody>;

export const LogEntry = Type.Object(
  {
    datetime: Type.String({ description: 'ISO 8601 UTC with milliseconds' }),
    type: Type.String(),
    userId: Type.String(),
    deviceGroup: Type.Union([
      Type.Object(
        {
          deviceGroupId: Type.String(),
          deviceGroupName: Type.String({ description: "in localeId's language, as it was at the time" }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    contents: Type.Unsafe<Contents>(OperationContents),
  },
  { additionalProperties: false },
);
export type LogEntry = Static<typeof LogEntry>;

export const GetLogsResponse = Type.Object(
  {
    logs: Type.Array(LogEntry, { description: `newest first, at most ${OPERATION_LOG_MAX_ROWS}` }),
    truncated: Type.Boolean({ description: `true when more than ${OPERATION_LOG_MAX_ROWS} entries matched` }),
  },
  { additionalProperties: false },
);
export type GetLogsResponse = Static<typeof GetLogsResponse>;
