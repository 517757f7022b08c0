import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
const base = Date.parse('2026-06-01T10:00:00Z');
const names: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app);
  const db = t.deps.database.db;
  const rows = [
    { propertyName: 'Sea-facing 3 BHK', location: 'Bandra West', type: 'sale', ucresale: 'resale', price: 65_000_000, swimming: true, gym: true },
    { propertyName: '1 BHK near station', location: 'Virar East', type: 'rent', ucresale: 'not applicable', price: 9_500, parking: true },
    { propertyName: 'Shop on S.V. Road', location: 'Malad West', type: 'sale', ucresale: 'under construction', price: 12_000_000, security: true },
    { propertyName: '2 BHK 100% ready', location: 'Andheri East', type: 'rent', ucresale: 'resale', price: 55_000, wifi: true, ac: true, gym: true },
    { propertyName: 'Plot in Vasai', location: 'Vasai Road', type: 'sale', ucresale: 'resale', price: 4_500_000 },
    { propertyName: 'Studio, Dadar', location: 'Dadar West', type: 'rent', ucresale: 'resale', price: 30_000, furnished: true },
    { propertyName: 'Penthouse with a view', location: 'Worli Sea Face', type: 'sale', ucresale: 'resale', price: 120_000_000 },
  ] as const;
  for (const [i, row] of rows.entries()) {
    await insertProperty(db, owner.id, { ...row, createdAt: new Date(base + i * 60_000) });
    names.unshift(row.propertyName);
  }
});
afterAll(() => t.close());

async function list(query = ''): Promise<ListingPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cursorOf = (ms: string) => Buffer.from(`${ms}_0b6f0c3e-2a7e-4b8e-9d55-0c1a2b3c4d5e`).toString('base64url');
const titles = (page: ListingPage) => page.properties.map((p) => p.propertyName);

describe('GET /api/property/getProperties', () => {
  it('lists every listing newest first with the total', async () => {
    const page = await list();
    expect(titles(page)).toEqual(names);
    expect(page.total).toBe(7);
    expect(page.nextCursor).toBeNull();
    expect(page.properties[0]).toMatchObject({ _id: expect.any(String), owner: owner.id, images: [], station: null, reraNumber: null });
  });

  it('pages with limit and an opaque cursor, never repeating or skipping a listing', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.total).toBe(7);
      seen.push(...titles(page));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(names);
  });

  it('keeps listings created in the same millisecond apart', async () => {
    const other = await startTestApp();
    try {
      const u = await signUp(other.app);
      const at = new Date('2026-05-01T00:00:00Z');
      for (let i = 0; i < 5; i++) await insertProperty(other.deps.database.db, u.id, { propertyName: `Same time ${i}`, createdAt: at });
      const first = (await other.app.inject({ method: 'GET', url: '/api/property/getProperties?limit=2' })).json<ListingPage>();
      const second = (await other.app.inject({ method: 'GET', url: `/api/property/getProperties?limit=10&cursor=${first.nextCursor}` })).json<ListingPage>();
      expect(new Set([...titles(first), ...titles(second)]).size).toBe(5);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['?q=sea', ['Penthouse with a view', 'Sea-facing 3 BHK']],
    ['?q=BANDRA', ['Sea-facing 3 BHK']],
    ['?q=100%25', ['2 BHK 100% ready']],
    ['?q=_', []],
    ['?type=rent', ['Studio, Dadar', '2 BHK 100% ready', '1 BHK near station']],
    ['?status=under%20construction', ['Shop on S.V. Road']],
    ['?location=west', ['Studio, Dadar', 'Shop on S.V. Road', 'Sea-facing 3 BHK']],
    ['?areaFrom=Borivali&areaTo=Bandra', ['2 BHK 100% ready', 'Shop on S.V. Road', 'Sea-facing 3 BHK']],
    ['?areaFrom=bandra&areaTo=borivali', ['2 BHK 100% ready', 'Shop on S.V. Road', 'Sea-facing 3 BHK']],
    ['?areaTo=Virar', ['1 BHK near station']],
    ['?maxPrice=30000', ['Studio, Dadar', '1 BHK near station']],
    ['?maxPrice=29999.99', ['1 BHK near station']],
    ['?amenities=gym', ['2 BHK 100% ready', 'Sea-facing 3 BHK']],
    ['?amenities=gym,swimming_pool', ['Sea-facing 3 BHK']],
    ['?type=sale&maxPrice=20000000&areaFrom=Virar&areaTo=Churchgate', ['Plot in Vasai', 'Shop on S.V. Road']],
  ])('filters %s', async (query, expected) => {
    const page = await list(query);
    expect(titles(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ['?limit=0', 'Limit must be a whole number from 1 to 100'],
    ['?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['?limit=abc', 'Limit must be a whole number from 1 to 100'],
    ['?cursor=not-a-cursor', 'Invalid page cursor'],
    [`?cursor=${Buffer.from('123_<script>').toString('base64url')}`, 'Invalid page cursor'],
    // Times past year 9999 (or before 1970) once reached PostgreSQL and answered 500.
    [`?cursor=${cursorOf('999999999999999')}`, 'Invalid page cursor'],
    [`?cursor=${cursorOf('253402300800000')}`, 'Invalid page cursor'],
    [`?cursor=${cursorOf('8640000000000001')}`, 'Invalid page cursor'],
    [`?cursor=${Buffer.from('1700000000000_not-a-uuid').toString('base64url')}`, 'Invalid page cursor'],
    ['?type=villa', 'Property type must be sale or rent'],
    ['?status=new', 'Property status must be under construction or resale'],
    ['?areaFrom=Pune', 'Unknown area: Pune'],
    ['?maxPrice=cheap', 'Maximum price must be a positive number'],
    ['?amenities=jacuzzi', 'Unknown amenity: jacuzzi'],
    [`?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('answers a maximum price past any stored one with every listing, not an error', async () => {
    expect(await list(`?maxPrice=${'9'.repeat(30)}`)).toMatchObject({ total: 7 });
  });
});

describe('GET /api/property/getProperty/:id', () => {
  it('returns one listing', async () => {
    const [first] = (await list('?q=penthouse')).properties;
    const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${first?._id}` });
    expect(res.statusCode).toBe(200);
    // The list's entry, and the price history and fair price only the detail carries (too few comparables here).
    const { priceHistory, listedAt, fairPrice, ...rest } = res.json();
    expect(rest).toEqual(first);
    expect(fairPrice).toBeNull();
    expect(priceHistory).toEqual([{ date: listedAt, price: first?.price }]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"])('answers 404 "Property not found." for %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Property not found.' });
  });
});

describe('GET /api/user/myproperties', () => {
  it("lists only the signed-in user's listings, newest first", async () => {
    const other = await signUp(t.app);
    const mine = await insertProperty(t.deps.database.db, other.id, { propertyName: 'Mine only' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ _id: mine.id, propertyName: 'Mine only', owner: other.id })]);

    const owners = await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie: owner.cookie } });
    expect(owners.json().map((p: { propertyName: string }) => p.propertyName)).toEqual(names);

    const fresh = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie: fresh.cookie } })).json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/myproperties' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please log in to continue' });
  });
});
