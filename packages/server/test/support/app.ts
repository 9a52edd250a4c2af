/**
 * Builds the real application against a test database, and signs users in by creating real sessions,
 * so that route tests exercise the same cookie and CSRF checks as a browser.
 */
import pino from 'pino';
import { buildApp, type AppInstance } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { CSRF_HEADER } from '@airsight/contracts';
import type { Db } from '../../src/db/database.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/airsight-test-data', ...overrides });
}

export async function buildTestApp(db: Db, env: Record<string, string> = {}): Promise<AppInstance> {
  const config = testConfig(env);
  const app = await buildApp({ config, db, log: pino({ level: 'silent' }) });
  await app.ready();
  return app;
}

/** Headers that make a request as the given user: the session cookie and the CSRF token for writes. */
export async function signedInHeaders(db: Db, userId: string): Promise<Record<string, string>> {
  const session = await createSession(db, userId, {}, 1);
  return { cookie: `${SESSION_COOKIE}=${session.id}`, [CSRF_HEADER]: session.csrfToken };
}
