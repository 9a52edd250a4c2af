/**
 * Prometheus metrics at /metrics (DESIGN §4): process metrics and the ingest's counters. One registry per
 * process; the ingest (MQTT and HTTP) counts into it wherever it runs, and /metrics shows it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppInstance } from '../app.ts';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const ingestMetrics = {
  messages: new Counter({
    name: 'ingest_messages_total',
    help: 'Messages (MQTT publishes, HTTP requests) whose samples were committed',
    labelNames: ['source'] as const,
    registers: [metricsRegistry],
  }),
  samples: new Counter({
    name: 'ingest_samples_total',
    help: 'Samples committed: result "written" (new) or "duplicate" (already stored, changed nothing)',
    labelNames: ['source', 'result'] as const,
    registers: [metricsRegistry],
  }),
  rejected: new Counter({
    name: 'ingest_rejected_total',
    help: 'Messages refused whole, by reason (nothing of them is written)',
    labelNames: ['source', 'reason'] as const,
    registers: [metricsRegistry],
  }),
  rejectedSamples: new Counter({
    name: 'ingest_rejected_samples_total',
    help: 'Samples in refused messages, when the message could be read far enough to count them',
    labelNames: ['source', 'reason'] as const,
    registers: [metricsRegistry],
  }),
  batchSeconds: new Histogram({
    name: 'ingest_batch_seconds',
    help: 'Time of one write transaction (snapshots, latest values, alarm evaluation, commit)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metricsRegistry],
  }),
  batchSamples: new Histogram({
    name: 'ingest_batch_samples',
    help: 'Samples per write transaction',
    buckets: [1, 10, 100, 500, 1000, 2500, 5000, 10000],
    registers: [metricsRegistry],
  }),
  retries: new Counter({
    name: 'ingest_batch_retries_total',
    help: 'Write transactions retried after a database error (nothing of them was acknowledged)',
    registers: [metricsRegistry],
  }),
  pending: new Gauge({
    name: 'ingest_pending_samples',
    help: 'Samples received and waiting for their commit',
    registers: [metricsRegistry],
  }),
  alarmEdges: new Counter({
    name: 'alarm_edges_total',
    help: 'Event-bit edges found by the alarm engine',
    registers: [metricsRegistry],
  }),
  incidentsOpened: new Counter({
    name: 'alarm_incidents_opened_total',
    help: 'Incidents opened (each with one alarm-mail outbox row)',
    registers: [metricsRegistry],
  }),
  reevaluations: new Counter({
    name: 'alarm_reevaluations_total',
    help: 'Device windows evaluated again from stored snapshots (late samples, first snapshot of a device)',
    registers: [metricsRegistry],
  }),
  partitionsDropped: new Counter({
    name: 'telemetry_partitions_dropped_total',
    help: 'Monthly snapshot partitions dropped by the retention job',
    registers: [metricsRegistry],
  }),
};

export type IngestMetrics = typeof ingestMetrics;

export async function registerMetrics(app: AppInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        description: 'Prometheus metrics of this process (text exposition format)',
        produces: ['text/plain'],
      },
    },
    async (_request, reply) => {
      reply.header('content-type', metricsRegistry.contentType);
      return metricsRegistry.metrics();
    },
  );
}
