import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once. Database tests run twice: against an embedded PostgreSQL that the run starts,
 * and against the machine's own PostgreSQL (127.0.0.1:5432, or TEST_SYSTEM_DATABASE_URL).
 * The end-to-end suite in packages/e2e has its own config and runs after these.
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
    ],
  },
});
