/**
 * SQL of the announcements and their PDFs (tables informations and information_files, migration 0021).
 * A write names the `ts` it read; a row whose ts moved on is not changed, and the caller hears so.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface InformationRow {
  id: string;
  info_nm: string;
  start_at: Date;
  end_at: Date;
  file_id: string | null;
  file_name: string | null;
  updated_by: string;
  ts: string;
}

/** A PDF to store with an announcement. */
export interface InformationFileInput {
  name: string;
  content: Buffer;
}

export interface InformationWrite {
  infoNm: string;
  startAt: Date;
  endAt: Date;
  userId: string;
}

/** What becomes of the attachment on an update. */
export type FileChange =
  { kind: 'keep' } | { kind: 'delete' } | { kind: 'replace'; file: InformationFileInput };

/** The outcome of a write that names the ts it read. */
export type GuardedWrite<T> = { kind: 'done'; row: T } | { kind: 'missing' } | { kind: 'stale'; ts: string };

const NOW_MS = sql<string>`(extract(epoch FROM clock_timestamp()) * 1000)::bigint`;

const SELECT_ROWS = sql`
  SELECT i.id::text AS id, i.info_nm, i.start_at, i.end_at, i.file_id::text AS file_id, f.file_name,
         i.updated_by, i.ts::text AS ts
  FROM informations i LEFT JOIN information_files f ON f.id = i.file_id`;

/** Every announcement, latest start first. */
export async function findInformations(
  db: Db,
  filter: { id?: string; shownAt?: Date } = {},
): Promise<InformationRow[]> {
  const result = await sql<InformationRow>`
    ${SELECT_ROWS}
    WHERE TRUE
      ${filter.id !== undefined ? sql`AND i.id = ${filter.id}::uuid` : sql``}
      ${filter.shownAt !== undefined ? sql`AND ${filter.shownAt} BETWEEN i.start_at AND i.end_at` : sql``}
    ORDER BY i.start_at DESC, i.id
  `.execute(db);
  return result.rows;
}

async function insertFile(db: Db, file: InformationFileInput): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO information_files (file_name, content) VALUES (${file.name}, ${file.content}) RETURNING id::text AS id
  `.execute(db);
  return result.rows[0]!.id;
}

async function deleteFile(db: Db, fileId: string | null): Promise<void> {
  if (fileId !== null) await sql`DELETE FROM information_files WHERE id = ${fileId}::uuid`.execute(db);
}

/** A new announcement, with its PDF when given; its id. */
export function insertInformation(
  db: Db,
  info: InformationWrite,
  file: InformationFileInput | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const fileId = file ? await insertFile(trx, file) : null;
    const result = await sql<{ id: string }>`
      INSERT INTO informations (info_nm, start_at, end_at, file_id, updated_by, ts)
      VALUES (${info.infoNm}, ${info.startAt}, ${info.endAt}, ${fileId}::uuid, ${info.userId}, ${NOW_MS})
      RETURNING id::text AS id
    `.execute(trx);
    return result.rows[0]!.id;
  });
}

/** The row `id` locked for a write, if its ts is `expectedTs`. */
async function lockForWrite(
  trx: Db,
  id: string,
  expectedTs: number,
): Promise<GuardedWrite<{ file_id: string | null; info_nm: string }>> {
  const result = await sql<{ file_id: string | null; info_nm: string; ts: string }>`
    SELECT file_id::text AS file_id, info_nm, ts::text AS ts FROM informations WHERE id = ${id}::uuid FOR UPDATE
  `.execute(trx);
  const row = result.rows[0];
  if (!row) return { kind: 'missing' };
  if (row.ts !== String(expectedTs)) return { kind: 'stale', ts: row.ts };
  return { kind: 'done', row };
}

/** Changes an announcement read at `expectedTs`, and its attachment as `file` says. */
export function updateInformation(
  db: Db,
  id: string,
  expectedTs: number,
  info: InformationWrite,
  file: FileChange,
): Promise<GuardedWrite<string>> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockForWrite(trx, id, expectedTs);
    if (locked.kind !== 'done') return locked;
    const oldFileId = locked.row.file_id;
    const fileId =
      file.kind === 'keep' ? oldFileId : file.kind === 'replace' ? await insertFile(trx, file.file) : null;
    await sql`
      UPDATE informations
      SET info_nm = ${info.infoNm}, start_at = ${info.startAt}, end_at = ${info.endAt}, file_id = ${fileId}::uuid,
          updated_by = ${info.userId}, ts = GREATEST(ts + 1, ${NOW_MS})
      WHERE id = ${id}::uuid
    `.execute(trx);
    if (fileId !== oldFileId) await deleteFile(trx, oldFileId);
    return { kind: 'done', row: id };
  });
}

/** Deletes an announcement read at `expectedTs`, and its attachment; answers its name as it was. */
export function deleteInformation(
  db: Db,
  id: string,
  expectedTs: number,
): Promise<GuardedWrite<{ id: string; infoNm: string }>> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockForWrite(trx, id, expectedTs);
    if (locked.kind !== 'done') return locked;
    await sql`DELETE FROM informations WHERE id = ${id}::uuid`.execute(trx);
    await deleteFile(trx, locked.row.file_id);
    return { kind: 'done', row: { id, infoNm: locked.row.info_nm } };
  });
}

/** The PDF `fileId` of announcement `id`; with `shownAt`, only while the announcement is shown then. */
export async function findInformationFile(
  db: Db,
  id: string,
  fileId: string,
  shownAt?: Date,
): Promise<{ file_name: string; content: Buffer } | null> {
  const result = await sql<{ file_name: string; content: Buffer }>`
    SELECT f.file_name, f.content
    FROM informations i JOIN information_files f ON f.id = i.file_id
    WHERE i.id = ${id}::uuid AND f.id = ${fileId}::uuid
      ${shownAt !== undefined ? sql`AND ${shownAt} BETWEEN i.start_at AND i.end_at` : sql``}
  `.execute(db);
  return result.rows[0] ?? null;
}
