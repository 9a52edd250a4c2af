import { Health, NotReady } from '@airsight/contracts/http/health';
import type { AppInstance } from '../app.ts';
import { databaseProblem } from '../db/probe.ts';
import { Readiness } from '../readiness.ts';

/**
 * Liveness (the process answers) and readiness: the database answers, and every part that main.ts
 * registered (the MQTT ingest's broker) is usable; otherwise 503 with the reasons. Both are public.
 */
export async function healthRoutes(app: AppInstance, options: { readiness?: Readiness } = {}): Promise<void> {
  const readiness = options.readiness ?? new Readiness();
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['operations'], response: { 200: Health } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: { tags: ['operations'], response: { 200: Health, 503: NotReady } },
    },
    async (request, reply) => {
      const reasons: string[] = [];
      const database = await databaseProblem(app.db);
      if (database) reasons.push(`database: ${database}`);
      reasons.push(...readiness.problems());
      if (reasons.length === 0) return { status: 'ready' };
      request.log.debug({ reasons }, 'not ready');
      return reply.status(503).send({ status: 'not ready', reasons });
    },
  );
}
