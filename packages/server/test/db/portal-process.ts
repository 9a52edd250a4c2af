/**
 * The real portal as a child process (node packages/server/src/main.ts), kept light unless a test asks for
 * more: no demo data, no simulator, free ports. Each runs in a process group of its own, so a test can kill
 * the portal alone (as `kill -9 <pid>` does, leaving initdb or PostgreSQL running) or with its children (as
 * a service manager ending the whole service does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './ingest-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface Portal {
  child: ChildProcess;
  port: number;
  mqttPort: number;
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** `env` adds to the light settings or overrides them (e.g. DEMO: 'on', a DATABASE_URL). */
export async function spawnPortal(dataDir: string, env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const mqttPort = await freePort();
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DEMO: 'off',
      SIMULATOR: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, mqttPort, output: () => output, exited };
}

export function isRunning(portal: Portal): boolean {
  return portal.child.exitCode === null && portal.child.signalCode === null;
}

/**
 * Waits (bounded) until the portal answers /readyz with 200 and `alsoReady`, where given, answers true
 * (e.g. the broker accepts a gateway).
 */
export async function waitReady(
  portal: Portal,
  { timeoutMs = 120_000, alsoReady }: { timeoutMs?: number; alsoReady?: () => Promise<boolean> } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isRunning(portal))
      throw new Error(`the portal exited with ${portal.child.exitCode}:\n${portal.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${portal.port}/readyz`)).ok && (!alsoReady || (await alsoReady())))
        return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the portal did not become ready:\n${portal.output()}`);
}

/** A spawned portal once it is ready; one that does not get ready is killed (with its children). */
export async function startPortal(dataDir: string, env: Record<string, string> = {}): Promise<Portal> {
  const portal = await spawnPortal(dataDir, env);
  try {
    await waitReady(portal);
  } catch (error) {
    await killPortal(portal, 'group');
    throw error;
  }
  return portal;
}

/** SIGKILL of the portal alone, or of its whole process group (initdb and PostgreSQL included). */
export async function killPortal(portal: Portal, scope: 'process' | 'group'): Promise<void> {
  if (!isRunning(portal)) return;
  try {
    process.kill(scope === 'group' ? -portal.child.pid! : portal.child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
  await portal.exited;
}

/** SIGTERM, and the exit code once it has stopped (bounded; SIGKILL of the group after that). */
export async function stopPortal(portal: Portal): Promise<number | null> {
  if (!isRunning(portal)) return portal.child.exitCode;
  portal.child.kill('SIGTERM');
  const code = await Promise.race([
    portal.exited,
    new Promise<'late'>((r) => setTimeout(() => r('late'), 30_000)),
  ]);
  if (code === 'late') {
    await killPortal(portal, 'group');
    throw new Error(`the portal did not stop:\n${portal.output()}`);
  }
  return code;
}

/** Ends whatever a test left: the portals' process groups and a PostgreSQL still running on the folder. */
export async function cleanUp(portals: Portal[], dataDir: string): Promise<void> {
  for (const portal of portals) {
    try {
      process.kill(-portal.child.pid!, 'SIGKILL');
    } catch {
      // group already gone
    }
  }
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      if (pid > 0) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
