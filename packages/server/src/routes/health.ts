import { Type } from 'typebox';
import { sql } from 'kysely';
import type { AppInstance } from '../app.ts';

const Health = Type.Object({ status: Type.String() });

/** Liveness (the process answers) and readiness (the database answers too). Both are public. */
export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['operations'], response: { 200: Health } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: { public: true }, schema: { tags: ['operations'], response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}
