import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory } from '../../server/db/schema.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { propertySchema } from '../../src/domain/property.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The price history: a point when a listing is created and one for each real change, read back by the detail answer. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const setPrice = (id: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/property/price/${id}`,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(payload),
  });

async function detail(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return propertySchema.parse(res.json());
}

const catalogue = async (since: number) =>
  catalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${since}` })).json());

const storedPoints = async (id: string) =>
  t.deps.database.db.select().from(priceHistory).where(eq(priceHistory.propertyId, id)).orderBy(priceHistory.changedAt);

describe('price history', () => {
  it('starts at the upload: one point, the first price at the creation date', async () => {
    const owner = await signUp(t.app);
    const form = multipart(listingFields({ price: '13500000' }), [file(await photo('jpeg', 320, 240))]);
    const res = await t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...form.headers, cookie: owner.cookie }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().property._id;
    const p = await detail(id);
    expect(p.priceHistory).toEqual([{ date: p.createdAt, price: 13_500_000 }]);
    expect(p.listedAt).toBe(p.createdAt);
    expect(await storedPoints(id)).toMatchObject([{ price: 13_500_000, oldPrice: null }]);
  });

  it('records each change (date, old, new), skips the same price, and the detail answer shows every point', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 13_500_000 });
    // A row written without a first point (seeded) still starts at its creation, with its price then.
    expect((await detail(listing.id)).priceHistory).toEqual([{ date: listing.createdAt.toISOString(), price: 13_500_000 }]);

    expect((await setPrice(listing.id, owner.cookie, { price: 12_500_000 })).statusCode).toBe(200);
    expect((await setPrice(listing.id, owner.cookie, { price: 12_500_000 })).statusCode).toBe(200);
    expect((await setPrice(listing.id, owner.cookie, { price: 12_000_000 })).statusCode).toBe(200);

    expect(await storedPoints(listing.id)).toMatchObject([
      { price: 12_500_000, oldPrice: 13_500_000 },
      { price: 12_000_000, oldPrice: 12_500_000 },
    ]);
    const p = await detail(listing.id);
    expect(p.priceHistory?.map((point) => point.price)).toEqual([13_500_000, 12_500_000, 12_000_000]);
    expect(p.listedAt).toBe(listing.createdAt.toISOString());
    const dates = p.priceHistory?.map((point) => Date.parse(point.date)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it("records nothing for refused input or someone else’s change: NUL, 1e16, $' text, a stranger", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 7_000_000 });
    for (const payload of [{ price: '70\u000000' }, { price: 1e16 }, { price: "$'" }, { price: '</script>' }, { price: '9'.repeat(400) }]) {
      const res = await setPrice(listing.id, owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(typeof res.json().code).toBe('string');
    }
    expect((await setPrice(listing.id, stranger.cookie, { price: 6_000_000 })).statusCode).toBe(403);
    expect(await storedPoints(listing.id)).toEqual([]);
    expect((await detail(listing.id)).priceHistory).toEqual([{ date: listing.createdAt.toISOString(), price: 7_000_000 }]);
  });

  it('backfills one point per listing made before the history was kept: its current price at its creation date', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 9_900_000, createdAt: new Date('2026-10-03T06:00:00.000Z') });
    const [backfill = '', resync = ''] = readFileSync(new URL('../../server/db/migrations/0011_listing-truth-backfill.sql', import.meta.url), 'utf8').split(
      '--> statement-breakpoint',
    );
    await t.deps.database.db.execute(sql.raw(backfill));
    await t.deps.database.db.execute(sql.raw(backfill));
    expect(await storedPoints(listing.id)).toMatchObject([{ price: 9_900_000, oldPrice: null, changedAt: new Date('2026-10-03T06:00:00.000Z') }]);
    // And every device reads the whole catalogue again, so its summaries gain the last drop.
    const before = (await catalogue(0)).version;
    await t.deps.database.db.execute(sql.raw(resync));
    expect((await catalogue(before)).full).toBe(true);
  });

  it('puts the last drop of the last 30 days in the catalogue summary, and none for a rise', async () => {
    const owner = await signUp(t.app);
    const dropped = await insertProperty(t.deps.database.db, owner.id, { price: 13_500_000 });
    const risen = await insertProperty(t.deps.database.db, owner.id, { price: 10_000_000 });
    const since = (await catalogue(0)).version;
    expect((await setPrice(dropped.id, owner.cookie, { price: 12_500_000 })).statusCode).toBe(200);
    expect((await setPrice(risen.id, owner.cookie, { price: 10_500_000 })).statusCode).toBe(200);
    const changed = (await catalogue(since)).listings.map(fromSummaryTuple);
    const drop = changed.find((l) => l._id === dropped.id)?.lastPriceDrop;
    expect(drop?.percent).toBe(-7);
    expect(Date.now() - Date.parse(drop?.date ?? '')).toBeLessThan(60_000);
    expect(changed.find((l) => l._id === risen.id)).toBeDefined();
    expect(changed.find((l) => l._id === risen.id)?.lastPriceDrop).toBeUndefined();
    // A drop long past is not told: the card would not show it.
    await t.deps.database.db
      .update(priceHistory)
      .set({ changedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(priceHistory.propertyId, dropped.id));
    const whole = (await catalogue(0)).listings.map(fromSummaryTuple);
    expect(whole.find((l) => l._id === dropped.id)?.lastPriceDrop).toBeUndefined();
  });
});
