import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { fairPrice } from '../../src/domain/fair-price.ts';
import { PROPERTY_TYPES, propertySchema } from '../../src/domain/property.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The detail answer's fair price, worked out by the server over every listing, and the device's, from its catalogue. */
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  ownerId = (await signUp(t.app)).id;
});
afterAll(() => t.close());

async function detail(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return propertySchema.parse(res.json());
}

async function deviceCatalogue() {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/catalogue?since=0' });
  return catalogueResponseSchema.parse(res.json()).listings.map(fromSummaryTuple);
}

// Three stations (one a place with no station) and few prices, so sets of five and ties between rates are common.
const listing = fc.record({
  location: fc.constantFrom('Borivali West', 'Near Borivali station', 'Dadar East', 'Somewhere else'),
  type: fc.constantFrom(...PROPERTY_TYPES),
  price: fc.oneof(fc.integer({ min: 1, max: 200_000_000 }), fc.constantFrom(9_000_000, 45_000)),
  carpetArea: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constant(600)),
  hidden: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

describe('the fair price', () => {
  it('is the same from the API as from the device’s catalogue, for every listing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 0, maxLength: 16 }), async (listings) => {
        const db = t.deps.database.db;
        try {
          const rows = [];
          for (const l of listings) {
            rows.push(
              await insertProperty(db, ownerId, {
                location: l.location,
                type: l.type,
                price: l.price,
                carpetArea: l.carpetArea,
                hiddenAt: l.hidden ? new Date() : null,
              }),
            );
          }
          const onDevice = await deviceCatalogue();
          for (const row of rows.filter((r) => !r.hiddenAt)) {
            const answer = await detail(row.id);
            expect(answer.fairPrice ?? null, JSON.stringify(listings)).toEqual(fairPrice(answer, onDevice));
          }
        } finally {
          await db.delete(properties);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('places a listing against five others at its station, and leaves out rents, other stations and hidden ones', async () => {
    const db = t.deps.database.db;
    try {
      const at = (location: string, rate: number, over = {}) => insertProperty(db, ownerId, { location, price: rate * 500, carpetArea: 500, ...over });
      for (const rate of [16_000, 17_000, 18_000, 19_000, 20_000]) await at('Borivali West', rate);
      await at('Borivali West', 1_000, { type: 'rent' });
      await at('Dadar', 1_000);
      await at('Borivali East', 1_000, { hiddenAt: new Date() });
      const own = await at('Near Borivali station', 15_840);
      expect((await detail(own.id)).fairPrice).toEqual({ medianPerSqft: 18_000, count: 5, percent: -12 });
      const lonely = await at('Dadar West', 18_000);
      expect((await detail(lonely.id)).fairPrice).toBeNull();
    } finally {
      await db.delete(properties);
    }
  });
});
