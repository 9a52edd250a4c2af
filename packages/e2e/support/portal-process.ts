/**
 * Starts the real portal (`node packages/server/src/main.ts`) on free ports with the built web client and
 * waits until it answers /readyz. Shared by the end-to-end global setup and the browser bench; callers
 * add their own environment (DATA_DIR, DATABASE_URL, simulator settings).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningPortal {
  baseUrl: string;
  /** The portal's embedded MQTT broker. */
  mqttUrl: string;
  /** SIGTERM, then SIGKILL after 30 s. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * `folder`, else WEB_DIST (several people test their own builds side by side), else packages/web/dist;
 * must be built.
 */
export function webDistFolder(folder = process.env.WEB_DIST): string {
  const webDist = path.resolve(ROOT, folder ?? 'packages/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web client is not built in ${webDist}: run "npm run build" first (npm test does).`);
  }
  return webDist;
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the portal did not become ready:\n${log()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 30_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `env` may name the build to serve (WEB_DIST); it overrides the process's own settings. */
export async function startPortal(env: Record<string, string>): Promise<RunningPortal> {
  const webDist = webDistFolder(env.WEB_DIST);
  const port = await freePort();
  const mqttPort = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, mqttUrl: `mqtt://127.0.0.1:${mqttPort}`, stop: () => stopChild(child) };
}
