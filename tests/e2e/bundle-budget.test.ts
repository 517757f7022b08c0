import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstLoad, PROPERTIES_JS_BUDGET_BYTES } from '../../bench/lib/first-load.ts';

// A size check on the production build globalSetup made, not a timing: what a phone downloads before /properties can render.
it('keeps the first-load JavaScript of /properties within 125 KB gzip', () => {
  const load = firstLoad(inject('clientDir'), '/properties');
  expect(load.jsFiles.length).toBeGreaterThan(1);
  expect(load.jsGzipBytes, `first-load JS ${(load.jsGzipBytes / 1024).toFixed(1)} KB: ${load.jsFiles.join(', ')}`).toBeLessThanOrEqual(
    PROPERTIES_JS_BUDGET_BYTES,
  );
});

// zod's schemas cost a slow phone a long task to build before they check anything: the pages people land
// on show the server's words without them, and load the forms' rules only when a form opens. Found by its code, not
// its file name: the bundler names the chunk after whichever module it starts with.
describe.each(['/', '/properties', '/property/:id'])('the first load of %s', (route) => {
  it('holds no zod', () => {
    const clientDir = inject('clientDir');
    const load = firstLoad(clientDir, route);
    const withZod = load.jsFiles.filter((f) => readFileSync(join(clientDir, f), 'utf8').includes('ZodError'));
    expect(withZod, `zod in the first load of ${route}: ${load.jsFiles.join(', ')}`).toEqual([]);
  });

  // The error words load with the forms and actions that show errors (decision 0045), not before a page can render.
  it('holds no error words', () => {
    const clientDir = inject('clientDir');
    const load = firstLoad(clientDir, route);
    const withErrors = load.jsFiles.filter((f) => readFileSync(join(clientDir, f), 'utf8').includes('errors.badCredentials'));
    expect(withErrors, `error words in the first load of ${route}: ${load.jsFiles.join(', ')}`).toEqual([]);
  });
});
