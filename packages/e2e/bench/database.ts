/**
 * A fresh database on the machine's PostgreSQL for one bench run (the portal migrates and seeds it), so
 * that the bench can write a generated fleet straight into the tables. Dropped WITH (FORCE) afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SYSTEM_URL = process.env.TEST_SYSTEM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withSystemClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SYSTEM_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The system PostgreSQL at ${SYSTEM_URL} does not answer (set TEST_SYSTEM_DATABASE_URL)`, {
      cause: error,
    });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `airsight_bench_${randomBytes(4).toString('hex')}`;
  await withSystemClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(SYSTEM_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withSystemClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
