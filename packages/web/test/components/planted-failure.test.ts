/**
 * Fails on purpose, and only when asked: `npm test` (scripts/test.ts) first runs it with
 * AIRSIGHT_PLANT_FAILURE=components and expects the run to exit non-zero, so that a browser runner that
 * hides failures is caught before the real run is trusted. Otherwise it is skipped. It runs in
 * Chromium, where the variable arrives through the project's `env` (vitest.config.ts).
 */
import { expect, test } from 'vitest';

const planted = import.meta.env.AIRSIGHT_PLANT_FAILURE as string | undefined;

test.skipIf(!planted)('planted failure', ({ task }) => {
  // The browser instance's project is named "components (chromium)".
  if ((task.file.projectName ?? '').replace(/ \(chromium\)$/, '') !== planted) return;
  expect('this planted test').toBe('failing on purpose');
});
