/**
 * DESIGN §11: one portal per data folder, and a half-made data folder is repaired at start.
 *
 * (a) A second portal on a folder in use stops at once with a message naming the folder and the running
 *     portal, and leaves the first one (and its PostgreSQL) alone.
 * (b) A first start killed at each point of making its cluster and database comes up on the next start.
 * (c) A postmaster.pid naming a process that is not this folder's PostgreSQL (a reused pid) is not
 *     signalled; a cluster without the portal's database gets it back.
 *
 * These start their own portals and clusters and do not use the test project's database, so they run in
 * the db-embedded project only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { silentLog } from './ingest-fixtures.ts';
import { describeOnlyIn } from '../support/database.ts';
import {
  cleanUp,
  isRunning,
  killPortal,
  spawnPortal,
  startPortal,
  stopPortal,
  waitReady,
  type Portal,
} from './portal-process.ts';

function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-datadir-'));
}

function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A public call that needs the database: /auth/login stores a sign-in transaction and redirects. */
async function signInStarts(portal: Portal): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${portal.port}/auth/login`, { redirect: 'manual' });
  return answer.status;
}

/** Folders a start makes its cluster in: DATA_DIR/pg, or a working folder beside it. */
function clusterFolders(dataDir: string): string[] {
  try {
    return fs
      .readdirSync(dataDir)
      .filter((name) => name === 'pg' || name.startsWith('pg.'))
      .map((name) => path.join(dataDir, name));
  } catch {
    return [];
  }
}

const anyClusterHas = (file: string) => (dataDir: string) =>
  clusterFolders(dataDir).some((dir) => fs.existsSync(path.join(dir, file)));

async function databaseExists(dataDir: string): Promise<boolean> {
  let port: number;
  try {
    port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  } catch {
    return false;
  }
  if (!port) return false;
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'airsight',
    password: 'airsight',
    database: 'template1',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'airsight'");
    return rows.length > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const KILL_POINTS: {
  name: string;
  scope: 'process' | 'group';
  reached: (dataDir: string) => boolean | Promise<boolean>;
}[] = [
  { name: 'the cluster folder appears', scope: 'group', reached: (d) => clusterFolders(d).length > 0 },
  { name: 'PG_VERSION appears', scope: 'group', reached: anyClusterHas('PG_VERSION') },
  { name: 'global/pg_control appears', scope: 'group', reached: anyClusterHas('global/pg_control') },
  {
    name: 'PG_VERSION appears (initdb left running)',
    scope: 'process',
    reached: anyClusterHas('PG_VERSION'),
  },
  {
    name: 'postmaster.pid appears (PostgreSQL left running, no database yet)',
    scope: 'process',
    reached: (d) => fs.existsSync(path.join(d, 'pg', 'postmaster.pid')),
  },
  {
    name: 'postmaster.pid appears (PostgreSQL killed too)',
    scope: 'group',
    reached: (d) => fs.existsSync(path.join(d, 'pg', 'postmaster.pid')),
  },
  { name: 'the database exists (migrations under way or done)', scope: 'process', reached: databaseExists },
];

// Once is enough: these tests start their own portals and clusters.
describeOnlyIn('db-embedded')('the data folder', () => {
  it(
    '(a) a second portal on a folder in use is refused and leaves the first one alone',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDataDir();
      const portals: Portal[] = [];
      try {
        const first = await startPortal(dataDir);
        portals.push(first);
        const firstPostgres = postmasterPid(dataDir);

        const second = await spawnPortal(dataDir);
        portals.push(second);
        const code = await Promise.race([
          second.exited,
          new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000)),
        ]);
        expect(code, second.output()).not.toBe('running');
        expect(code).not.toBe(0);
        expect(second.output()).toContain(
          `The data folder ${dataDir} is in use by process ${first.child.pid}`,
        );
        expect(second.output()).toContain(`port ${first.port}`);

        // The first portal, its PostgreSQL and its database are untouched.
        expect(isRunning(first)).toBe(true);
        expect(postmasterPid(dataDir)).toBe(firstPostgres);
        expect(alive(firstPostgres)).toBe(true);
        expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
        expect(await signInStarts(first)).toBe(302);

        // A clean stop frees the folder: the next portal starts on it.
        expect(await stopPortal(first)).toBe(0);
        const third = await startPortal(dataDir);
        portals.push(third);
        expect(await signInStarts(third)).toBe(302);
        expect(await stopPortal(third)).toBe(0);
      } finally {
        await cleanUp(portals, dataDir);
      }
    },
  );

  describe('(b) a first start killed while it makes its cluster comes up on the next start', () => {
    for (const point of KILL_POINTS) {
      it(`killed (${point.scope}) when ${point.name}`, { timeout: 240_000 }, async () => {
        const dataDir = tempDataDir();
        const portals: Portal[] = [];
        try {
          const first = await spawnPortal(dataDir);
          portals.push(first);
          const until = Date.now() + 120_000;
          while (!(await point.reached(dataDir))) {
            if (!isRunning(first) || Date.now() > until) {
              throw new Error(`the state was not reached before the portal ended:\n${first.output()}`);
            }
            await new Promise((r) => setTimeout(r, 5));
          }
          await killPortal(first, point.scope);

          const second = await spawnPortal(dataDir);
          portals.push(second);
          await waitReady(second);
          expect(await signInStarts(second)).toBe(302);
          expect(await stopPortal(second)).toBe(0);
          // The folder is whole now: a plain restart needs no repair.
          const third = await startPortal(dataDir);
          portals.push(third);
          expect(await stopPortal(third)).toBe(0);
          expect(third.output()).not.toContain('earlier run');
        } finally {
          await cleanUp(portals, dataDir);
        }
      });
    }
  });

  it(
    '(c) a reused pid in postmaster.pid is not signalled; a missing database is created again',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const bystander = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        const first = await startEmbeddedDatabase(dataDir, silentLog);
        const admin = new pg.Client({ connectionString: first.url.replace(/\/airsight$/, '/postgres') });
        await admin.connect();
        await admin.query('DROP DATABASE airsight');
        await admin.end();
        await first.stop();

        // A killed cluster's postmaster.pid whose pid now belongs to another program.
        const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
        fs.writeFileSync(pidFile, `${bystander.pid}\n${path.join(dataDir, 'pg')}\n0\n5432\n`);
        const again = await startEmbeddedDatabase(dataDir, silentLog);
        try {
          expect(bystander.exitCode).toBeNull();
          expect(bystander.signalCode).toBeNull();
          expect(alive(bystander.pid!)).toBe(true);
          const pool = new pg.Pool({ connectionString: again.url, max: 1 });
          try {
            await migrate(pool);
            const { rows } = await pool.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM schema_migrations',
            );
            expect(rows[0]!.n).toBeGreaterThan(0);
          } finally {
            await pool.end();
          }
        } finally {
          await again.stop();
        }
      } finally {
        bystander.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    '(d) a cluster made in place and cut short (earlier versions ran initdb in DATA_DIR/pg) is moved aside and made anew',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const brokenFolders = () => fs.readdirSync(dataDir).filter((name) => name.startsWith('pg.broken-'));
      try {
        // initdb killed before its bootstrap: PG_VERSION and configuration, no global/pg_control.
        fs.mkdirSync(path.join(dataDir, 'pg', 'global'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
        fs.writeFileSync(path.join(dataDir, 'pg', 'postgresql.conf'), '# written by initdb\n');
        const first = await startEmbeddedDatabase(dataDir, silentLog);
        const template1 = first.url.replace(/\/airsight$/, '/template1');
        const admin = new pg.Client({ connectionString: template1 });
        await admin.connect();
        expect(brokenFolders()).toHaveLength(1);
        expect(fs.readFileSync(path.join(dataDir, brokenFolders()[0]!, 'postgresql.conf'), 'utf8')).toContain(
          'initdb',
        );

        // initdb killed before its last step (the postgres database), and no portal database made yet.
        await admin.query('DROP DATABASE airsight');
        await admin.query('DROP DATABASE postgres');
        await admin.end();
        await first.stop();
        const second = await startEmbeddedDatabase(dataDir, silentLog);
        try {
          expect(brokenFolders()).toHaveLength(2);
          const client = new pg.Client({ connectionString: second.url });
          await client.connect();
          await client.query('SELECT 1');
          await client.end();
        } finally {
          await second.stop();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
