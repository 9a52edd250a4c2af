/**
 * The state a killed run can leave in the embedded PostgreSQL's folders, and how the next start clears
 * it. Everything here runs while this process holds the data folder's lock (data-dir-lock.ts), so no
 * running portal uses these folders: whatever PostgreSQL or initdb process still works on them was left
 * by a run that died.
 *
 * A process is taken for one of a folder's only when the system says so (Linux's /proc): its program is
 * postgres or initdb, and its working folder or an argument is that folder. A pid in postmaster.pid alone
 * proves nothing: the system reuses pids, and signalling whatever process has that number now could stop
 * anything. Elsewhere than Linux a live pid of postmaster.pid is trusted, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** Clusters are made under this name and renamed to their final name only once initdb has succeeded. */
export const UNFINISHED_PREFIX = 'pg.new-';

const hasProc = fs.existsSync('/proc/self/stat');

function procText(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** A zombie (ended, not yet reaped by its parent) counts as ended. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procText(pid, 'stat');
  // Field 3, after the parenthesised program name (which may itself hold spaces or parentheses).
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

function realPath(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function worksOn(pid: number, dir: string): boolean {
  const program = procText(pid, 'comm')?.trim();
  if (program !== 'postgres' && program !== 'initdb') return false;
  const args = (procText(pid, 'cmdline') ?? '').split('\0');
  const targets = new Set([path.resolve(dir), realPath(dir)]);
  if (args.some((arg) => targets.has(arg) || targets.has(arg.replace(/^--pgdata=/, '')))) return true;
  try {
    return targets.has(fs.readlinkSync(`/proc/${pid}/cwd`));
  } catch {
    return false;
  }
}

/** Live postgres and initdb processes that work on dir (none found without /proc). */
function processesOn(dir: string): number[] {
  if (!hasProc) return [];
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid && isRunning(pid) && worksOn(pid, dir));
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * A cluster left running by a killed process keeps its postmaster.pid: stop that PostgreSQL ("fast"
 * shutdown: it rolls back open transactions and writes a checkpoint) before starting anew. A
 * postmaster.pid whose pid is dead, or now belongs to another program, is removed.
 */
export async function stopLeftPostmaster(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const ours = Number.isInteger(pid) && pid > 0 && isRunning(pid) && (!hasProc || worksOn(pid, databaseDir));
  if (!ours) {
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
      log.info(
        { postgresPid: pid },
        'postmaster.pid names a process that is not this folder’s PostgreSQL; leaving it alone',
      );
    }
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log.warn({ postgresPid: pid }, 'stopping the embedded PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    throw new Error(`PostgreSQL process ${pid} left by an earlier run did not stop`);
  }
}

/** Ends postgres and initdb processes a killed run left working on dir (a cluster that is being discarded). */
async function killProcessesOn(dir: string, log: Logger): Promise<void> {
  for (const pid of processesOn(dir)) {
    log.warn({ postgresPid: pid, dir }, 'ending a PostgreSQL process left by an earlier run');
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await waitForExit(pid, 10_000);
  }
}

/**
 * A cluster whose creation was interrupted (initdb killed with its parent) never held data: it is made
 * under pg.new-… and only becomes DATA_DIR/pg once initdb has finished. Such leftovers are removed.
 */
export async function removeUnfinishedClusters(dataDir: string, log: Logger): Promise<void> {
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(UNFINISHED_PREFIX)) continue;
    const dir = path.join(dataDir, name);
    log.warn(
      { dir },
      'removing a PostgreSQL cluster whose creation an earlier run did not finish (it never held data)',
    );
    await killProcessesOn(dir, log);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Why an existing cluster folder cannot be a whole cluster, or undefined when it can: without PG_VERSION
 * and global/pg_control PostgreSQL cannot start (initdb writes both early; folders made by earlier
 * versions of this program, which ran initdb in place, can lack them).
 */
export function missingClusterFiles(databaseDir: string): string | undefined {
  if (!fs.existsSync(databaseDir)) return undefined;
  const missing = ['PG_VERSION', path.join('global', 'pg_control')].filter(
    (file) => !fs.existsSync(path.join(databaseDir, file)),
  );
  return missing.length > 0 ? `it has no ${missing.join(' and no ')}` : undefined;
}

/**
 * Moves a cluster folder that cannot be used aside (DATA_DIR/pg.broken-<time>), so that a new one can
 * be made. Nothing is deleted: whatever it holds stays for the operator to look at or remove. An empty
 * folder holds nothing and is simply removed.
 */
export async function setClusterAside(databaseDir: string, reason: string, log: Logger): Promise<void> {
  await killProcessesOn(databaseDir, log);
  if (fs.readdirSync(databaseDir).length === 0) {
    fs.rmdirSync(databaseDir);
    return;
  }
  const aside = `${databaseDir}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(databaseDir, aside);
  log.warn(
    { databaseDir, movedTo: aside, reason },
    `the embedded PostgreSQL cluster cannot be used (${reason}): moved aside to ${aside}; a new one is created`,
  );
}
