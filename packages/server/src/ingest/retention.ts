/**
 * Telemetry retention: TELEMETRY_RETENTION_MONTHS full months are kept besides the current one; older
 * monthly partitions of snapshots are dropped whole (no row-by-row delete, no bloat). Samples older than
 * the cut-off are refused at ingest, so a dropped month is not created again. 0 keeps everything.
 * Event history, incidents and device_latest are not affected.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { dropSnapshotPartition, listSnapshotPartitions } from '../repositories/telemetry-write.ts';
import type { IngestMetrics } from '../plugins/metrics.ts';

/** First instant kept (epoch ms, the start of a UTC month), or undefined when everything is kept. */
export function retentionCutoff(now: number, months: number): number | undefined {
  if (months <= 0) return undefined;
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1);
}

/** Drops the partitions whose whole month lies before the cut-off; answers their names. */
export async function dropExpiredPartitions(db: Db, now: number, months: number): Promise<string[]> {
  const cutoff = retentionCutoff(now, months);
  if (cutoff === undefined) return [];
  const dropped: string[] = [];
  for (const partition of await listSnapshotPartitions(db)) {
    if (Date.parse(`${partition.month}T00:00:00Z`) >= cutoff) continue;
    await dropSnapshotPartition(db, partition.name);
    dropped.push(partition.name);
  }
  return dropped;
}

const HOUR = 60 * 60_000;

/** Runs the retention once at start and then every hour; returns a function that stops it. */
export function startRetentionJob(options: {
  db: Db;
  months: number;
  log: Logger;
  metrics: IngestMetrics;
}): () => void {
  const { db, months, log, metrics } = options;
  if (months <= 0) return () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= dropExpiredPartitions(db, Date.now(), months)
      .then((dropped) => {
        if (dropped.length > 0) {
          metrics.partitionsDropped.inc(dropped.length);
          log.info({ dropped, months }, 'telemetry retention dropped old monthly partitions');
        }
      })
      .catch((error: unknown) =>
        log.warn({ err: error }, 'telemetry retention failed; it runs again in an hour'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
