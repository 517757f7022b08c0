import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { OPENAPI_FILE, openApiDocument } from '../helpers/openapi.ts';

it('docs/openapi.json is what the routes\u2019 schemas say (run `npm run openapi` after changing a route)', async () => {
  const committed = readFileSync(OPENAPI_FILE, 'utf8');
  expect(await openApiDocument(), 'docs/openapi.json is out of date: run `npm run openapi`').toBe(committed);
  // A whole app starts and writes the document: on a busy 2-core machine that has taken 31 s of wall time for 8 s of CPU.
}, 90_000);
