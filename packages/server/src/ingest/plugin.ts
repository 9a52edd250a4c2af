/**
 * Puts one IngestService on the app (app.ingest) for the HTTP ingest route and the MQTT ingest alike.
 * Closing the app writes what is still queued before the database closes.
 */
import type { Logger } from 'pino';
import type { AppInstance } from '../app.ts';
import { ingestMetrics } from '../plugins/metrics.ts';
import { IngestService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ingest: IngestService;
  }
}

export function registerIngest(app: AppInstance): void {
  // app.log is the pino logger buildApp was given (loggerInstance), typed as Fastify's narrower interface.
  const log = app.log as unknown as Logger;
  const service = new IngestService({ db: app.db, config: app.config, log, metrics: ingestMetrics });
  app.decorate('ingest', service);
  app.addHook('onClose', async () => {
    // Bounded: main.ts gives the whole shutdown 20 s; what is not committed by then is not acknowledged.
    await service.stop(8_000);
  });
}
