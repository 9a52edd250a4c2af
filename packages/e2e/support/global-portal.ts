/**
 * Starts the portal exactly as `npm start` does (built web client, embedded PostgreSQL, demo data), but on
 * free ports and with its data in a temporary folder, and stops it with SIGTERM after the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-process.ts';

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-e2e-'));
  const portal = await startPortal({
    DATA_DIR: dataDir,
    // A day of history is enough for the screens under test; the full 13-month backfill takes minutes.
    SIMULATOR_BACKFILL_DAYS: '1',
  }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', portal.baseUrl);
  project.provide('mqttUrl', portal.mqttUrl);

  return async () => {
    await portal.stop();
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
