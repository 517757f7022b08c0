import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, wishlist } from '../../server/db/schema.ts';
import { ensureAdmin } from '../../server/services/accounts.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { sessionCookie, signUp, startTestApp, TEST_PASSWORD_COST, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app);
  await ensureAdmin(t.deps.database.db, 'boss@example.in', 'admin-secret', TEST_PASSWORD_COST);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@example.in', password: 'admin-secret' } });
  adminCookie = sessionCookie(login);
});
afterAll(() => t.close());

async function publish(): Promise<{ _id: string; images: { srcset: string }[] }> {
  const body = multipart(listingFields(), [file(await photo('jpeg')), file(await photo('png'), 'b.png', 'image/png')]);
  const res = await t.app.inject({ method: 'POST', url: '/api/property/create', payload: body.payload, headers: { ...body.headers, cookie: owner.cookie } });
  expect(res.statusCode).toBe(201);
  return res.json().property;
}

const remove = (id: string, cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/property/delete/${id}`, headers: cookie ? { cookie } : {} });
const photoPaths = (p: { images: { srcset: string }[] }) =>
  p.images.flatMap((img) => img.srcset.split(', ').map((s) => join(t.deps.config.dataDir, (s.split(' ')[0] ?? '').replace(/^\//, ''))));

describe('DELETE /api/property/delete/:id', () => {
  it('refuses a stranger with 403 and keeps the listing', async () => {
    const listing = await publish();
    const stranger = await signUp(t.app);
    const res = await remove(listing._id, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You are not allowed to do that' });
    expect((await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${listing._id}` })).statusCode).toBe(200);
    for (const path of photoPaths(listing)) expect(existsSync(path)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const listing = await publish();
    const res = await remove(listing._id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please log in to continue' });
  });

  it('lets the owner delete: photos, wishlist entries go, bookings are cancelled', async () => {
    const listing = await publish();
    const fan = await signUp(t.app);
    const db = t.deps.database.db;
    await db.insert(wishlist).values({ userId: fan.id, propertyId: listing._id });
    const [booking] = await db
      .insert(bookings)
      .values({ userId: fan.id, propertyId: listing._id, bookingDate: '2026-12-01', bookingTime: '11:00' })
      .returning();
    const paths = photoPaths(listing);
    expect(paths.length).toBeGreaterThan(2);

    const res = await remove(listing._id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Property deleted' });

    const gone = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${listing._id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Property not found.' });
    for (const path of paths) expect(existsSync(path)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: fan.cookie } });
    expect(me.json().wishlist).toEqual([]);
    const [after] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ''));
    expect(after?.status).toBe('cancelled');

    const again = await remove(listing._id, owner.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Property not found.' });
  });

  it("lets an admin delete anyone's listing", async () => {
    const listing = await publish();
    const res = await remove(listing._id, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Property deleted' });
    for (const path of photoPaths(listing)) expect(existsSync(path)).toBe(false);
  });

  it('answers 404 for a malformed id', async () => {
    const res = await remove('nope', owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Property not found.' });
  });
});
