import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: PostgreSQL, Redis, an S3-compatible server and two API processes (tests/cluster).
 * Its own config, not a project of vitest.config.ts, so `npm test` stays free of those services; CI runs both.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
