import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, savedSearches } from '../../server/db/schema.ts';
import { searchesMatchingListing } from '../../server/services/saved-searches.ts';
import { toProperty } from '../../server/services/property-view.ts';
import { EMPTY_FILTER, matchesFilter } from '../../src/domain/listing-filter.ts';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '../../src/domain/saved-search.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { listingRow, scenario } from '../helpers/listing-arbitraries.ts';
import { savedSearchBody } from '../helpers/samples.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = (id: string) => `/api/user/saved-searches/${id}`;

async function list(cookie: string): Promise<SavedSearch[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/saved-searches', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ searches: SavedSearch[] }>().searches;
}

describe('saved searches', () => {
  it('saves, lists, renames, sets the alert and deletes a search', async () => {
    const { cookie } = await signUp(t.app);
    const id = randomUUID();
    const saved = await t.app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload: savedSearchBody() });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().search).toMatchObject({ _id: id, name: '2 BHK Borivali-Andheri under 1.5 Cr', alert: 'off', newMatches: 0 });
    expect((await list(cookie)).map((s) => s.name)).toEqual(['2 BHK Borivali-Andheri under 1.5 Cr']);

    const renamed = await t.app.inject({ method: 'PATCH', url: url(id), headers: { cookie }, payload: { name: 'Near the station', alert: 'instant' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await list(cookie)).toMatchObject([{ _id: id, name: 'Near the station', alert: 'instant', filter: savedSearchBody().filter }]);

    const deleted = await t.app.inject({ method: 'DELETE', url: url(id), headers: { cookie } });
    expect(deleted.json()).toMatchObject({ message: 'Saved search deleted' });
    expect(await list(cookie)).toEqual([]);
    // A queued delete replayed: still fine.
    expect((await t.app.inject({ method: 'DELETE', url: url(id), headers: { cookie } })).statusCode).toBe(200);
  });

  it('treats a replayed save (same id) as the first one', async () => {
    const { cookie } = await signUp(t.app);
    const id = randomUUID();
    const first = await t.app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload: savedSearchBody() });
    const again = await t.app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload: savedSearchBody({ name: 'Other' }) });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(await list(cookie)).toMatchObject([{ _id: id, name: '2 BHK Borivali-Andheri under 1.5 Cr' }]);
  });

  it('counts new matching listings since the search was last opened, not the user’s own', async () => {
    const user = await signUp(t.app);
    const lister = await signUp(t.app);
    const id = randomUUID();
    await t.app.inject({ method: 'PUT', url: url(id), headers: { cookie: user.cookie }, payload: savedSearchBody() });
    const later = new Date(Date.now() + 60_000);
    const matching = { propertyName: '2 BHK with a view', location: 'Malad West', price: 12_000_000, createdAt: later };
    await insertProperty(t.deps.database.db, lister.id, matching);
    await insertProperty(t.deps.database.db, lister.id, { ...matching, price: 30_000_000 });
    await insertProperty(t.deps.database.db, lister.id, { ...matching, location: 'Dadar East' });
    await insertProperty(t.deps.database.db, user.id, matching);
    expect((await list(user.cookie))[0]?.newMatches).toBe(1);

    t.setNow(new Date(Date.now() + 120_000));
    const seen = await t.app.inject({ method: 'POST', url: `${url(id)}/seen`, headers: { cookie: user.cookie } });
    t.setNow(new Date());
    expect(seen.json().search.newMatches).toBe(0);
    expect((await list(user.cookie))[0]?.newMatches).toBe(0);
  });

  it('keeps each user’s searches to themselves', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = randomUUID();
    await t.app.inject({ method: 'PUT', url: url(id), headers: { cookie: owner.cookie }, payload: savedSearchBody() });
    expect(await list(other.cookie)).toEqual([]);
    for (const request of [
      { method: 'PATCH' as const, url: url(id), payload: { name: 'Mine now' } },
      { method: 'DELETE' as const, url: url(id) },
      { method: 'POST' as const, url: `${url(id)}/seen` },
      { method: 'PUT' as const, url: url(id), payload: savedSearchBody({ name: 'Mine now' }) },
    ]) {
      const res = await t.app.inject({ ...request, headers: { cookie: other.cookie } });
      expect(res.statusCode, request.method).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Saved search not found' });
    }
    expect(await list(owner.cookie)).toMatchObject([{ _id: id, name: '2 BHK Borivali-Andheri under 1.5 Cr' }]);
  });

  it('answers bad input with a clear 4xx and keeps text verbatim', async () => {
    const { cookie } = await signUp(t.app);
    const put = (payload: unknown, id = randomUUID()) =>
      t.app.inject({ method: 'PUT', url: url(id), payload: JSON.stringify(payload), headers: { cookie, 'content-type': 'application/json' } });
    const cases: [unknown, number, string][] = [
      [savedSearchBody({ name: '   ' }), 400, 'Name your search'],
      [savedSearchBody({ name: 'x'.repeat(81) }), 400, 'A search name must be at most 80 characters'],
      [savedSearchBody({ name: 'a\u0000b' }), 400, 'Text cannot contain a NUL character'],
      [{ ...savedSearchBody(), filter: { ...EMPTY_FILTER, maxPrice: 1e16 } }, 400, 'Maximum price is too large'],
      [{ ...savedSearchBody(), filter: { ...EMPTY_FILTER, areaFrom: 'Atlantis' } }, 400, 'Unknown area'],
      [{ ...savedSearchBody(), filter: { ...EMPTY_FILTER, q: 'x'.repeat(101) } }, 400, 'Search text must be at most 100 characters'],
      [{ name: 'x' }, 400, 'Invalid data provided'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await put(payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([status, message]);
    }
    const bad = await t.app.inject({ method: 'PUT', url: url('not-an-id'), headers: { cookie }, payload: savedSearchBody() });
    expect(bad.statusCode).toBe(404);
    const huge = await t.app.inject({
      method: 'PUT',
      url: url(randomUUID()),
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: expect.any(String) });

    const tricky = "$' $& </script><b>2 BHK</b>";
    const id = randomUUID();
    expect((await put(savedSearchBody({ name: tricky, filter: { ...EMPTY_FILTER, q: "$'</script>" } }), id)).statusCode).toBe(201);
    expect(await list(cookie)).toMatchObject([{ name: tricky, filter: { q: "$'</script>" } }]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per user`, async () => {
    const user = await signUp(t.app);
    await t.deps.database.db
      .insert(savedSearches)
      .values(Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ userId: user.id, name: `Search ${i}`, filter: EMPTY_FILTER })));
    const res = await t.app.inject({ method: 'PUT', url: url(randomUUID()), headers: { cookie: user.cookie }, payload: savedSearchBody() });
    expect([res.statusCode, res.json().message]).toEqual([409, 'You can keep at most 50 saved searches. Delete one to save another.']);
  });
});

describe('an instant saved search with a commute limit', () => {
  it('alerts for a new listing that fits the limit, and not for one that does not', async () => {
    const db = t.deps.database.db;
    await db.delete(savedSearches);
    const searcher = await signUp(t.app);
    const lister = await signUp(t.app);
    const filter = { ...EMPTY_FILTER, commuteTo: 'Churchgate' as const, deskMinutes: 5, maxCommute: 70 };
    const [search] = await db.insert(savedSearches).values({ userId: searcher.id, name: 'Near the office', filter, alert: 'instant' }).returning();
    // Borivali, 10 minutes from the station: 10 + 2 wait + 52 by fast train + 5 = 69 minutes. Virar, 5 minutes out: 104.
    const fits = await insertProperty(db, lister.id, { location: 'Borivali West', walkMinutes: 10 });
    const tooFar = await insertProperty(db, lister.id, { location: 'Virar East', walkMinutes: 5 });
    const noStation = await insertProperty(db, lister.id, { location: 'Somewhere quiet', walkMinutes: 1 });
    expect((await searchesMatchingListing(db, fits, ['instant'])).map((s) => s.id)).toEqual([search?.id]);
    expect(await searchesMatchingListing(db, tooFar, ['instant'])).toEqual([]);
    expect(await searchesMatchingListing(db, noStation, ['instant'])).toEqual([]);
    await db.delete(savedSearches);
  });
});

describe('the alert match and the client predicate', () => {
  // The property reasons over exactly the listings and searches it made: the earlier tests' rows would add matches it did not expect.
  beforeAll(async () => {
    await t.deps.database.db.delete(properties);
    await t.deps.database.db.delete(savedSearches);
  });

  it('agree for any saved filters over any listings: the alert match, the new-match count and the list page select the same', async () => {
    const searcher = await signUp(t.app);
    const lister = await signUp(t.app);
    const db = t.deps.database.db;
    const opened = new Date(Date.UTC(2025, 11, 31));
    await fc.assert(
      fc.asyncProperty(scenario, async ([listings, filters]) => {
        const searches = await db
          .insert(savedSearches)
          .values(
            filters.map((filter, i) => ({
              userId: searcher.id,
              name: `s${i}`,
              filter: { ...filter },
              alert: 'instant' as const,
              seenAt: opened,
              alertedAt: opened,
            })),
          )
          .returning();
        const rows = await db
          .insert(properties)
          .values(listings.map((l, i) => listingRow(l, lister.id, i)))
          .returning();
        try {
          // What the device shows: the shared predicate over the listings as the API returns them.
          const client = rows.map((row) => toProperty(row, '/uploads/'));
          for (const row of rows) {
            const alerted = (await searchesMatchingListing(db, row)).map((s) => s.id).sort();
            const property = client.find((p) => p._id === row.id);
            if (!property) throw new Error('listing missing');
            const expected = searches
              .filter((s) => matchesFilter(property, filters[searches.indexOf(s)] ?? EMPTY_FILTER))
              .map((s) => s.id)
              .sort();
            expect(alerted, property.propertyName).toEqual(expected);
          }
          const counted = await list(searcher.cookie);
          for (const [i, search] of searches.entries()) {
            const filter = filters[i] ?? EMPTY_FILTER;
            expect(counted.find((c) => c._id === search.id)?.newMatches, JSON.stringify(filter)).toBe(client.filter((p) => matchesFilter(p, filter)).length);
          }
        } finally {
          await db.delete(properties);
          await db.delete(savedSearches);
        }
      }),
      { numRuns: 40 },
    );
  });
});
