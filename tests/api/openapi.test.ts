import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { OPENAPI_FILE, openApiDocument } from '../helpers/openapi.ts';
import { API_TYPES_FILE, apiTypesOf } from '../helpers/openapi-types.ts';

it('docs/openapi.json is what the routes\u2019 schemas say (run `npm run openapi` after changing a route)', async () => {
  const committed = readFileSync(OPENAPI_FILE, 'utf8');
  expect(await openApiDocument(), 'docs/openapi.json is out of date: run `npm run openapi`').toBe(committed);
  // A whole app starts and writes the document: on a busy 2-core machine that has taken 31 s of wall time for 8 s of CPU.
}, 90_000);

it('tests/contract/openapi-types.ts is what openapi-typescript makes of docs/openapi.json (run `npm run openapi`)', async () => {
  const document = readFileSync(OPENAPI_FILE, 'utf8');
  expect(await apiTypesOf(document), 'tests/contract/openapi-types.ts is out of date: run `npm run openapi`').toBe(readFileSync(API_TYPES_FILE, 'utf8'));
});
