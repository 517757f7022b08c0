import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { properties, savedSearches } from '../../server/db/schema.ts';
import { runListingAlerts } from '../../server/services/search-alerts.ts';
import { AVAILABILITY_CHANGED } from '../../src/domain/availability.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { EMPTY_FILTER } from '../../src/domain/listing-filter.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Sold, rented, withdrawn: PATCH /api/property/availability/{id} takes a listing off the market (out of the list, the
 * catalogue and the alerts, still open at its URL and still in wishlists) and relists it, keeping its first date and
 * price history within 90 days of leaving.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.setNow(new Date());
});

const DAY_MS = 24 * 60 * 60 * 1000;

function setAvailability(id: string, cookie: string | null, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/property/availability/${id}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}
const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` })).json();
const listedIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/property/getProperties?limit=100' })).json().properties.map((p: { _id: string }) => p._id);
const catalogue = async (since: number) =>
  catalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${since}` })).json());
async function stored(id: string) {
  const [row] = await t.deps.database.db.select().from(properties).where(eq(properties.id, id));
  return row;
}

describe('PATCH /api/property/availability/{id}', () => {
  it('marks a sale sold: gone from the list and the catalogue, the detail says so, a wishlist keeps it with its state', async () => {
    const owner = await signUp(t.app);
    const saver = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Sold flat, Malad', location: 'Malad West' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${listing.id}`, headers: { cookie: saver.cookie } })).statusCode).toBe(200);
    // Read once first, so the caches hold the answers from before.
    expect(await listedIds()).toContain(listing.id);
    const full = await catalogue(0);
    expect(full.listings.map((l) => l[0])).toContain(listing.id);
    expect((await detail(listing.id)).availability).toBe('available');

    const at = new Date('2026-11-12T06:30:00Z');
    t.setNow(at);
    const res = await setAvailability(listing.id, owner.cookie, { availability: 'sold' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: AVAILABILITY_CHANGED,
      property: { _id: listing.id, availability: 'sold', availabilityChangedAt: at.toISOString() },
    });

    expect(await listedIds()).not.toContain(listing.id);
    const changed = await catalogue(full.version);
    expect(changed.removed).toContain(listing.id);
    expect(changed.listings.map((l) => l[0])).not.toContain(listing.id);
    expect((await catalogue(0)).listings.map((l) => l[0])).not.toContain(listing.id);
    expect(await detail(listing.id)).toMatchObject({ _id: listing.id, availability: 'sold', availabilityChangedAt: at.toISOString() });
    const wishlist = (await t.app.inject({ method: 'GET', url: '/api/user/wishlist', headers: { cookie: saver.cookie } })).json();
    expect(wishlist).toMatchObject([{ _id: listing.id, availability: 'sold', availabilityChangedAt: at.toISOString() }]);
    // A home off the market takes no visits.
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/property/bookvisit',
      headers: { cookie: saver.cookie },
      payload: { propertyId: listing.id, bookingDate: '2099-01-15', bookingTime: '11:00' },
    });
    expect([visit.statusCode, visit.json().code]).toEqual([409, 'listingNotAvailable']);
  });

  it('answers the same state again without a change, and marks a rent rented, not sold', async () => {
    const owner = await signUp(t.app);
    const rent = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000 });
    const sold = await setAvailability(rent.id, owner.cookie, { availability: 'sold' });
    expect([sold.statusCode, sold.json()]).toEqual([400, { message: 'Only a listing for sale can be marked sold', code: 'soldNeedsSale' }]);
    expect((await stored(rent.id))?.availability).toBe('available');
    expect((await setAvailability(rent.id, owner.cookie, { availability: 'rented' })).statusCode).toBe(200);
    const version = (await catalogue(0)).version;
    const again = await setAvailability(rent.id, owner.cookie, { availability: 'rented' });
    expect([again.statusCode, again.json().property.availability]).toEqual([200, 'rented']);
    expect((await catalogue(0)).version).toBe(version);

    const sale = await insertProperty(t.deps.database.db, owner.id);
    const rented = await setAvailability(sale.id, owner.cookie, { availability: 'rented' });
    expect([rented.statusCode, rented.json().code]).toEqual([400, 'rentedNeedsRent']);
    // Withdrawn, then sold privately: a move between two off-market states.
    expect((await setAvailability(sale.id, owner.cookie, { availability: 'withdrawn' })).json().property.availability).toBe('withdrawn');
    expect((await setAvailability(sale.id, owner.cookie, { availability: 'sold' })).json().property.availability).toBe('sold');
  });

  it('lets an admin change any listing, and nobody else: a visitor 401, another user 403, the state untouched', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    const visitor = await setAvailability(listing.id, null, { availability: 'withdrawn' });
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'notSignedIn']);
    const stranger = await setAvailability(listing.id, other.cookie, { availability: 'withdrawn' });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: 'You are not allowed to do that', code: 'notAllowed' }]);
    expect((await stored(listing.id))?.availability).toBe('available');
    const admin = await signInAdmin(t.app, t.deps.database.db);
    const byAdmin = await setAvailability(listing.id, admin.cookie, { availability: 'withdrawn' });
    expect([byAdmin.statusCode, byAdmin.json().property.availability]).toEqual([200, 'withdrawn']);
    for (const id of [randomUUID(), 'not-an-id', 'a'.repeat(90)]) {
      const res = await setAvailability(id, owner.cookie, { availability: 'sold' });
      expect([res.statusCode, res.json().code], id.slice(0, 20)).toEqual([404, 'propertyNotFound']);
    }
  });

  it('refuses what is not a state with a coded 400 and changes nothing', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    const before = await stored(listing.id);
    const bad: unknown[] = [{}, { availability: '' }, { availability: null }, { availability: 'SOLD' }, { availability: 'gone' }];
    bad.push({ availability: 'sold\u0000' }, { availability: 1e16 }, { availability: ['sold'] }, { availability: "$'" }, { availability: '</script>' });
    for (const payload of bad) {
      const res = await setAvailability(listing.id, owner.cookie, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'availabilityInvalid']);
    }
    const nul = await t.app.inject({
      method: 'PATCH',
      url: `/api/property/availability/${listing.id}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"availability":"\\u0000"}',
    });
    expect([nul.statusCode, typeof nul.json().code]).toEqual([400, 'string']);
    const huge = await t.app.inject({
      method: 'PATCH',
      url: `/api/property/availability/${listing.id}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ availability: 'sold', pad: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(typeof huge.json().code).toBe('string');
    expect(await stored(listing.id)).toEqual(before);
  });
});

describe('relisting', () => {
  /** A listing created 200 days ago, its price changed once, withdrawn `daysAgo` days before `relistAt` (now). */
  async function withdrawnListing(daysAgo: number) {
    const owner = await signUp(t.app);
    const created = new Date(Date.now() - 200 * DAY_MS);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 13_500_000, createdAt: created, confirmedAt: created });
    const reprice = { method: 'PATCH' as const, url: `/api/property/price/${listing.id}`, headers: { cookie: owner.cookie }, payload: { price: 12_500_000 } };
    expect((await t.app.inject(reprice)).statusCode).toBe(200);
    expect((await setAvailability(listing.id, owner.cookie, { availability: 'withdrawn' })).statusCode).toBe(200);
    const relistAt = new Date();
    t.setNow(relistAt);
    // Sessions live on the app's clock, so the withdrawal is moved back rather than the clock forward.
    const leftAt = new Date(relistAt.getTime() - daysAgo * DAY_MS);
    await t.deps.database.db.update(properties).set({ availabilityChangedAt: leftAt }).where(eq(properties.id, listing.id));
    return { owner, listing, created, relistAt };
  }

  it('exactly 90 days after leaving keeps the first date and the price history, and counts as confirmed', async () => {
    const { owner, listing, created, relistAt } = await withdrawnListing(90);
    const res = await setAvailability(listing.id, owner.cookie, { availability: 'available' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().property).toMatchObject({ availability: 'available', confirmedAt: relistAt.toISOString() });
    expect(res.json().property).not.toHaveProperty('availabilityChangedAt');
    const page = await detail(listing.id);
    expect(page.listedAt).toBe(created.toISOString());
    expect(page.priceHistory.map((p: { price: number }) => p.price)).toEqual([13_500_000, 12_500_000]);
    expect(await listedIds()).toContain(listing.id);
  });

  it('91 days after leaving starts anew: listed from the relisting, at its current price', async () => {
    const { owner, listing, relistAt } = await withdrawnListing(91);
    expect((await setAvailability(listing.id, owner.cookie, { availability: 'available' })).statusCode).toBe(200);
    const page = await detail(listing.id);
    expect(page.listedAt).toBe(relistAt.toISOString());
    expect(page.priceHistory).toEqual([{ date: relistAt.toISOString(), price: 12_500_000 }]);
    expect((await stored(listing.id))?.listedSince?.toISOString()).toBe(relistAt.toISOString());
    expect(await listedIds()).toContain(listing.id);
  });
});

describe('saved-search alerts', () => {
  it('skip a listing off the market: no new match counted, no alert queued', async () => {
    const db = t.deps.database.db;
    const searcher = await signUp(t.app);
    const lister = await signUp(t.app);
    const filter = { ...EMPTY_FILTER, q: 'Alert skip tower' };
    const seen = new Date(Date.now() - DAY_MS);
    const [search] = await db
      .insert(savedSearches)
      .values({ userId: searcher.id, name: 'Tower', filter, alert: 'instant', seenAt: seen, alertedAt: seen })
      .returning();
    const listing = await insertProperty(db, lister.id, { propertyName: 'Alert skip tower, 2 BHK' });
    const newMatches = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/saved-searches', headers: { cookie: searcher.cookie } })).json().searches[0].newMatches;
    expect(await newMatches()).toBe(1);
    const enqueue = vi.fn(async () => null);
    const deps = { ...t.deps, jobs: { ...t.deps.jobs, enqueue } };
    await runListingAlerts(deps, listing.id);
    expect(enqueue).toHaveBeenCalledTimes(1);

    expect((await setAvailability(listing.id, lister.cookie, { availability: 'sold' })).statusCode).toBe(200);
    expect(await newMatches()).toBe(0);
    enqueue.mockClear();
    await runListingAlerts(deps, listing.id);
    expect(enqueue).not.toHaveBeenCalled();
    await db.delete(savedSearches).where(eq(savedSearches.id, search?.id ?? ''));
  });
});
