import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { toProperty } from '../../server/services/property-view.ts';
import { listingCommute } from '../../src/domain/commute/commute-filter.ts';
import { compareByCommute, filterToParams, type ListingFilter, matchesFilter } from '../../src/domain/listing-filter.ts';
import type { Property } from '../../src/domain/property.ts';
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

/** What the shared predicate and comparator make of the stored listings: newest first, then shortest commute first when asked (stably). */
function expectedOrder(stored: Property[], f: ListingFilter): Property[] {
  const newestFirst = [...stored].reverse();
  return newestFirst.filter((p) => matchesFilter(p, f)).sort(compareByCommute(f));
}

/** Every page of a list, following its cursors. */
async function allPages(query: string, limit: number): Promise<Property[]> {
  const out: Property[] = [];
  let cursor: string | null = null;
  for (;;) {
    const url = `/api/property/getProperties?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const page: ListingPage = res.json();
    out.push(...page.properties);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

describe('the SQL filter and the shared predicate', () => {
  it('select and order the same listings, with the same commutes, page after page', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([listings, filters]) => {
        const stored = await store(listings);
        try {
          for (const f of filters) {
            const expected = expectedOrder(stored, f);
            const shown = await allPages(filterToParams(f).toString(), 3);
            expect(
              shown.map((p) => p._id),
              JSON.stringify(f),
            ).toEqual(expected.map((p) => p._id));
            for (const p of shown) {
              const outcome = listingCommute(p, f);
              if (!outcome) expect(p.commute).toBeUndefined();
              else expect(p.commute ?? null).toEqual(outcome.ok ? { ...outcome.commute, legs: undefined, walkGiven: undefined } : null);
            }
          }
        } finally {
          await t.deps.database.db.delete(properties);
        }
      }),
      { numRuns: 40 },
    );
  });

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
