/** The set-up every portal bench shares: its own database, a portal on it and a browser, all removed after. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startPortal, type RunningPortal } from '../support/portal-process.ts';
import { createBenchDatabase, type BenchDatabase } from './database.ts';

interface BenchPortal {
  database: BenchDatabase;
  /** Without the simulator: the bench writes all the data the portal holds. */
  portal: RunningPortal;
  browser: Browser;
}

/**
 * Runs `work` on a fresh bench database, a portal started on it (with a data folder of its own) and a
 * browser; closes the browser, stops the portal and drops the database afterwards, whatever happened.
 */
export async function withBenchPortal<T>(bench: string, work: (on: BenchPortal) => Promise<T>): Promise<T> {
  let database: BenchDatabase | undefined;
  let portal: RunningPortal | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `airsight-bench-${bench}-`));
  const browser = await launchBrowser();
  try {
    database = await createBenchDatabase();
    console.log(`bench e2e: starting the portal for the ${bench} …`);
    portal = await startPortal({ DATABASE_URL: database.url, DATA_DIR: dataDir, SIMULATOR: 'off' });
    return await work({ database, portal, browser });
  } finally {
    await browser.close();
    await portal?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
