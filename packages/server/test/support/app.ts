/**
 * Builds the real application against a test database, and signs users in by creating real sessions,
 * so that route tests exercise the same cookie and CSRF checks as a browser.
 */
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppInstance } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { CSRF_HEADER } from '@airsight/contracts';
import type { Db } from '../../src/db/database.ts';
import { useTestDatabase } from './database.ts';

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

/** A fresh database and the real app on it for the calling test file; both go again after its tests. */
export function useTestApp(env: Record<string, string> = {}): { readonly db: Db; readonly app: AppInstance } {
  const database = useTestDatabase();
  let app: AppInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(database.db, env);
  });
  // After hooks run last-registered first: the app closes before its database is dropped.
  afterAll(async () => {
    await app?.close();
  });
  return {
    get db() {
      return database.db;
    },
    get app() {
      if (!app) throw new Error('the test app exists inside tests and their hooks only');
      return app;
    },
  };
}
