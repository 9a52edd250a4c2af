import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once. Database tests run twice: against an embedded PostgreSQL that the run starts,
 * and against the machine's own PostgreSQL (127.0.0.1:5432, or TEST_SYSTEM_DATABASE_URL).
 * Web components render in a real, headless Chromium (the machine's, /usr/bin/chromium) in Vitest's
 * browser mode. The end-to-end suite in packages/e2e has its own config and runs after these.
 */
const dbTests = ['packages/server/test/db/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/unit/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'db-embedded',
          include: dbTests,
          globalSetup: ['packages/server/test/support/global-embedded.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db-system',
          include: dbTests,
          globalSetup: ['packages/server/test/support/global-system.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['packages/web/src/**/*.browser.test.tsx', 'packages/web/test/components/**/*.test.ts'],
          // The planted failure (scripts/test.ts) reads it in the browser, where process.env is not.
          env: { AIRSIGHT_PLANT_FAILURE: process.env.AIRSIGHT_PLANT_FAILURE ?? '' },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
