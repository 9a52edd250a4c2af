/**
 * The ingest service: one entry for MQTT messages and HTTP requests alike. It finds the compressor,
 * checks that the gateway may write for it, validates the samples (all or nothing), hands them to the
 * batch writer of their lane (live, or backlog for samples older than the machine's newest: lanes.ts) and
 * resolves once they are committed. Every refusal is counted and logged once.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { IngestMetrics } from '../plugins/metrics.ts';
import { DeviceDirectory, GatewayAuthenticator, mayWrite, type GatewayIdentity } from './access.ts';
import { parseMessage, parseSamples, Rejection, type SnapshotRow, type TimeBounds } from './payload.ts';
import { retentionCutoff } from './retention.ts';
import { isTransientDatabaseError, readWhileUnavailable } from './db-errors.ts';
import { LaneRouter } from './lanes.ts';
import { BatchWriter, type WriteResult } from './writer.ts';

export type IngestSource = 'mqtt' | 'http';

export interface IngestRequest {
  source: IngestSource;
  /** The signed-in gateway; null when an external broker already enforced who may publish where. */
  gateway: GatewayIdentity | null;
  modelId: string;
  serialNo: string;
  /** An MQTT payload (raw) or the samples of an HTTP request (parsed JSON). */
  payload: { raw: Buffer | string } | { samples: unknown };
}

export interface IngestServiceOptions {
  db: Db;
  config: Pick<
    Config,
    'demo' | 'telemetryRetentionMonths' | 'ingestBatchSize' | 'ingestBatchMs' | 'ingestConcurrency'
  >;
  log: Logger;
  metrics: IngestMetrics;
}

export class IngestService {
  readonly gateways: GatewayAuthenticator;
  readonly devices: DeviceDirectory;
  /** Samples newer than what their machine sent so far: the live fleet. */
  readonly writer: BatchWriter;
  /** Samples no newer than their machine's newest: one batch at a time, beside the live writer. */
  readonly backlogWriter: BatchWriter;
  private readonly lanes: LaneRouter;
  private readonly options: IngestServiceOptions;
  private stopping = false;

  constructor(options: IngestServiceOptions) {
    const { db, config, log, metrics } = options;
    this.options = options;
    this.gateways = new GatewayAuthenticator(db, { demo: config.demo });
    this.devices = new DeviceDirectory(db);
    this.writer = new BatchWriter({
      db,
      log,
      metrics,
      batchSize: config.ingestBatchSize,
      batchMs: config.ingestBatchMs,
      concurrency: config.ingestConcurrency,
    });
    this.backlogWriter = new BatchWriter({
      db,
      log,
      metrics,
      batchSize: config.ingestBatchSize,
      batchMs: config.ingestBatchMs,
      concurrency: 1,
    });
    this.lanes = new LaneRouter(db);
  }

  bounds(now = Date.now()): TimeBounds {
    return { now, oldest: retentionCutoff(now, this.options.config.telemetryRetentionMonths) };
  }

  /** Writes the samples and resolves after the commit; throws a Rejection (already counted and logged). */
  async ingest(request: IngestRequest): Promise<WriteResult> {
    const { metrics } = this.options;
    let rows: SnapshotRow[] | undefined;
    try {
      const device = await this.whileUnavailable(() => this.devices.find(request.modelId, request.serialNo));
      if (!device) {
        throw new Rejection('unknown_machine', `no machine ${request.modelId}/${request.serialNo}`);
      }
      if (request.gateway && !mayWrite(request.gateway, device)) {
        throw new Rejection('forbidden', `gateway may not write for ${request.modelId}/${request.serialNo}`);
      }
      const parsed =
        'raw' in request.payload
          ? parseMessage(request.payload.raw, this.bounds())
          : parseSamples(request.payload.samples, this.bounds());
      rows = parsed;
      const lane = await this.whileUnavailable(() => this.lanes.laneOf(device.id, parsed));
      const writer = lane === 'live' ? this.writer : this.backlogWriter;
      const result = await writer.submit({ deviceId: device.id, rows });
      metrics.messages.inc({ source: request.source });
      metrics.samples.inc({ source: request.source, result: 'written' }, result.written);
      metrics.samples.inc({ source: request.source, result: 'duplicate' }, result.duplicates);
      return result;
    } catch (error) {
      if (error instanceof Rejection) {
        this.reject(request.source, error, {
          gateway: request.gateway?.username,
          modelId: request.modelId,
          serialNo: request.serialNo,
          samples: rows?.length,
        });
      }
      throw error;
    }
  }

  /** A lookup of the database that waits while it is unavailable, as the writers do (db-errors.ts). */
  private async whileUnavailable<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await readWhileUnavailable(
        read,
        () => this.stopping,
        (error) => this.options.log.warn({ err: error }, 'database unavailable: ingest waits for it'),
      );
    } catch (error) {
      if (this.stopping && isTransientDatabaseError(error))
        throw new Rejection('storage', 'ingest is stopping');
      throw error;
    }
  }

  /** Counts a refused message and logs it once, with its reason. */
  reject(source: IngestSource, rejection: Rejection, context: Record<string, unknown> = {}): void {
    const { metrics, log } = this.options;
    metrics.rejected.inc({ source, reason: rejection.reason });
    if (typeof context.samples === 'number') {
      metrics.rejectedSamples.inc({ source, reason: rejection.reason }, context.samples);
    }
    log.warn(
      { source, reason: rejection.reason, ...context },
      `ingest refused a message: ${rejection.message}`,
    );
  }

  /** Writes what is queued (waiting at most `timeoutMs` for the database) and refuses anything new. */
  async stop(timeoutMs?: number): Promise<void> {
    this.stopping = true;
    await Promise.all([this.writer.stop(timeoutMs), this.backlogWriter.stop(timeoutMs)]);
  }
}
