/** Starts one embedded PostgreSQL for the whole database-test run; each test file makes its own database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-test-'));
  const embedded = await startEmbeddedDatabase(dir, pino({ level: 'warn' }));
  project.provide('pgAdminUrl', embedded.url);
  project.provide('databaseProject', project.name);
  return async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The Vitest project of the run: db-embedded or db-system (support/database.ts, onlyIn). */
    databaseProject: string;
  }
}
