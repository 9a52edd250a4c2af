/**
 * Fails on purpose, and only when asked: `npm test` (scripts/test.ts) first runs it with
 * AIRSIGHT_PLANT_FAILURE naming this test project and expects the run to exit non-zero, so that a runner
 * or set-up that hides failures is caught before the real run is trusted. Otherwise it is skipped.
 */
import { expect, test } from 'vitest';

test.skipIf(!process.env.AIRSIGHT_PLANT_FAILURE)('planted failure', ({ task }) => {
  if (task.file.projectName !== process.env.AIRSIGHT_PLANT_FAILURE) return;
  expect('this planted test').toBe('failing on purpose');
});
