/**
 * One portal per data folder. Two processes on one DATA_DIR would share (and stop) one embedded
 * PostgreSQL and write the same files, so the first process that uses a folder holds a lock on it for
 * its whole life, and any other one stops at once, naming the process that holds it.
 *
 * Why a socket and not a lock file: a lock must vanish when its holder dies by any means, SIGKILL
 * included, and a second start must never mistake a live holder for a dead one or the other way round.
 * A lock file outlives a killed holder, and deciding that it is stale means trusting a pid (which the
 * system reuses) and then replacing the file, which plain files cannot do atomically against a third
 * process doing the same. Node has no flock(). What the kernel does give us without a native addon is a
 * Unix socket in Linux's abstract namespace: binding a name is atomic (the second bind fails with
 * EADDRINUSE), the name belongs to the open socket and not to a file, so it is freed the moment the
 * holder's process ends, however it ends. There is no stale state, so pid reuse cannot fool it. The
 * name is derived from the folder's device and inode, so a symlink or a second path to the same folder
 * finds the same lock. A second start connects to the name and the holder answers with who it is.
 *
 * Limits: the abstract namespace belongs to the network namespace, so two containers with their own
 * networks that mount one volume do not see each other's lock. Other systems than Linux have no abstract
 * namespace: there the socket is a file in the folder (DATA_DIR/portal.sock) that a killed holder
 * leaves behind; a start that cannot connect to it removes it and binds again, which is safe except
 * when two starts do that at the same instant.
 *
 * DATA_DIR/portal.lock records the holder (pid, start time, role, port) for people and tools. It is not
 * the lock: deleting it unlocks nothing, and a record left by a killed holder is simply overwritten.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from './config.ts';

export interface DataDirHolder {
  pid: number;
  /** When the holding process started (ISO 8601). */
  startedAt: string;
  role?: string;
  port?: number;
}

export interface DataDirLock {
  /** Frees the folder once every holder in this process has released it. */
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: DataDirHolder | undefined;

  constructor(dataDir: string, holder: DataDirHolder | undefined) {
    const who = holder
      ? `process ${holder.pid} (started ${holder.startedAt}` +
        (holder.role ? `, role ${holder.role}` : '') +
        (holder.port ? `, port ${holder.port}` : '') +
        ')'
      : 'another process';
    super(
      `The data folder ${dataDir} is in use by ${who}. Only one portal may run on a data folder: ` +
        'stop that one first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** The roles and settings that keep state under DATA_DIR; other processes need no lock. */
export function usesDataDir(config: Config): boolean {
  const embeddedDatabase = !config.databaseUrl;
  const demoFiles = config.demo && config.role === 'all';
  const mailFiles = !config.smtpUrl && (config.role === 'all' || config.role === 'worker');
  return embeddedDatabase || demoFiles || mailFiles;
}

const RECORD_FILE = 'portal.lock';

interface Held {
  server: net.Server;
  recordFile: string;
  holders: number;
}

/** Locks held by this process, by folder: a second taker in the same process shares the lock. */
const held = new Map<string, Held>();

/**
 * Takes the lock of dataDir (created when missing) or throws DataDirLockedError. Taking it again in the
 * same process succeeds (the embedded database takes it too, and so do tests that start one directly).
 */
export async function lockDataDir(
  dataDir: string,
  details: { role?: string; port?: number } = {},
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  let lock = held.get(address);
  if (!lock) {
    const holder: DataDirHolder = {
      pid: process.pid,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      ...details,
    };
    const server = await bind(address, dataDir, holder);
    const recordFile = path.join(dataDir, RECORD_FILE);
    try {
      fs.writeFileSync(recordFile, JSON.stringify(holder) + '\n');
    } catch (error) {
      server.close();
      throw error;
    }
    lock = { server, recordFile, holders: 0 };
    held.set(address, lock);
  }
  lock.holders++;
  const current = lock;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      if (--current.holders > 0) return;
      held.delete(address);
      fs.rmSync(current.recordFile, { force: true });
      await new Promise<void>((resolve) => current.server.close(() => resolve()));
    },
  };
}

function lockAddress(dataDir: string): string {
  if (process.platform !== 'linux') return path.join(dataDir, 'portal.sock');
  const { dev, ino } = fs.statSync(dataDir);
  const digest = crypto.createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  return `\0airsight-data-dir-${digest}`;
}

async function bind(address: string, dataDir: string, holder: DataDirHolder): Promise<net.Server> {
  // A few rounds only for a holder that is ending right now (bind fails, then nobody answers).
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = net.createServer((socket) => socket.end(JSON.stringify(holder) + '\n'));
    server.on('error', () => undefined); // errors of answered connections do not concern the lock
    const bound = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve);
      server.listen(address, () => resolve(undefined));
    });
    if (!bound) {
      // The lock must not keep an otherwise finished process alive.
      server.unref();
      return server;
    }
    if (bound.code !== 'EADDRINUSE') throw bound;
    const answer = await askHolder(address);
    if (answer.kind === 'holder') throw new DataDirLockedError(dataDir, answer.holder);
    if (answer.kind === 'nobody' && !address.startsWith('\0')) {
      // A socket file left by a killed holder (systems without the abstract namespace).
      fs.rmSync(address, { force: true });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new DataDirLockedError(dataDir, undefined);
}

type Answer = { kind: 'holder'; holder: DataDirHolder | undefined } | { kind: 'nobody' };

/** Connects to the lock's socket: the holder answers with who it is. */
async function askHolder(address: string): Promise<Answer> {
  return new Promise((resolve) => {
    let text = '';
    let connected = false;
    const socket = net.connect(address);
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!connected) return resolve({ kind: 'nobody' });
      try {
        resolve({ kind: 'holder', holder: JSON.parse(text) as DataDirHolder });
      } catch {
        resolve({ kind: 'holder', holder: undefined });
      }
    });
  });
}
