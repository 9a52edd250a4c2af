/**
 * SQL of the report jobs (table report_jobs; jobs/report-worker.ts): reserve, claim with a lease, renew,
 * finish, fail, read by its owner, and forget what has expired.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type ReportJobKind = 'monthlyReport';
export type ReportJobState = 'queued' | 'running' | 'done' | 'failed';

export async function insertReportJob(
  db: Db,
  job: { userId: string; kind: ReportJobKind; params: object; ttlSeconds: number },
): Promise<string> {
  const row = await db
    .insertInto('report_jobs')
    .values({
      user_id: job.userId,
      kind: job.kind,
      params: JSON.stringify(job.params),
      expires_at: new Date(Date.now() + job.ttlSeconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimedJob {
  id: string;
  userId: string;
  kind: ReportJobKind;
  params: unknown;
  attempts: number;
}

/**
 * The oldest job waiting, or running under a lease that has run out (its worker died), now this worker's
 * for `leaseSeconds`; undefined when none waits.
 */
export async function claimReportJob(db: Db, leaseSeconds: number): Promise<ClaimedJob | undefined> {
  const { rows } = await sql<{
    id: string;
    user_id: string;
    kind: ReportJobKind;
    params: unknown;
    attempts: number;
  }>`
    UPDATE report_jobs
       SET state = 'running', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => ${leaseSeconds})
     WHERE id = (SELECT id FROM report_jobs
                  WHERE (state = 'queued' OR (state = 'running' AND lease_until < now()))
                    AND expires_at > now()
                  ORDER BY created_at
                  FOR UPDATE SKIP LOCKED
                  LIMIT 1)
    RETURNING id, user_id, kind, params, attempts`.execute(db);
  const row = rows[0];
  return (
    row && { id: row.id, userId: row.user_id, kind: row.kind, params: row.params, attempts: row.attempts }
  );
}

/** Renews the lease and records the progress; false when the job is no longer this worker's to run. */
export async function renewReportJob(
  db: Db,
  id: string,
  progress: number,
  leaseSeconds: number,
): Promise<boolean> {
  const { numAffectedRows } = await sql`
    UPDATE report_jobs
       SET progress = ${progress}, lease_until = now() + make_interval(secs => ${leaseSeconds})
     WHERE id = ${id} AND state = 'running'`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}

export async function finishReportJob(
  db: Db,
  id: string,
  file: { name: string; bytes: Buffer },
  ttlSeconds: number,
): Promise<void> {
  await sql`
    UPDATE report_jobs
       SET state = 'done', progress = 1, lease_until = NULL, file_name = ${file.name}, result = ${file.bytes},
           finished_at = now(), expires_at = now() + make_interval(secs => ${ttlSeconds})
     WHERE id = ${id} AND state = 'running'`.execute(db);
}

export async function failReportJob(db: Db, id: string, error: string, ttlSeconds: number): Promise<void> {
  await sql`
    UPDATE report_jobs
       SET state = 'failed', lease_until = NULL, error = ${error}, finished_at = now(),
           expires_at = now() + make_interval(secs => ${ttlSeconds})
     WHERE id = ${id} AND state = 'running'`.execute(db);
}

export interface ReportJobStatus {
  kind: ReportJobKind;
  state: ReportJobState;
  progress: number;
  params: unknown;
  fileName: string | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The job of this owner that has not expired; with `withFile`, its file too. */
export async function findReportJob(
  db: Db,
  id: string,
  userId: string,
  withFile = false,
): Promise<(ReportJobStatus & { file: Buffer | null }) | undefined> {
  const row = await db
    .selectFrom('report_jobs')
    .select(['kind', 'state', 'progress', 'params', 'file_name', 'error', 'created_at', 'finished_at'])
    .select(withFile ? sql<Buffer | null>`result`.as('file') : sql<null>`NULL`.as('file'))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return (
    row && {
      kind: row.kind as ReportJobKind,
      state: row.state as ReportJobState,
      progress: row.progress,
      params: row.params,
      fileName: row.file_name,
      error: row.error,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      file: row.file,
    }
  );
}

export async function deleteExpiredReportJobs(db: Db): Promise<number> {
  const result = await db.deleteFrom('report_jobs').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
