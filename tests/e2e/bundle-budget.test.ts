import { expect, inject, it } from 'vitest';
import { firstLoad, PROPERTIES_JS_BUDGET_BYTES } from '../../bench/lib/first-load.ts';

// A size check on the production build globalSetup made, not a timing: what a phone downloads before /properties can render.
it('keeps the first-load JavaScript of /properties within 124.95 KB gzip', () => {
  const load = firstLoad(inject('clientDir'), '/properties');
  expect(load.jsFiles.length).toBeGreaterThan(1);
  expect(
    load.jsFiles.some((f) => f.includes('zod')),
    `zod in the first load: ${load.jsFiles.join(', ')}`,
  ).toBe(false);
  expect(load.jsGzipBytes, `first-load JS ${(load.jsGzipBytes / 1024).toFixed(1)} KB: ${load.jsFiles.join(', ')}`).toBeLessThanOrEqual(
    PROPERTIES_JS_BUDGET_BYTES,
  );
});
