/**
 * Announcements (spec part 1 §2 'Announcement dialog', §7; part 2 §2 'Notification admin', §3
 * 'Notification', §7): the special administrator's GET /api/getInformations, getInformation,
 * addInformation, putInformation and deleteInformation; everyone's getInformationsDisplay and
 * getInformationFiles. Field names are the specification's; an attached PDF travels as base64 in the JSON
 * body (infoFileBase64), as the specification's body has it.
 */
import { Type, type Static } from 'typebox';
import { INFO_FILE_MAX_BYTES } from '../domain/info-attachment.ts';
import { INFO_NAME_RULE } from '../domain/text-rules.ts';
import { Text, TextOfRule, Uuid } from './fields.ts';

/** An instant in UTC as the dialog sends it: ISO 8601 with Z, seconds and milliseconds optional. */
const UtcInstant = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$',
    description: `${description}: ISO 8601 in UTC, e.g. 2026-12-01T00:00:00Z`,
  });

/** The concurrency token: changes with every write; a write naming an older one answers 409. */
const Ts = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'concurrency token' });

export const Information = Type.Object(
  {
    id: Type.String({ description: 'uuid' }),
    infoNm: Type.String({ description: `the announcement, at most ${INFO_NAME_RULE.maxLength} characters` }),
    startDatetime: Type.String({ description: 'shown from (ISO 8601, UTC)' }),
    endDatetime: Type.String({ description: 'shown until, inclusive (ISO 8601, UTC)' }),
    infoFile: Type.Union([Type.String(), Type.Null()], { description: 'id of the attached PDF, or null' }),
    infoFileName: Type.Union([Type.String(), Type.Null()], { description: 'ours: the PDF’s file name' }),
    user: Type.String({ description: 'user id of the last change' }),
    _ts: Ts,
  },
  { additionalProperties: false },
);
export type Information = Static<typeof Information>;

export const GetInformationsResponse = Type.Array(Information);
export type GetInformationsResponse = Static<typeof GetInformationsResponse>;

export const GetInformationQuery = Type.Object(
  { id: Uuid('the announcement') },
  { additionalProperties: false },
);
export type GetInformationQuery = Static<typeof GetInformationQuery>;

/**
 * Base64 (4 characters per 3 bytes) of a file up to a few bytes over the limit, so that a file of exactly
 * 10,000,000 bytes reaches the service and hears FILE_TOO_LARGE rather than a length error.
 */
const FileBase64 = Type.String({
  maxLength: Math.ceil((INFO_FILE_MAX_BYTES + 3) / 3) * 4,
  pattern: '^[A-Za-z0-9+/]*={0,2}$',
  description: `the PDF in base64, under ${INFO_FILE_MAX_BYTES + 1} bytes`,
});
const FileName = Text({
  minLength: 1,
  maxLength: 255,
  description: 'ours: the PDF’s name, ending .pdf or .PDF',
});

const editable = {
  infoNm: TextOfRule(INFO_NAME_RULE, { description: 'the announcement (required)' }),
  startDatetime: UtcInstant('shown from'),
  endDatetime: UtcInstant('shown until, inclusive; not before startDatetime'),
  infoFileBase64: Type.Optional(FileBase64),
  infoFileName: Type.Optional(FileName),
  user: Type.Optional(Text({ maxLength: 100, description: 'ignored: the session names the user' })),
} as const;

export const AddInformationBody = Type.Object(editable, {
  additionalProperties: false,
  description: 'A new file is infoFileBase64 with its infoFileName; a name alone is ignored',
});
export type AddInformationBody = Static<typeof AddInformationBody>;

export const PutInformationBody = Type.Object(
  {
    id: Uuid('the announcement'),
    ...editable,
    infoFile: Type.Optional(
      Type.Union([Uuid('the attachment read'), Type.Null()], {
        description: 'ignored: the stored one counts',
      }),
    ),
    isInfoFileDelete: Type.Optional(Type.Boolean({ description: 'removes the attachment' })),
    _ts: Ts,
  },
  {
    additionalProperties: false,
    description:
      'A new infoFileBase64 replaces the attachment; isInfoFileDelete removes it; neither keeps it.',
  },
);
export type PutInformationBody = Static<typeof PutInformationBody>;

export const DeleteInformationQuery = Type.Object(
  {
    id: Uuid('the announcement'),
    infoFile: Type.Optional(Text({ maxLength: 100, description: 'ignored: its attachment goes with it' })),
    _ts: Ts,
  },
  { additionalProperties: false },
);
export type DeleteInformationQuery = Static<typeof DeleteInformationQuery>;

export const DeleteInformationResponse = Type.Object({ id: Type.String() }, { additionalProperties: false });
export type DeleteInformationResponse = Static<typeof DeleteInformationResponse>;

export const GetInformationsDisplayQuery = Type.Object(
  {
    targetDateTime: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}(\\.\\d{1,7})?$',
      description: 'UTC, YYYY-MM-DD HH:mm:ss.SSSSSSS; within a day of the server’s clock',
    }),
  },
  { additionalProperties: false },
);
export type GetInformationsDisplayQuery = Static<typeof GetInformationsDisplayQuery>;

export const DisplayedInformation = Type.Object(
  {
    id: Type.String(),
    infoNm: Type.String(),
    infoFile: Type.Union([Type.String(), Type.Null()]),
    infoFileName: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type DisplayedInformation = Static<typeof DisplayedInformation>;

export const GetInformationsDisplayResponse = Type.Array(DisplayedInformation);
export type GetInformationsDisplayResponse = Static<typeof GetInformationsDisplayResponse>;

export const GetInformationFilesQuery = Type.Object(
  { id: Uuid('the announcement'), infoFile: Uuid('its attachment') },
  { additionalProperties: false },
);
export type GetInformationFilesQuery = Static<typeof GetInformationFilesQuery>;
