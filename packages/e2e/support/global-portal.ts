/**
 * Starts the portal exactly as `npm start` does (built web client, embedded PostgreSQL, demo data), but on
 * free ports and with its data in a temporary folder, and stops it with SIGTERM after the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
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

export default async function setup(project: TestProject) {
  // WEB_DIST lets several people test their own builds side by side (vite build --outDir elsewhere).
  const webDist = path.resolve(ROOT, process.env.WEB_DIST ?? 'packages/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web client is not built in ${webDist}: run "npm run build" first (npm test does).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-e2e-'));
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
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO: 'on',
      // A day of history is enough for the screens under test; the full 13-month backfill takes minutes.
      SIMULATOR_BACKFILL_DAYS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitUntilReady(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mqttUrl', `mqtt://127.0.0.1:${mqttPort}`);

  return async () => {
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
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The portal's embedded MQTT broker, where tests publish as the demo gateway. */
    mqttUrl: string;
  }
}
