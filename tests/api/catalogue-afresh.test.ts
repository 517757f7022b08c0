import { and, between, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { listingRemovals, priceHistory, properties, type StoredImage } from '../../server/db/schema.ts';
import { type CatalogueScope, catalogueSince, catalogueState } from '../../server/services/catalogue.ts';
import { recentPriceDrops } from '../../server/services/price-history.ts';
import { type PropertyRow, variantUrl } from '../../server/services/property-view.ts';
import { type CatalogueResponse, catalogueResponseSchema, toSummaryTuple } from '../../src/domain/catalogue.ts';
import type { LastPriceDrop } from '../../src/domain/price-history.ts';
import { STATIONS, stationIndexOf } from '../../src/domain/stations.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * catalogueSince reads the listings as JSON rows a page at a time (decision 0086). This is the way it read them
 * before, every column through drizzle and each summary by toSummaryTuple: the two must give equal answers.
 */
async function catalogueSinceBefore(db: Db, since: number, photoBase: string, scope: CatalogueScope): Promise<CatalogueResponse> {
  const { version, full } = await catalogueState(db, since);
  const { range } = scope;
  const inScope = and(
    isNull(properties.hiddenAt),
    eq(properties.availability, 'available'),
    range ? between(properties.station, range[0], range[1]) : undefined,
  );
  if (full) {
    const [held] = await db.select({ n: count() }).from(properties).where(inScope);
    if ((held?.n ?? 0) > scope.limit) return { version, full, listings: [], removed: [], range, withheld: true };
  }
  const rows = await db
    .select()
    .from(properties)
    .where(full ? inScope : gt(sql`${properties}."change_version"`, since))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  const inRange = (row: PropertyRow) => !range || (row.station !== null && row.station >= range[0] && row.station <= range[1]);
  const removed = full ? [] : await db.select({ id: listingRemovals.id }).from(listingRemovals).where(gt(listingRemovals.version, since));
  const kept = (row: PropertyRow) => !row.hiddenAt && row.availability === 'available' && inRange(row);
  const drops = rows.length > 0 ? await recentPriceDrops(db) : new Map<string, LastPriceDrop>();
  const firstPhoto = (images: StoredImage[]) => {
    const img = images[0];
    if (!img) return [];
    const smallest = Math.min(...img.widths, img.width);
    return [{ imageUrl: variantUrl(photoBase, img.key, smallest), srcset: '', width: img.width, height: img.height }];
  };
  const summaryOf = ({ hiddenAt: _h, hiddenReason: _r, availabilityChangedAt: _c, listedSince: _l, hiddenAs: _a, ...row }: PropertyRow) => {
    const drop = drops.get(row.id);
    return toSummaryTuple({
      ...row,
      ...(drop ? { lastPriceDrop: drop } : {}),
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      confirmedAt: row.confirmedAt.toISOString(),
      images: firstPhoto(row.images),
    });
  };
  return {
    version,
    full,
    listings: rows.filter(kept).map(summaryOf),
    removed: [...removed.map((r) => r.id), ...rows.filter((row) => !kept(row)).map((row) => row.id)],
    range,
    withheld: false,
  };
}

let t: TestApp;
let db: Db;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  db = t.deps.database.db;
  ownerId = (await signUp(t.app)).id;
});
afterAll(() => t.close());

const photo = (key: string, width: number, widths: number[]): StoredImage => ({ key, width, height: Math.round(width * 0.75), widths });
const at = (iso: string) => new Date(iso);
const DAY = 24 * 60 * 60 * 1000;

/** Listings of every kind the summary treats apart, several made in the same millisecond so pages split ties. */
async function insertVariedListings() {
  const same = at('2026-05-01T08:00:00.123Z');
  const made = [
    await insertProperty(db, ownerId, { propertyName: 'Plain sale, no photo', createdAt: at('2026-01-02T00:00:00Z') }),
    await insertProperty(db, ownerId, {
      propertyName: 'Rent "quoted" \\ back-slashed\nnew line, देवनागरी',
      location: 'Dadar West',
      type: 'rent',
      ucresale: 'not applicable',
      deposit: 250_000,
      brokerageMonths: 1.5,
      brokeragePercent: 2.25,
      walkMinutes: 7,
      reraNumber: 'P51800012345',
      gym: true,
      wifi: true,
      security: true,
      images: [photo('p/a/1', 1600, [320, 640, 1280]), photo('p/a/2', 800, [320])],
      createdAt: same,
    }),
    await insertProperty(db, ownerId, {
      propertyName: 'Sale with facts, ready',
      postedBy: 'owner',
      brokeragePercent: 1.25,
      brokerageMonths: 2,
      maintenance: 4_500,
      floor: -1,
      totalFloors: 12,
      possession: 'ready',
      builtYear: 2004,
      parkingCovered: 1,
      parkingOpen: 0,
      furnishing: 'semi',
      facing: 'northEast',
      ocReceived: 'yes',
      furnished: false,
      ac: true,
      parking: true,
      swimming: true,
      // Wider than all its stored widths: the smallest stored one is sent.
      images: [photo('p/b/1', 4000, [1280, 640])],
      createdAt: same,
    }),
    await insertProperty(db, ownerId, {
      propertyName: 'Under construction, built year not sent',
      ucresale: 'under construction',
      possession: '2028-03',
      builtYear: 2027,
      postedBy: 'builder',
      // A photo stored in no smaller width than its own.
      images: [photo('p/c/1', 300, [])],
      createdAt: same,
    }),
    await insertProperty(db, ownerId, { propertyName: 'No station', location: 'Somewhere off the line', station: null, createdAt: same }),
    await insertProperty(db, ownerId, {
      propertyName: 'Hidden',
      hiddenAt: at('2026-06-01T00:00:00Z'),
      hiddenReason: 'spam',
      createdAt: at('2026-06-02T00:00:00Z'),
    }),
    await insertProperty(db, ownerId, { propertyName: 'Sold', availability: 'sold', availabilityChangedAt: at('2026-06-03T00:00:00Z'), createdAt: same }),
    await insertProperty(db, ownerId, { propertyName: 'Withdrawn', availability: 'withdrawn', createdAt: at('2025-12-31T23:59:59.999Z') }),
    await insertProperty(db, ownerId, { propertyName: 'Far north', location: 'Virar', createdAt: at('2026-03-03T03:03:03.003Z') }),
    await insertProperty(db, ownerId, { propertyName: 'Dropped price', location: 'Borivali', price: 9_000_000, createdAt: at('2024-02-29T12:00:00Z') }),
    await insertProperty(db, ownerId, { propertyName: 'Old drop only', location: 'Malad', createdAt: at('2026-04-04T00:00:00Z') }),
    await insertProperty(db, ownerId, { propertyName: 'Big price', price: 9_007_199_254_740_991, carpetArea: 100_000, bedrooms: 12, createdAt: same }),
  ];
  // Times kept to the microsecond, as verified_at is: a summary has the millisecond they fall in.
  await db.execute(
    sql`update ${properties} set verified_at = '2026-11-12 10:00:00.999999+00', confirmed_at = '2026-11-20 01:02:03.456+00' where ${properties.propertyName} = 'Sale with facts, ready'`,
  );
  await db.execute(sql`update ${properties} set verified_at = '1969-07-20 20:17:40.000500+00' where ${properties.propertyName} = 'Far north'`);
  const byName = (name: string) => {
    const row = made.find((r) => r.propertyName === name);
    if (!row) throw new Error(name);
    return row.id;
  };
  const now = Date.now();
  await db.insert(priceHistory).values([
    { propertyId: byName('Dropped price'), price: 10_000_000, oldPrice: null, changedAt: new Date(now - 20 * DAY) },
    { propertyId: byName('Dropped price'), price: 9_500_000, oldPrice: 10_000_000, changedAt: new Date(now - 10 * DAY) },
    { propertyId: byName('Dropped price'), price: 9_000_000, oldPrice: 9_500_000, changedAt: new Date(now - 2 * DAY) },
    { propertyId: byName('Old drop only'), price: 18_000_000, oldPrice: 18_500_000, changedAt: new Date(now - 400 * DAY) },
    { propertyId: byName('Sale with facts, ready'), price: 18_000_000, oldPrice: 18_500_000, changedAt: new Date(now - DAY) },
  ]);
  // Many more in one millisecond, and more a millisecond apart: pages end inside runs of equal times.
  for (let i = 0; i < 30; i++) {
    await insertProperty(db, ownerId, {
      propertyName: `Tied ${i}`,
      location: STATIONS[(i * 7) % STATIONS.length] ?? 'Andheri',
      station: stationIndexOf(STATIONS[(i * 7) % STATIONS.length] ?? 'Andheri'),
      type: i % 2 ? 'rent' : 'sale',
      images: i % 3 ? [photo(`p/t/${i}`, 1200, [640, 320, 960])] : [],
      createdAt: i < 20 ? same : new Date(same.getTime() - i),
    });
  }
  return byName;
}

const station = (name: string) => stationIndexOf(name) ?? 0;
const between2 = (a: string, b: string): [number, number] => [Math.min(station(a), station(b)), Math.max(station(a), station(b))];
const SCOPES: CatalogueScope[] = [
  { range: null, limit: 1000 },
  { range: [0, STATIONS.length - 1], limit: 1000 },
  { range: between2('Dadar', 'Borivali'), limit: 1000 },
  { range: between2('Virar', 'Virar'), limit: 1000 },
  // More listings in scope than a device keeps: withheld.
  { range: null, limit: 5 },
];

describe('catalogueSince, read as JSON rows in pages', () => {
  it('gives the answer the whole-row read gave, whole and by difference, at any page size', async () => {
    const byName = await insertVariedListings();
    const check = async (since: number) => {
      for (const scope of SCOPES) {
        const before = await catalogueSinceBefore(db, since, 'https://cdn.example/u/', scope);
        expect(before.listings.length + before.removed.length + Number(before.withheld)).toBeGreaterThan(0);
        for (const page of [1, 2, 3, 7, 5_000]) {
          const answer = await catalogueSince(db, since, 'https://cdn.example/u/', scope, page);
          expect(answer, `since ${since}, range ${scope.range}, limit ${scope.limit}, page ${page}`).toStrictEqual(before);
          catalogueResponseSchema.parse(answer);
        }
      }
    };
    const whole = await catalogueSince(db, 0, 'https://cdn.example/u/', { range: null, limit: 1000 });
    // Every kind is there to compare: a photo, a drop, the facts, a hidden and an unavailable listing left out.
    expect(whole.listings.some((l) => l[12] !== null && l[16] !== null)).toBe(true);
    expect(whole.listings.map((l) => l[0])).not.toContain(byName('Hidden'));
    expect(whole.listings.map((l) => l[0])).not.toContain(byName('Sold'));
    await check(0);

    // Changes after a version: hidden, sold, moved out of a range, a new price drop, a deletion and a new listing.
    const { version } = await catalogueState(db, 0);
    await db
      .update(properties)
      .set({ hiddenAt: new Date(), hiddenReason: 'copy' })
      .where(eq(properties.id, byName('Plain sale, no photo')));
    await db.update(properties).set({ availability: 'rented', availabilityChangedAt: new Date() }).where(eq(properties.propertyName, 'Tied 3'));
    await db
      .update(properties)
      .set({ location: 'Churchgate', station: stationIndexOf('Churchgate') })
      .where(eq(properties.id, byName('Far north')));
    await db
      .update(properties)
      .set({ price: 17_000_000 })
      .where(eq(properties.id, byName('Old drop only')));
    await db.insert(priceHistory).values({ propertyId: byName('Old drop only'), price: 17_000_000, oldPrice: 18_000_000, changedAt: new Date() });
    await db
      .update(properties)
      .set({ availability: 'available' })
      .where(eq(properties.id, byName('Sold')));
    await db.delete(properties).where(eq(properties.propertyName, 'Tied 5'));
    await insertProperty(db, ownerId, { propertyName: 'New after the version', location: 'Virar' });
    await check(version);
    await check(0);
  });
});
