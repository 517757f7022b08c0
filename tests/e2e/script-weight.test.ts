import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCRIPT_BUDGETS, scriptWeight } from '../../bench/lib/script-weight.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

// A size check, not a timing: every script the browser fetched for a first visit by network idle, the catalogue
// worker included, against the page's budget (bench/lib/script-weight.ts says where each figure comes from).
let s: Suite;
let listing = '';

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  listing = (await insertProperty(s.server.database.db, ownerId, { propertyName: 'Borivali flat', location: 'Borivali West' })).id;
  await context.close();
}, 120_000);
afterAll(() => s?.close());

it.each([
  ['/', false],
  ['/properties', false],
  ['/property/:id', true],
] as const)('keeps the scripts a first visit to %s fetches within its budget', async (route, ownerId) => {
  const { context } = await newPage(s.browser, s.baseURL, PHONE);
  if (ownerId) await signUpViaApi(context, makeUser('Reader'));
  const weight = await scriptWeight(context, route.replace(':id', listing));
  await context.close();
  const list = weight.files.map((f) => `${f.url} ${(f.gzipBytes / 1024).toFixed(1)}`).join(', ');
  expect(weight.files.length, list).toBeGreaterThan(3);
  expect(weight.gzipBytes, `${(weight.gzipBytes / 1024).toFixed(1)} KB: ${list}`).toBeLessThanOrEqual(SCRIPT_BUDGETS[route]);
});
