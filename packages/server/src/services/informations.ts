/**
 * Announcements (part 1 §2, part 2 §2 'Notification admin', §7): the special administrator lists, adds,
 * changes and deletes them (its routes are marked specialAdminOnly); every user reads those shown now
 * and downloads their PDFs. A write names the `_ts` it read: an older one answers 409 TS_CONFLICT and
 * changes nothing. An attachment must be a PDF (name, `%PDF-` magic) under 10,000,000 bytes.
 */
import type * as I from '@airsight/contracts/http/informations';
import {
  attachmentProblem,
  looksLikePdf,
  periodIsInappropriate,
} from '@airsight/contracts/domain/info-attachment';
import { INFO_NAME_RULE, textProblem } from '@airsight/contracts/domain/text-rules';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import {
  deleteInformation as deleteStoredInformation,
  findInformationFile,
  findInformations,
  insertInformation,
  updateInformation,
  type FileChange,
  type GuardedWrite,
  type InformationFileInput,
  type InformationRow,
  type InformationWrite,
} from '../repositories/informations.ts';
import { NOT_FOUND } from './access.ts';
import { recordOperation } from './operation-log.ts';

/** How far the client's targetDateTime may be from the server's clock: no peeking at later announcements. */
const DISPLAY_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

function toInformation(row: InformationRow): I.Information {
  return {
    id: row.id,
    infoNm: row.info_nm,
    startDatetime: row.start_at.toISOString(),
    endDatetime: row.end_at.toISOString(),
    infoFile: row.file_id,
    infoFileName: row.file_name,
    user: row.updated_by,
    _ts: Number(row.ts),
  };
}

export async function getInformations(db: Db): Promise<I.GetInformationsResponse> {
  return (await findInformations(db)).map(toInformation);
}

async function informationById(db: Db, id: string, field: string): Promise<I.Information> {
  const [row] = await findInformations(db, { id });
  if (!row) throw NOT_FOUND.information(field);
  return toInformation(row);
}

export const getInformation = (db: Db, query: I.GetInformationQuery) =>
  informationById(db, query.id, 'querystring.id');

/** An instant of the request; a pattern-shaped but impossible one (month 13) is a 400. */
function instantOf(text: string, field: string): Date {
  const at = new Date(text);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text.slice(0, 10)) {
    throw badRequest(`${field}: not a real date and time`);
  }
  return at;
}

/** The name, period and user of an add or a change, checked beyond what the schema checks. */
function writeOf(body: I.AddInformationBody, userId: string): InformationWrite {
  if (textProblem(INFO_NAME_RULE, body.infoNm)) {
    throw badRequest('body.infoNm: must contain a character other than spaces');
  }
  if (periodIsInappropriate(body.startDatetime, body.endDatetime)) {
    throw badRequest('body.endDatetime: must not be before startDatetime', 'INAPPROPRIATE_DATE');
  }
  return {
    infoNm: body.infoNm,
    startAt: instantOf(body.startDatetime, 'body.startDatetime'),
    endAt: instantOf(body.endDatetime, 'body.endDatetime'),
    userId,
  };
}

/** The PDF a body carries, checked; null when it carries none. */
function attachmentOf(body: I.AddInformationBody): InformationFileInput | null {
  const { infoFileBase64: base64, infoFileName: name } = body;
  // A record read and sent back carries the stored file's name alone: that is no new file.
  if (base64 === undefined) return null;
  if (name === undefined) throw badRequest('body.infoFileName: a new file needs its name');
  const content = Buffer.from(base64, 'base64');
  const problem = attachmentProblem(name, content.length);
  if (problem === 'onlyAcceptPdfFiles') {
    throw badRequest('body.infoFileName: only PDF files (.pdf or .PDF) are accepted', 'NOT_PDF');
  }
  if (problem === 'fileSizeIsOver') {
    throw badRequest('body.infoFileBase64: the file must be under 10,000,000 bytes', 'FILE_TOO_LARGE');
  }
  if (!looksLikePdf(content)) throw badRequest('body.infoFileBase64: not a PDF file', 'NOT_PDF');
  return { name, content };
}

function guarded<T>(outcome: GuardedWrite<T>, sentTs: number): T {
  if (outcome.kind === 'missing') throw NOT_FOUND.information('body.id');
  if (outcome.kind === 'stale') {
    throw conflict(
      `The announcement was changed meanwhile (_ts ${sentTs} was sent, the stored one is ${outcome.ts}): reload it and try again`,
      'TS_CONFLICT',
    );
  }
  return outcome.row;
}

/** The log entry of an announcement written: its id and name, its period, its PDF's name. */
function recordInformation(
  db: Db,
  userId: string,
  type: 'informationAdd' | 'informationChange' | 'informationDelete',
  info: Pick<I.Information, 'id' | 'infoNm'> & Partial<I.Information>,
) {
  return recordOperation(db, {
    type,
    userId,
    contents: {
      target: info.id,
      value: info.infoNm,
      ...(info.startDatetime ? { from: info.startDatetime, to: info.endDatetime } : {}),
      ...(info.infoFileName ? { file: info.infoFileName } : {}),
    },
  });
}

export async function addInformation(
  db: Db,
  userId: string,
  body: I.AddInformationBody,
): Promise<I.Information> {
  const write = writeOf(body, userId);
  const id = await insertInformation(db, write, attachmentOf(body));
  const added = await informationById(db, id, 'body.id');
  await recordInformation(db, userId, 'informationAdd', added);
  return added;
}

export async function putInformation(
  db: Db,
  userId: string,
  body: I.PutInformationBody,
): Promise<I.Information> {
  const write = writeOf(body, userId);
  const file = attachmentOf(body);
  if (file && body.isInfoFileDelete === true) {
    throw badRequest('body: send a new infoFileBase64 or isInfoFileDelete, not both');
  }
  const change: FileChange = file
    ? { kind: 'replace', file }
    : body.isInfoFileDelete === true
      ? { kind: 'delete' }
      : { kind: 'keep' };
  guarded(await updateInformation(db, body.id, body._ts, write, change), body._ts);
  const changed = await informationById(db, body.id, 'body.id');
  await recordInformation(db, userId, 'informationChange', changed);
  return changed;
}

export async function deleteInformation(
  db: Db,
  userId: string,
  query: I.DeleteInformationQuery,
): Promise<I.DeleteInformationResponse> {
  const deleted = guarded(await deleteStoredInformation(db, query.id, query._ts), query._ts);
  await recordInformation(db, userId, 'informationDelete', deleted);
  return { id: deleted.id };
}

/** 'YYYY-MM-DD HH:mm:ss.SSSSSSS' (UTC) as an instant, within a day of the server's clock. */
function displayInstant(text: string, now: Date): Date {
  const at = instantOf(`${text.replace(' ', 'T').slice(0, 23)}Z`, 'querystring.targetDateTime');
  if (Math.abs(at.getTime() - now.getTime()) > DISPLAY_CLOCK_SLACK_MS) {
    throw badRequest('querystring.targetDateTime: must be within a day of the current time (UTC)');
  }
  return at;
}

/** The announcements shown at targetDateTime: for every signed-in user. */
export async function getInformationsDisplay(
  db: Db,
  query: I.GetInformationsDisplayQuery,
  now = new Date(),
): Promise<I.GetInformationsDisplayResponse> {
  const rows = await findInformations(db, { shownAt: displayInstant(query.targetDateTime, now) });
  return rows.map((row) => ({
    id: row.id,
    infoNm: row.info_nm,
    infoFile: row.file_id,
    infoFileName: row.file_name,
  }));
}

/**
 * An announcement's PDF. The special administrator may fetch any; other users only one of an
 * announcement shown now (what their dialog lists), else 404 as for an unknown id.
 */
export async function getInformationFile(
  db: Db,
  query: I.GetInformationFilesQuery,
  isSpecialAdmin: boolean,
): Promise<{ fileName: string; content: Buffer }> {
  const file = await findInformationFile(
    db,
    query.id,
    query.infoFile,
    isSpecialAdmin ? undefined : new Date(),
  );
  if (!file) throw NOT_FOUND.information('querystring.infoFile');
  return { fileName: file.file_name, content: file.content };
}
