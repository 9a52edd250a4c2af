/**
 * Shared set-up of the master-info tests: a fresh database with the demo fleet, the real app, and a
 * signed-in session for each demo account. Also the expected fleet, computed from the same data.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_HEADER } from '@airsight/contracts';
import type { AppInstance } from '../../src/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { buildGroups, buildMachines } from '../../src/demo/fleet.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { buildTestApp, signedInHeaders, testConfig } from '../support/app.ts';

export const DEMO_USER_IDS = ['supplier', 'acme', 'acme-kawasaki', 'tokai', 'info-admin'] as const;
export type DemoUserId = (typeof DEMO_USER_IDS)[number];

export interface DemoApp {
  database: TestDatabase;
  app: AppInstance;
  headers: Record<DemoUserId, Record<string, string>>;
  /** GET as a demo user (or without a session when `as` is null). */
  get(as: DemoUserId | null, url: string): Promise<LightMyRequestResponse>;
  put(
    as: DemoUserId,
    url: string,
    body: unknown,
    options?: { csrf?: boolean },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startDemoApp(): Promise<DemoApp> {
  const database = await createTestDatabase();
  await seedDemo(database.db, testConfig());
  const app = await buildTestApp(database.db);
  const headers = {} as Record<DemoUserId, Record<string, string>>;
  for (const userId of DEMO_USER_IDS) headers[userId] = await signedInHeaders(database.db, userId);
  return {
    database,
    app,
    headers,
    get: (as, url) => app.inject({ method: 'GET', url, headers: as ? headers[as] : {} }),
    put: (as, url, body, options = {}) => {
      const h = { ...headers[as] };
      if (options.csrf === false) delete h[CSRF_HEADER];
      return app.inject({ method: 'PUT', url, headers: h, payload: body as object });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The demo app for the calling test file (or describe block): started before its tests, closed after them.
 * Its members may be used inside tests and hooks only; a file's own set-up goes in a later beforeAll.
 */
export function useDemoApp(): Omit<DemoApp, 'close'> {
  let demo: DemoApp | undefined;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(async () => {
    await demo?.close();
  });
  const current = () => {
    if (!demo) throw new Error('the demo app exists inside tests and their hooks only');
    return demo;
  };
  return {
    get database() {
      return current().database;
    },
    get app() {
      return current().app;
    },
    get headers() {
      return current().headers;
    },
    get: (as, url) => current().get(as, url),
    put: (as, url, body, options) => current().put(as, url, body, options),
  };
}

/** The fleet the seed wrote, for expectations. */
export const FLEET = (() => {
  const { groups, sites } = buildGroups();
  const machines = buildMachines(sites);
  const childrenOf = (id: string) =>
    groups.filter((g) => g.parent_device_group_id === id).map((g) => g.device_group_id);
  const subtree = (id: string): string[] => [id, ...childrenOf(id).flatMap(subtree)];
  const machinesUnder = (id: string) => {
    const ids = new Set(subtree(id));
    return machines.filter((m) => ids.has(m.device_group_id));
  };
  return { groups, sites, machines, subtree, machinesUnder };
})();

/** The root group of each demo account. */
export const ROOT_OF: Record<DemoUserId, string> = {
  supplier: 'supplier',
  acme: 'acme',
  'acme-kawasaki': 'acme-kawasaki',
  tokai: 'tokai',
  'info-admin': '', // no Login role, and no machine routes at all (special-admin.test.ts)
};

export const MI = '/v1/master-info';

/** The common 404 answer, which says no more than "Not found" (a foreign id and an unknown one alike). */
export const NOT_FOUND_BODY = {
  statusCode: 404,
  error: 'Not Found',
  code: 'NOT_FOUND',
  message: 'Not found',
};
