import { Type } from 'typebox';
import { sql } from 'kysely';
import type { AppInstance } from '../app.ts';
import { Readiness } from '../readiness.ts';

const Health = Type.Object({ status: Type.String() });
const NotReady = Type.Object({
  status: Type.String(),
  reasons: Type.Array(Type.String(), { description: 'Why the process cannot do its work now' }),
});

/** A database that has not answered by then counts as unusable (a hung connection must not hang probes). */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

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
      const databaseProblem = await checkDatabase(app);
      if (databaseProblem) reasons.push(`database: ${databaseProblem}`);
      reasons.push(...readiness.problems());
      if (reasons.length === 0) return { status: 'ready' };
      request.log.debug({ reasons }, 'not ready');
      return reply.status(503).send({ status: 'not ready', reasons });
    },
  );
}

async function checkDatabase(app: AppInstance): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`no answer within ${DATABASE_CHECK_TIMEOUT_MS / 1000} s`),
      DATABASE_CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(app.db).then(
        () => undefined,
        (error: unknown) => `unavailable (${describeDatabaseError(error)})`,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** node-postgres errors name the cause in their code or message; none of them carries the password. */
function describeDatabaseError(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : 'error';
}
