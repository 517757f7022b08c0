import { afterAll, beforeAll, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** 2,537 listings, every fifth without "BHK" in its name: q=bhk matches 2,029 of them; 38 are for rent, 30 of those with "BHK". */
const COUNT = 2_537;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signUp(t.app);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    ownerId: owner.id,
    propertyName: i % 5 === 0 ? `Bungalow ${i}` : `${(i % 3) + 1} BHK flat ${i}`,
    type: i % 68 === 0 ? ('rent' as const) : ('sale' as const),
    ucresale: 'resale' as const,
    location: i === 7 ? 'Sea Face, Worli' : 'Andheri West',
    address: 'SV Road',
    price: 10_000_000 + i,
    carpetArea: 600,
    description: 'x',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1_000) await t.deps.database.db.insert(properties).values(rows.slice(i, i + 1_000));
});
afterAll(() => t.close());

const totalOf = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingPage>().total;
};

it('gives a broad text search an estimated total, rounded to hundreds, close to the true count', async () => {
  const total = await totalOf('q=bhk');
  expect(total).toBe(2_000);
  expect(Math.abs(total - 2_029) / 2_029).toBeLessThan(0.05);
});

it('counts a selective text search, a text search among few listings and a filter without text exactly', async () => {
  expect(await totalOf('q=sea%20face')).toBe(1);
  expect(await totalOf('q=bungalow')).toBe(508);
  expect(await totalOf('q=bhk&type=rent')).toBe(30);
  expect(await totalOf('type=sale')).toBe(2_499);
});
