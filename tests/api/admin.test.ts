import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(new Date('2026-11-22T06:00:00Z'));
  admin = await signInAdmin(t.app, t.deps.database.db);
});
afterAll(() => t.close());

const get = (path: string, cookie: string) => t.app.inject({ url: `/api/admin/${path}`, headers: { cookie } });
const setStatus = (id: string, status: unknown, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/update-booking-status/${id}`, headers: { cookie }, payload: { status } });

async function bookedVisit(date = '2026-12-01', time = '15:30') {
  const owner = await signUp(t.app);
  const user = await signUp(t.app, { name: 'Farah Khan' });
  const p = await insertProperty(t.deps.database.db, owner.id, {
    propertyName: 'Malad studio',
    type: 'rent',
    price: 28_000,
    location: 'Malad West',
    address: '3 Marve Road',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/property/bookvisit',
    headers: { cookie: user.cookie },
    payload: { propertyId: p.id, bookingDate: date, bookingTime: time },
  });
  return { user, owner, property: p, booking: res.json().booking };
}

describe('admin access', () => {
  it.each(['get-stats', 'get-users', 'get-bookings'])('%s: 401 anonymous, 403 for a user', async (path) => {
    const user = await signUp(t.app);
    const anon = await t.app.inject({ url: `/api/admin/${path}` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ message: 'Please log in to continue' });
    const plain = await get(path, user.cookie);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ message: 'You are not allowed to do that' });
  });
});

describe('admin role check comes first', () => {
  it('answers a visitor 401 and a user 403 even when the body is broken', async () => {
    const user = await signUp(t.app);
    const broken = {
      method: 'PATCH' as const,
      url: '/api/admin/update-booking-status/anything',
      payload: '{"status": ',
      headers: { 'content-type': 'application/json' },
    };
    expect((await t.app.inject(broken)).statusCode).toBe(401);
    expect((await t.app.inject({ ...broken, headers: { ...broken.headers, cookie: user.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ ...broken, headers: { ...broken.headers, cookie: admin.cookie } })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/get-stats', () => {
  it('counts users, properties and bookings', async () => {
    const before = (await get('get-stats', admin.cookie)).json();
    await bookedVisit();
    const after = await get('get-stats', admin.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ totalUsers: before.totalUsers + 2, totalProperties: before.totalProperties + 1, totalBookings: before.totalBookings + 1 });
  });
});

describe('GET /api/admin/get-users', () => {
  it('lists every account without hashes or tokens', async () => {
    const user = await signUp(t.app, { name: 'Listed User' });
    const res = await get('get-users', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const users = res.json();
    expect(users).toContainEqual({
      _id: user.id,
      name: 'Listed User',
      email: user.email,
      contactNo: user.contactNo,
      role: 'user',
      createdAt: expect.any(String),
    });
    expect(users).toContainEqual(expect.objectContaining({ _id: admin.id, role: 'admin' }));
    expect(res.body).not.toMatch(/scrypt|password|hash|token/i);
  });
});

describe('GET /api/admin/get-bookings', () => {
  it('lists every booking in every status, populated', async () => {
    const { booking, user } = await bookedVisit('2026-12-09');
    await t.app.inject({ method: 'POST', url: '/api/property/deletebooking', headers: { cookie: user.cookie }, payload: { bookingId: booking._id } });
    const res = await get('get-bookings', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      ...booking,
      status: 'cancelled',
      property: expect.objectContaining({ propertyName: 'Malad studio', location: 'Malad West' }),
      user: { _id: user.id, name: 'Farah Khan' },
    });
  });
});

describe('PATCH /api/admin/update-booking-status/{id}', () => {
  it('sets any status in any order and mails the booker each change', async () => {
    const { booking, user } = await bookedVisit('2026-12-01', '15:30');
    for (const status of ['confirmed', 'cancelled', 'pending', 'confirmed']) {
      const res = await setStatus(booking._id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Booking status updated', booking: { ...booking, status } });
    }
    const mails = mailTo(t.dataDir, user.email);
    // The booking confirmation, then one per change.
    expect(mails.map((m) => m.subject)).toEqual([
      'Visit booked: Malad studio',
      'Visit confirmed: Malad studio',
      'Visit cancelled: Malad studio',
      'Visit pending: Malad studio',
      'Visit confirmed: Malad studio',
    ]);
    const confirmed = mails[1];
    for (const part of [confirmed?.text, confirmed?.html]) {
      expect(part).toContain('Tuesday, 1 December 2026');
      expect(part).toContain('3:30 pm');
      expect(part).toContain('₹28,000 /mo');
      expect(part).toContain('Your visit is confirmed.');
    }
    expect(confirmed?.text).toContain('Status: Confirmed');
  });

  it('sends no mail when the status does not change', async () => {
    const { booking, user } = await bookedVisit('2026-12-02');
    expect((await setStatus(booking._id, 'pending')).statusCode).toBe(200);
    expect(mailTo(t.dataDir, user.email)).toHaveLength(1);
  });

  it.each([
    ['done', 'Status must be pending, confirmed or cancelled'],
    [undefined, 'Status must be pending, confirmed or cancelled'],
    [3, 'Status must be pending, confirmed or cancelled'],
  ])('rejects status %j with 400 and keeps the booking', async (status, message) => {
    const { booking } = await bookedVisit('2026-12-03');
    const res = await setStatus(booking._id, status);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    const all = (await get('get-bookings', admin.cookie)).json();
    expect(all).toContainEqual(expect.objectContaining({ _id: booking._id, status: 'pending' }));
  });

  it('answers 404 for an unknown booking', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk']) {
      const res = await setStatus(id, 'confirmed');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Booking not found.' });
    }
  });

  it('refuses to revive a cancelled visit whose slot the user booked again (409)', async () => {
    const { booking, user, property } = await bookedVisit('2026-12-04', '10:00');
    await t.app.inject({ method: 'POST', url: '/api/property/deletebooking', headers: { cookie: user.cookie }, payload: { bookingId: booking._id } });
    const rebook = await t.app.inject({
      method: 'POST',
      url: '/api/property/bookvisit',
      headers: { cookie: user.cookie },
      payload: { propertyId: property.id, bookingDate: '2026-12-04', bookingTime: '10:00' },
    });
    expect(rebook.statusCode).toBe(201);
    const res = await setStatus(booking._id, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This user already has an active booking for this property at this date and time' });
  });

  it('is refused to a user (403) and to a visitor (401)', async () => {
    const { booking, user } = await bookedVisit('2026-12-05');
    expect((await setStatus(booking._id, 'confirmed', user.cookie)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'PATCH', url: `/api/admin/update-booking-status/${booking._id}`, payload: { status: 'confirmed' } });
    expect(anon.statusCode).toBe(401);
  });
});
