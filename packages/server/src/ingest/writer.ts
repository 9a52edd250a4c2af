/**
 * Writes validated samples in batches: submissions of many messages are gathered for a short time or
 * until a size is reached, then written in ONE transaction (partitions, device locks, snapshots,
 * device_latest, alarm engine) and committed. Only then does each submission's promise resolve: that is
 * when MQTT sends the PUBACK and HTTP answers. A database error fails the whole batch and nothing is
 * acknowledged; the batch is tried again with backoff until the database is back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { databaseProblem } from '../db/probe.ts';
import { evaluateAlarms, type AlarmOutcome } from '../alarms/engine.ts';
import { ensureSnapshotPartition, insertSnapshots, lockDevices } from '../repositories/telemetry-write.ts';
import type { IngestMetrics } from '../plugins/metrics.ts';
import { Rejection, type SnapshotRow } from './payload.ts';
import {
  isMissingPartitionError,
  isRaceError,
  isTransientDatabaseError,
  waitBeforeRetry,
} from './db-errors.ts';

export interface Submission {
  deviceId: string;
  rows: readonly SnapshotRow[];
}

export interface WriteResult {
  /** Samples stored by this submission. */
  written: number;
  /** Samples that were already stored (or repeated in the same batch): they changed nothing. */
  duplicates: number;
}

/** The UTC month ('YYYY-MM-01') a measure time falls in: the snapshot partition that holds it. */
export function monthOf(time: number): string {
  const d = new Date(time);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Months whose partition this process has seen exist; a partition is created once per month. */
export class PartitionCache {
  private readonly known = new Set<string>();

  async ensure(db: Db, months: Iterable<string>): Promise<void> {
    for (const month of months) {
      if (this.known.has(month)) continue;
      await ensureSnapshotPartition(db, month);
      this.known.add(month);
    }
  }

  forget(month?: string): void {
    if (month === undefined) this.known.clear();
    else this.known.delete(month);
  }
}

/**
 * One transaction for several submissions. Samples repeated within the batch count once (the first);
 * samples already stored are skipped by the insert and do not reach the alarm engine.
 */
export async function writeBatch(
  db: Db,
  submissions: readonly Submission[],
  partitions: PartitionCache,
  log?: Logger,
): Promise<{ results: WriteResult[]; alarms: AlarmOutcome }> {
  const owner = new Map<string, number>();
  const rows: { deviceId: string; row: SnapshotRow }[] = [];
  const results: WriteResult[] = submissions.map(() => ({ written: 0, duplicates: 0 }));
  const months = new Set<string>();
  submissions.forEach((submission, index) => {
    for (const row of submission.rows) {
      const key = `${submission.deviceId}:${row.time}`;
      if (owner.has(key)) {
        results[index]!.duplicates++;
        continue;
      }
      owner.set(key, index);
      rows.push({ deviceId: submission.deviceId, row });
      months.add(monthOf(row.time));
    }
  });
  // Outside the transaction: creating a partition locks the parent table, which must not wait on locks
  // held by a batch, and a partition that exists stays (retention drops only months nobody may write).
  await partitions.ensure(db, months);

  const { inserted, alarms } = await db.transaction().execute(async (trx) => {
    await lockDevices(trx, [...new Set(rows.map((r) => r.deviceId))]);
    const inserted = await insertSnapshots(trx, rows);
    const alarms = await evaluateAlarms(trx, inserted, log);
    return { inserted, alarms };
  });

  const stored = new Set(inserted.map((r) => `${r.deviceId}:${r.time}`));
  for (const [key, index] of owner) {
    if (stored.has(key)) results[index]!.written++;
    else results[index]!.duplicates++;
  }
  return { results, alarms };
}

export interface BatchWriterOptions {
  db: Db;
  log: Logger;
  metrics: IngestMetrics;
  /** Flush once this many samples wait. */
  batchSize: number;
  /** Flush at the latest this long after the first sample of a batch arrived. */
  batchMs: number;
  /** Batches written at the same time (device locks keep them correct). */
  concurrency?: number;
}

interface Pending {
  submission: Submission;
  samples: number;
  resolve(result: WriteResult): void;
  reject(error: Error): void;
}

/** Errors of concurrent schema changes (two processes creating one partition) get this many tries. */
const MAX_RACE_RETRIES = 5;

export class BatchWriter {
  private readonly options: Required<BatchWriterOptions>;
  private readonly partitions = new PartitionCache();
  private queue: Pending[] = [];
  private queuedSamples = 0;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  private inFlight = new Set<Promise<void>>();
  private stopping = false;
  private outage = false;
  private abandoned = false;

  constructor(options: BatchWriterOptions) {
    this.options = { concurrency: 1, ...options };
  }

  /** Resolves once the submission's samples are committed; rejects with a Rejection('storage') otherwise. */
  submit(submission: Submission): Promise<WriteResult> {
    if (this.stopping) return Promise.reject(new Rejection('storage', 'ingest is stopping'));
    return new Promise<WriteResult>((resolve, reject) => {
      const samples = submission.rows.length;
      this.queue.push({ submission, samples, resolve, reject });
      this.queuedSamples += samples;
      this.options.metrics.pending.inc(samples);
      this.schedule();
    });
  }

  /** Writes everything queued and waits for it. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      this.pump();
      if (this.inFlight.size > 0) await Promise.race(this.inFlight);
    }
  }

  /** Refuses new submissions, writes those queued, waits at most `timeoutMs`, then fails what is left. */
  async stop(timeoutMs = 15_000): Promise<void> {
    this.stopping = true;
    const timedOut = Symbol('timeout');
    const result = await Promise.race([this.drain(), sleep(timeoutMs).then(() => timedOut)]);
    if (result === timedOut) {
      // The database did not come back in time: nothing left is acknowledged; senders deliver it again.
      this.abandoned = true;
      this.clearTimer();
      for (const item of this.queue)
        item.reject(new Rejection('storage', 'ingest stopped before the commit'));
      this.options.metrics.pending.dec(this.queuedSamples);
      this.queue = [];
      this.queuedSamples = 0;
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.soon) clearImmediate(this.soon);
    this.soon = undefined;
  }

  /**
   * Group commit: with no batch running, what is queued goes at once (after the current tick, so that the
   * messages of one socket read travel together); while batches run, arrivals gather until a slot frees,
   * the batch size is reached, or INGEST_BATCH_MS passes. Latency stays low when idle and batches grow
   * by themselves under load.
   */
  private schedule(): void {
    // With every slot busy, the batch that finishes first calls this again.
    if (this.queue.length === 0 || this.inFlight.size >= this.options.concurrency) return;
    if (this.queuedSamples >= this.options.batchSize) {
      this.pump();
    } else if (this.inFlight.size === 0) {
      this.soon ??= setImmediate(() => {
        this.soon = undefined;
        this.pump();
      });
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, this.options.batchMs);
    }
  }

  /** Starts batches while there is a free slot and something queued. */
  private pump(): void {
    this.clearTimer();
    while (this.inFlight.size < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      const running: Promise<void> = this.write(batch).finally(() => {
        this.inFlight.delete(running);
        // Whatever gathered while this batch was written goes now if nothing else is running.
        this.schedule();
      });
      this.inFlight.add(running);
      // A second slot waits for a full batch or the timer, not for a few stragglers.
      if (this.queuedSamples < this.options.batchSize) break;
    }
    this.schedule();
  }

  private take(): Pending[] {
    const batch: Pending[] = [];
    let samples = 0;
    while (
      this.queue.length > 0 &&
      (batch.length === 0 || samples + this.queue[0]!.samples <= this.options.batchSize)
    ) {
      const item = this.queue.shift()!;
      batch.push(item);
      samples += item.samples;
    }
    this.queuedSamples -= samples;
    return batch;
  }

  private async write(batch: Pending[]): Promise<void> {
    const { db, log, metrics } = this.options;
    const samples = batch.reduce((n, p) => n + p.samples, 0);
    let attempt = 0;
    let races = 0;
    for (;;) {
      const started = process.hrtime.bigint();
      try {
        const { results, alarms } = await writeBatch(
          db,
          batch.map((p) => p.submission),
          this.partitions,
          log,
        );
        metrics.batchSeconds.observe(Number(process.hrtime.bigint() - started) / 1e9);
        metrics.batchSamples.observe(samples);
        metrics.pending.dec(samples);
        metrics.alarmEdges.inc(alarms.edges);
        metrics.incidentsOpened.inc(alarms.opened);
        metrics.reevaluations.inc(alarms.reevaluated);
        if (this.outage) {
          this.outage = false;
          log.warn({ retries: attempt }, 'database is back: ingest writes again');
        }
        batch.forEach((p, i) => p.resolve(results[i]!));
        return;
      } catch (error) {
        if (isMissingPartitionError(error)) this.partitions.forget();
        // An error of no known kind is the batch's own only if the database answers: a batch that fails
        // because the database went away in a way the driver words differently must wait, not be refused.
        const transient =
          isTransientDatabaseError(error) ||
          (!isRaceError(error) && (await databaseProblem(this.options.db)) !== undefined);
        const retry = !this.abandoned && (transient || (isRaceError(error) && races++ < MAX_RACE_RETRIES));
        if (retry) {
          attempt++;
          metrics.retries.inc();
          if (transient && !this.outage) {
            this.outage = true;
            log.warn(
              { err: error },
              'database unavailable: ingest keeps the batch unacknowledged and tries again',
            );
          }
          await waitBeforeRetry(attempt);
          continue;
        }
        if (batch.length > 1 && !this.abandoned) {
          // One submission may be what fails: write them one by one so that the others still get through.
          await Promise.all(batch.map((p) => this.write([p])));
          return;
        }
        metrics.pending.dec(samples);
        if (!this.abandoned) log.error({ err: error }, 'writing samples failed');
        const message = this.abandoned
          ? 'ingest stopped before the commit'
          : `the samples could not be stored: ${(error as Error).message}`;
        for (const p of batch) p.reject(new Rejection('storage', message));
        return;
      }
    }
  }
}
