import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { toProperty } from '../../server/services/property-view.ts';
import { filterToParams, matchesFilter } from '../../src/domain/listing-filter.ts';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import { type Listing, listingRow, scenario } from '../helpers/listing-arbitraries.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  ownerId = (await signUp(t.app)).id;
});
afterAll(() => t.close());

async function store(listings: Listing[]) {
  const rows = listings.map((l, i) => listingRow(l, ownerId, i));
  return (await t.deps.database.db.insert(properties).values(rows).returning()).map((row) => toProperty(row, '/uploads/'));
}

describe('the SQL filter and the shared predicate', () => {
  it('select the same listings for any filter over any listings', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([listings, filters]) => {
        const stored = await store(listings);
        try {
          for (const f of filters) {
            const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties?limit=100&${filterToParams(f).toString()}` });
            expect(res.statusCode, res.body).toBe(200);
            const page = res.json<ListingPage>();
            const expected = stored
              .filter((p) => matchesFilter(p, f))
              .map((p) => p._id)
              .sort();
            expect(page.properties.map((p) => p._id).sort(), JSON.stringify(f)).toEqual(expected);
            expect(page.total).toBe(expected.length);
          }
        } finally {
          await t.deps.database.db.delete(properties);
        }
      }),
      { numRuns: 80 },
    );
  });
});
