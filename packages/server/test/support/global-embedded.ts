/** Starts one embedded PostgreSQL for the whole database-test run; each test file makes its own database. */
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from './fresh-database.ts';

export default async function setup(project: TestProject) {
  const postgres = await startTemporaryPostgres('airsight-test-');
  project.provide('pgAdminUrl', postgres.url);
  project.provide('databaseProject', project.name);
  return () => postgres.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The Vitest project of the run: db-embedded or db-system (support/database.ts, onlyIn). */
    databaseProject: string;
  }
}
