/** Database tests against the machine's own PostgreSQL; each test file makes its own database there. */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_SYSTEM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The system PostgreSQL at ${url} does not answer (set TEST_SYSTEM_DATABASE_URL): ${String(error)}`,
      {
        cause: error,
      },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  project.provide('pgAdminUrl', url);
  project.provide('databaseProject', project.name);
}
