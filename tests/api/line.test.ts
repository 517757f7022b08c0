import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, properties } from '../../server/db/schema.ts';
import { CATALOGUE_SHAPE, catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { lineAnswerSchema } from '../../src/domain/line/line-answer.ts';
import { STATIONS } from '../../src/domain/stations.ts';
import { answerHeld } from '../../src/offline/catalogue/reads/held-answers.ts';
import { holdListings } from '../../src/offline/catalogue/search/held-listings.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/line, and the same figures worked out by the catalogue worker's code over the device's copy. */
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  ownerId = (await signUp(t.app)).id;
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function line() {
  const res = await t.app.inject({ method: 'GET', url: '/api/line' });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: lineAnswerSchema.parse(res.json()), etag: String(res.headers.etag) };
}

/** What the worker answers once it holds the device's copy of every listing, as the catalogue sync leaves it. */
async function onDevice() {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/catalogue?since=0' });
  const answer = catalogueResponseSchema.parse(res.json());
  holdListings({
    shape: CATALOGUE_SHAPE,
    version: answer.version,
    syncedAt: Date.now(),
    listings: answer.listings,
    range: answer.range,
    withheld: answer.withheld,
  });
  return answerHeld({ id: 1, op: 'line', now: t.deps.now().getTime(), freshness: t.deps.config.freshness });
}

const figuresOf = ({ total, unplaced, stations, saleArea }: Awaited<ReturnType<typeof line>>['answer']) => ({ total, unplaced, stations, saleArea });

// Few stations, prices and sizes, so groups of five, ties and budgets' edges are common.
const listing = fc.record({
  location: fc.constantFrom('Borivali West', 'Near Borivali station', 'Goregaon East', 'Somewhere else'),
  type: fc.constantFrom('sale' as const, 'rent' as const),
  price: fc.oneof(fc.integer({ min: 1, max: 300_000_000 }), fc.constantFrom(10_000_000, 50_000, 25_000, 5_000_000)),
  bedrooms: fc.integer({ min: 0, max: 4 }),
  carpetArea: fc.oneof(fc.integer({ min: 1, max: 4000 }), fc.constant(600)),
  hidden: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  sold: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  confirmedDaysAgo: fc.constantFrom(0, 3, 44, 46, 90),
});

describe('the line at a glance', () => {
  it('has the same figures from the API as from the device’s catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 0, maxLength: 24 }), async (listings) => {
        const db = t.deps.database.db;
        try {
          for (const l of listings) {
            await insertProperty(db, ownerId, {
              location: l.location,
              type: l.type,
              price: l.price,
              bedrooms: l.bedrooms,
              carpetArea: l.carpetArea,
              hiddenAt: l.hidden ? new Date() : null,
              availability: l.sold ? 'sold' : 'available',
              confirmedAt: new Date(Date.now() - l.confirmedDaysAgo * DAY_MS),
            });
          }
          const { answer } = await line();
          expect(figuresOf(answer), JSON.stringify(listings)).toEqual(await onDevice());
        } finally {
          await db.delete(properties);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('counts every listing in search, shows a median from five homes, and counts homes under each budget', async () => {
    const db = t.deps.database.db;
    const at = (location: string, over = {}) => insertProperty(db, ownerId, { location, ...over });
    try {
      // Borivali: five 2 BHK homes for sale at ₹16,000-₹20,000 a sq ft (600 sq ft): ₹96 L to ₹1.2 Cr, one under ₹1 Cr.
      for (const rate of [16_000, 17_000, 18_000, 19_000, 20_000]) await at('Borivali West', { price: rate * 600, carpetArea: 600, bedrooms: 2 });
      // Goregaon: four rents, too few for a median; one more that left search (unconfirmed), one hidden, one sold.
      for (const rent of [30_000, 40_000, 45_000, 60_000]) await at('Goregaon East', { type: 'rent', price: rent, bedrooms: 2 });
      await at('Goregaon East', { type: 'rent', price: 35_000, bedrooms: 2, confirmedAt: new Date(Date.now() - 60 * DAY_MS) });
      await at('Goregaon East', { type: 'rent', price: 35_000, bedrooms: 2, hiddenAt: new Date() });
      await at('Goregaon East', { type: 'rent', price: 35_000, bedrooms: 2, availability: 'rented' });
      await at('Somewhere else');

      const { answer } = await line();
      const borivali = answer.stations[STATIONS.indexOf('Borivali')];
      const goregaon = answer.stations[STATIONS.indexOf('Goregaon')];
      expect(answer.total).toBe(10);
      expect(answer.unplaced).toBe(1);
      expect(answer.stations.reduce((sum, s) => sum + s.count, 0) + answer.unplaced).toBe(answer.total);
      expect(borivali?.count).toBe(5);
      // [any, 1, 2, 3 BHK]: all five are 2 BHK; budgets ₹50 L, ₹1 Cr, ₹2 Cr.
      expect(borivali?.sale.map((f) => f.median)).toEqual([18_000, null, 18_000, null]);
      expect(borivali?.sale[2]?.underBudget).toEqual([0, 1, 5]);
      expect(goregaon?.count).toBe(4);
      expect(goregaon?.rent[2]).toEqual({ n: 4, median: null, underBudget: [0, 3, 4] });
      expect(answer.saleArea).toEqual([600, null, 600, null]);
      expect(answer.months).toHaveLength(12);
    } finally {
      await db.delete(properties);
    }
  });

  it('draws a station’s trend from the price each home asked at the end of each month', async () => {
    const db = t.deps.database.db;
    const now = t.deps.now();
    const monthsAgo = (n: number) => new Date(now.getTime() - n * 31 * DAY_MS);
    try {
      for (const rate of [10_000, 11_000, 12_000, 13_000, 14_000]) {
        // Listed four months ago at the rate, cut by ₹1,000 a sq ft two months ago.
        const row = await insertProperty(db, ownerId, { location: 'Malad West', price: (rate - 1_000) * 500, carpetArea: 500, createdAt: monthsAgo(4) });
        await db.insert(priceHistory).values([
          { propertyId: row.id, price: rate * 500, oldPrice: null, changedAt: monthsAgo(4) },
          { propertyId: row.id, price: (rate - 1_000) * 500, oldPrice: rate * 500, changedAt: monthsAgo(2) },
        ]);
      }
      const { answer } = await line();
      const trend = answer.trends[STATIONS.indexOf('Malad')] ?? [];
      expect(trend.slice(0, 7)).toEqual([null, null, null, null, null, null, null]);
      expect(trend.filter((v) => v !== null)).toContain(12_000);
      expect(trend.at(-1)).toBe(11_000);
      expect(answer.trends[STATIONS.indexOf('Borivali')]?.every((v) => v === null)).toBe(true);
    } finally {
      await db.delete(priceHistory);
      await db.delete(properties);
    }
  });

  it('tags its answer, answers 304 to the tag, and a new one after a listing changes', async () => {
    const db = t.deps.database.db;
    try {
      const { etag } = await line();
      const again = await t.app.inject({ method: 'GET', url: '/api/line', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await insertProperty(db, ownerId, { location: 'Dadar West' });
      const changed = await line();
      expect(changed.etag).not.toBe(etag);
      expect(changed.answer.stations[STATIONS.indexOf('Dadar')]?.count).toBe(1);
    } finally {
      await db.delete(properties);
    }
  });
});
