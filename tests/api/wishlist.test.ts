import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties } from '../../server/db/schema.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Owner' });
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', propertyId: string, cookie: string) =>
  t.app.inject({ method, url: `/api/user/wishlist/${propertyId}`, headers: { cookie } });
const savedIds = async (cookie: string): Promise<string[]> => (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().wishlist;

describe('POST /api/user/wishlist/{propertyId} toggles', () => {
  it('saves on the first call and unsaves on the second: back where it started', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);

    const first = await call('POST', p.id, user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Added to wishlist', saved: true, wishlist: [p.id] });
    expect(await savedIds(user.cookie)).toEqual([p.id]);

    const second = await call('POST', p.id, user.cookie);
    expect(second.json()).toMatchObject({ message: 'Removed from wishlist', saved: false, wishlist: [] });
    expect(await savedIds(user.cookie)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed property id and saves nothing', async () => {
    const user = await signUp(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('POST', id, user.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Property not found.' });
    }
    expect(await savedIds(user.cookie)).toEqual([]);
  });
});

describe('PUT and DELETE are idempotent (the offline queue replays them)', () => {
  it('PUT twice saves once; DELETE twice removes once', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);

    expect((await call('PUT', p.id, user.cookie)).json()).toMatchObject({ message: 'Added to wishlist', saved: true, wishlist: [p.id] });
    expect((await call('PUT', p.id, user.cookie)).json()).toMatchObject({ message: 'Added to wishlist', saved: true, wishlist: [p.id] });
    expect(await savedIds(user.cookie)).toEqual([p.id]);

    expect((await call('DELETE', p.id, user.cookie)).json()).toMatchObject({ message: 'Removed from wishlist', saved: false, wishlist: [] });
    expect((await call('DELETE', p.id, user.cookie)).statusCode).toBe(200);
    expect(await savedIds(user.cookie)).toEqual([]);
  });

  it('PUT of an unknown property is 404; DELETE of one that is gone is fine', async () => {
    const user = await signUp(t.app);
    const gone = '00000000-0000-4000-8000-000000000001';
    expect((await call('PUT', gone, user.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', gone, user.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', 'junk', user.cookie)).statusCode).toBe(200);
  });

  it("keeps each user's wishlist to themselves", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    await call('PUT', p.id, a.cookie);
    expect(await savedIds(b.cookie)).toEqual([]);
    await call('DELETE', p.id, b.cookie);
    expect(await savedIds(a.cookie)).toEqual([p.id]);
  });
});

describe('GET /api/user/wishlist', () => {
  it('returns the saved properties as full listings, newest saved first, and drops deleted ones', async () => {
    const user = await signUp(t.app);
    const older = await insertProperty(t.deps.database.db, owner.id, {
      propertyName: 'Sea-facing 3 BHK',
      location: 'Bandra West',
      type: 'rent',
      price: 95_000,
      gym: true,
    });
    const newer = await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Shop near Dadar station' });
    t.setNow(new Date(Date.now() - 60_000));
    await call('PUT', older.id, user.cookie);
    t.setNow(new Date());
    await call('PUT', newer.id, user.cookie);

    const res = await t.app.inject({ url: '/api/user/wishlist', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json();
    expect(list.map((p: { _id: string }) => p._id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({
      _id: older.id,
      propertyName: 'Sea-facing 3 BHK',
      location: 'Bandra West',
      type: 'rent',
      price: 95_000,
      gym: true,
      owner: owner.id,
      images: [],
    });

    await t.deps.database.db.delete(properties).where(eq(properties.id, newer.id));
    const after = await t.app.inject({ url: '/api/user/wishlist', headers: { cookie: user.cookie } });
    expect(after.json().map((p: { _id: string }) => p._id)).toEqual([older.id]);
    expect(await savedIds(user.cookie)).toEqual([older.id]);
  });

  it('is an empty list for a new user', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/user/wishlist', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual([]);
  });
});
