import { defineConfig } from 'vitest/config';

/** End-to-end tests: the real portal (server, embedded PostgreSQL, demo data) driven through Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-portal.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // One portal and one browser per file; files run one after another on a 2-core machine.
    fileParallelism: false,
  },
});
