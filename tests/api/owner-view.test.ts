import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, listingViews, properties, wishlist } from '../../server/db/schema.ts';
import { ownListingSchema } from '../../src/domain/owner-activity.ts';
import { propertySchema } from '../../src/domain/property.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The owner's view: views counted per day without who, saves and visits on My Properties, and a hidden listing's reason. */
let t: TestApp;
const NOW = new Date('2026-11-27T06:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
});
afterAll(async () => {
  await t.close();
});

const open = (id: string, cookie = '') => t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}`, headers: cookie ? { cookie } : {} });
/** The device's view mark from an answer, as a browser would send it back. */
const markOf = (res: { cookies: { name: string; value: string }[] }) => {
  const mark = res.cookies.find((c) => c.name === 'viewed');
  return mark ? `viewed=${mark.value}` : '';
};
const both = (...cookies: string[]) => cookies.filter(Boolean).join('; ');
const storedViews = async (id: string) => t.deps.database.db.select().from(listingViews).where(eq(listingViews.propertyId, id));

async function mine(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return ownListingSchema.array().parse(res.json());
}

describe('views', () => {
  it('counts a view per device and day, never the owner’s, and stores only the count', async () => {
    const owner = await signUp(t.app);
    const buyer = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);

    // The owner opening their own listing counts nothing.
    expect((await open(listing.id, owner.cookie)).statusCode).toBe(200);
    expect(await storedViews(listing.id)).toEqual([]);

    const first = await open(listing.id, buyer.cookie);
    expect(first.statusCode).toBe(200);
    expect(await storedViews(listing.id)).toEqual([{ propertyId: listing.id, day: '2026-11-27', views: 1 }]);
    // The same device again the same day (its mark sent back): still one.
    const again = await open(listing.id, both(buyer.cookie, markOf(first)));
    expect(again.statusCode).toBe(200);
    expect((await storedViews(listing.id))[0]?.views).toBe(1);
    // Another device (a visitor without a mark, signed out) counts.
    expect((await open(listing.id)).statusCode).toBe(200);
    expect((await storedViews(listing.id))[0]?.views).toBe(2);
    // The next day in Mumbai the same device counts again: yesterday's mark is read as none.
    t.setNow(new Date('2026-11-27T19:00:00Z'));
    expect((await open(listing.id, both(buyer.cookie, markOf(again)))).statusCode).toBe(200);
    t.setNow(NOW);
    expect((await storedViews(listing.id)).map((r) => [r.day, r.views]).sort()).toEqual([
      ['2026-11-27', 2],
      ['2026-11-28', 1],
    ]);
    // The table holds the listing, the day and a count: nothing names a viewer.
    expect(Object.keys(listingViews)).not.toContain('userId');
  });

  it('reads a mark that is not ours as none, and counts nothing for a listing that is not served', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    for (const junk of ['viewed=%00%00', `viewed=${'a'.repeat(5000)}`, 'viewed=9999-99-99~zz.', "viewed=$'</script>"]) {
      expect((await open(listing.id, junk)).statusCode).toBe(200);
    }
    expect((await storedViews(listing.id))[0]?.views).toBe(4);
    expect((await open('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await open('not-an-id')).statusCode).toBe(404);
  });

  it('the mark ends at Mumbai’s midnight and travels only with detail requests', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    const res = await open(listing.id);
    const mark = res.cookies.find((c) => c.name === 'viewed');
    expect(mark).toMatchObject({ path: '/api/property/getProperty', httpOnly: true, sameSite: 'Lax' });
    // 06:00 UTC is 11:30 in Mumbai: 12.5 hours to midnight.
    expect(mark?.maxAge).toBe(12.5 * 3600);
  });
});

describe('My Properties', () => {
  it('gives each listing its state, price history, views per day, saves and visits booked', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { confirmedAt: new Date('2026-10-20T06:00:00Z') });
    // A minute later: two rows stored within one millisecond would tie on newest first.
    const quiet = await insertProperty(t.deps.database.db, owner.id, { createdAt: new Date(listing.createdAt.getTime() + 60_000) });
    const db = t.deps.database.db;
    const savers = [await signUp(t.app), await signUp(t.app)];
    await db.insert(wishlist).values(savers.map((u) => ({ userId: u.id, propertyId: listing.id })));
    await db.insert(bookings).values([
      { propertyId: listing.id, userId: savers[0]?.id ?? '', bookingDate: '2026-11-30', bookingTime: '11:00' },
      { propertyId: listing.id, userId: savers[1]?.id ?? '', bookingDate: '2026-11-30', bookingTime: '12:00' },
      { propertyId: listing.id, userId: savers[1]?.id ?? '', bookingDate: '2026-12-01', bookingTime: '12:00', status: 'cancelled' },
    ]);
    await db.insert(listingViews).values([
      { propertyId: listing.id, day: '2026-11-27', views: 3 },
      { propertyId: listing.id, day: '2026-11-20', views: 2 },
      // Older than the chart's 14 days: in the total only.
      { propertyId: listing.id, day: '2026-10-01', views: 10 },
    ]);

    const [newest, older] = await mine(owner.cookie);
    expect(newest?._id).toBe(quiet.id);
    expect(newest?.activity).toMatchObject({ state: 'listed', viewsTotal: 0, saves: 0, visits: 0 });
    expect(newest?.activity.views).toHaveLength(14);
    expect(newest?.priceHistory).toHaveLength(1);

    expect(older?._id).toBe(listing.id);
    const a = older?.activity;
    // Confirmed 38 days ago: stale, and out of search 45 days after that confirmation.
    expect(a?.state).toBe('stale');
    expect(a?.confirmBy).toBe('2026-12-04T06:00:00.000Z');
    expect(a?.views.at(-1)).toEqual({ day: '2026-11-27', views: 3 });
    expect(a?.views[0]).toEqual({ day: '2026-11-14', views: 0 });
    expect(a?.views.find((d) => d.day === '2026-11-20')?.views).toBe(2);
    expect(a?.viewsTotal).toBe(15);
    expect(a?.saves).toBe(2);
    expect(a?.visits).toBe(2);
  });

  it('says a listing not confirmed for 45 days is out of search, and a hidden one is hidden', async () => {
    const owner = await signUp(t.app);
    await insertProperty(t.deps.database.db, owner.id, { confirmedAt: new Date('2026-10-01T00:00:00Z'), createdAt: new Date('2026-10-01T00:00:00Z') });
    await insertProperty(t.deps.database.db, owner.id, { hiddenAt: NOW, hiddenReason: 'Photos of another flat' });
    const [hidden, unlisted] = await mine(owner.cookie);
    expect(hidden?.activity).toMatchObject({ state: 'hidden', confirmBy: null });
    expect(hidden?.hiddenReason).toBe('Photos of another flat');
    expect(unlisted?.activity).toMatchObject({ state: 'unlisted', confirmBy: null });
  });

  it('is for a signed-in user only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/myproperties' })).statusCode).toBe(401);
  });
});

describe('a hidden listing opened by its owner', () => {
  it('answers its owner with the listing, hidden, and the moderator’s reason; anyone else 404', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await signInAdmin(t.app, t.deps.database.db);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    // Read once while listed, so the public answer is in the listing cache.
    expect((await open(listing.id, other.cookie)).statusCode).toBe(200);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/hide`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'The photos show another building' },
    });
    expect(hide.statusCode, hide.body).toBe(200);

    const own = await open(listing.id, owner.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const seen = propertySchema.parse(own.json());
    expect(seen).toMatchObject({ _id: listing.id, hidden: true, hiddenReason: 'The photos show another building' });
    expect(seen.priceHistory).toHaveLength(1);

    for (const cookie of [other.cookie, admin.cookie, '']) {
      const res = await open(listing.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'propertyNotFound' });
      expect(res.body).not.toContain('another building');
    }
    // Nobody's look at a hidden listing is counted.
    const [row] = await t.deps.database.db.select({ hiddenAt: properties.hiddenAt }).from(properties).where(eq(properties.id, listing.id));
    expect(row?.hiddenAt).not.toBeNull();
    expect((await storedViews(listing.id))[0]?.views).toBe(1);
  });
});
