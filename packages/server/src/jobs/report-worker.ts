/**
 * The report worker (roles all and worker): runs report jobs one at a time (repositories/report-jobs.ts).
 * A job is claimed with a lease that is renewed while it runs, with its progress; when its process dies,
 * the lease runs out and another worker claims it again, at most MAX_ATTEMPTS times, then it fails. A
 * runner that throws fails the job with its message (the user sees that it failed, not why).
 */
import type { Logger } from 'pino';
import { startRounds, type Rounds } from '../background-rounds.ts';
import type { Db } from '../db/database.ts';
import {
  claimReportJob,
  deleteExpiredReportJobs,
  failReportJob,
  finishReportJob,
  renewReportJob,
  type ClaimedJob,
  type ReportJobKind,
} from '../repositories/report-jobs.ts';

/** How long a claim holds without a renewal: a dead worker's job waits this long before another takes it. */
export const LEASE_SECONDS = 60;
/** Part 2 §9: a reservation lives 600 s; a finished job's file as long again after it is done. */
export const RESERVATION_TTL_SECONDS = 600;
export const MAX_ATTEMPTS = 3;
const POLL_MS = 1000;
const RENEW_MS = 15_000;

export interface JobContext {
  job: ClaimedJob;
  /** Reports progress (0..1); also renews the lease. */
  progress(share: number): Promise<void>;
}

export type JobRunner = (context: JobContext) => Promise<{ name: string; bytes: Buffer }>;
export type JobRunners = Record<ReportJobKind, JobRunner>;

/** Claims and runs the next job; false when none waits. */
export async function runNextReportJob(db: Db, runners: JobRunners, log: Logger): Promise<boolean> {
  const job = await claimReportJob(db, LEASE_SECONDS);
  if (!job) return false;
  if (job.attempts > MAX_ATTEMPTS) {
    log.error({ jobId: job.id, kind: job.kind }, 'report job: its worker stopped every time; given up');
    await failReportJob(
      db,
      job.id,
      `no worker finished it in ${MAX_ATTEMPTS} attempts`,
      RESERVATION_TTL_SECONDS,
    );
    return true;
  }
  let share = 0;
  // The lease is renewed on a timer as well: one slow step must not let another worker take the job.
  const renewal = setInterval(() => {
    void renewReportJob(db, job.id, share, LEASE_SECONDS).catch((error: unknown) =>
      log.warn({ err: error, jobId: job.id }, 'report job: lease renewal failed'),
    );
  }, RENEW_MS);
  renewal.unref();
  try {
    const file = await runners[job.kind]({
      job,
      progress: async (next) => {
        share = Math.min(1, Math.max(0, next));
        await renewReportJob(db, job.id, share, LEASE_SECONDS);
      },
    });
    await finishReportJob(db, job.id, file, RESERVATION_TTL_SECONDS);
    log.info({ jobId: job.id, kind: job.kind, bytes: file.bytes.length }, 'report job done');
  } catch (error) {
    log.error({ err: error, jobId: job.id, kind: job.kind }, 'report job failed');
    await failReportJob(
      db,
      job.id,
      error instanceof Error ? error.message : String(error),
      RESERVATION_TTL_SECONDS,
    );
  } finally {
    clearInterval(renewal);
  }
  return true;
}

export function startReportWorker(options: { db: Db; runners: JobRunners; log: Logger }): Rounds {
  const { db, runners, log } = options;
  return startRounds({
    pauseMs: POLL_MS,
    round: async (stopping) => {
      await deleteExpiredReportJobs(db);
      let busy = false;
      while (!stopping() && (await runNextReportJob(db, runners, log))) busy = true;
      return busy;
    },
    onError: (error) => log.error({ err: error }, 'report worker: round failed; the next round starts over'),
  });
}
