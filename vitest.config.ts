import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/vite-catalogues.ts';

export default defineConfig({
  plugins: [react(), catalogues()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/helpers/component-setup.ts'] },
      },
      // The files a worker runs share the server's modules (not its state: each builds its own app on its own database),
      // which halves the suite's time (decision 0071).
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
      },
      // Real server processes (kill -9, SIGTERM) on the embedded database.
      { extends: true, test: { name: 'process', include: ['tests/process/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 60_000 } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server per file; two cores cannot run more of them well.
          maxWorkers: 1,
          // As the API suite: each file still starts its own server, database and browser (decision 0071).
          isolate: false,
          // A page's app code runs after its first paint; on a loaded 2-core machine that takes more than the default 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
