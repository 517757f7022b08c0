import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../server/db/schema.ts';
import { type Booking, isUpcoming } from '../../src/domain/booking.ts';
import { formatVisitTime } from '../../src/domain/visit-time.ts';
import { formatDay } from '../../src/lib/dates.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let booker: Awaited<ReturnType<typeof signUp>>;
const NOW = new Date('2026-11-25T06:00:00Z'); // 11:30 am in Mumbai

interface Page {
  nextCursor: string | null;
  total: number;
}

/** Every page of a paged list, `limit` at a time, following nextCursor to the end. */
async function walk<T extends Page>(url: string, cookie: string, limit: number): Promise<T[]> {
  const pages: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const page: T = res.json();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
  admin = await signInAdmin(t.app, t.deps.database.db);
  const db = t.deps.database.db;
  booker = await signUp(t.app, { name: 'Meera Iyer' });
  const owner = await signUp(t.app, { name: 'Owner Shah' });
  // Accounts made within one millisecond (PostgreSQL keeps microseconds): paging must neither skip nor repeat them.
  for (const [i, micro] of ['123456', '123100', '123999'].entries()) {
    await db.insert(users).values({
      name: `Same Millisecond ${i}`,
      email: `same-ms-${i}@example.com`,
      contactNo: '9820012345',
      passwordHash: 'x',
      createdAt: sql`${`2026-11-01 10:00:00.${micro}+00`}::timestamptz`,
    });
  }
  const flats = [
    await insertProperty(db, owner.id, { propertyName: 'Borivali 1 BHK', location: 'Borivali West' }),
    await insertProperty(db, owner.id, { propertyName: 'Dadar shop 100%', location: 'Dadar East' }),
  ];
  // Past, earlier today, later today and future visits, two in one slot, and one cancelled (never listed to the user).
  const visits: [number, string, string, 'pending' | 'confirmed' | 'cancelled'][] = [
    [0, '2026-11-20', '10:00', 'confirmed'],
    [0, '2026-11-25', '11:00', 'pending'],
    [1, '2026-11-25', '11:00', 'confirmed'],
    [0, '2026-11-25', '12:00', 'pending'],
    [1, '2026-11-30', '09:30', 'confirmed'],
    [0, '2026-12-02', '18:00', 'pending'],
    [1, '2026-12-02', '18:00', 'cancelled'],
    [1, '2027-01-05', '16:30', 'pending'],
  ];
  for (const [i, [flat, bookingDate, bookingTime, status]] of visits.entries()) {
    await db.insert(bookings).values({
      propertyId: flats[flat]?.id,
      userId: booker.id,
      bookingDate,
      bookingTime,
      status,
      createdAt: sql`${`2026-11-10 08:00:00.${String(500_000 + (i % 2) * 7).padStart(6, '0')}+00`}::timestamptz`,
    });
  }
});
afterAll(() => t.close());

describe('GET /api/property/my-bookings', () => {
  it("pages the user's listed bookings soonest first, the same rows as getbookings, with its two figures", async () => {
    const whole: Booking[] = (await t.app.inject({ url: '/api/property/getbookings', headers: { cookie: booker.cookie } })).json();
    expect(whole).toHaveLength(7);
    for (const limit of [1, 2, 3, 7, 100]) {
      const pages = await walk<Page & { bookings: Booking[]; upcoming: number }>('/api/property/my-bookings', booker.cookie, limit);
      expect(pages.flatMap((p) => p.bookings)).toEqual(whole);
      expect(pages.length).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      for (const p of pages) {
        expect(p.total).toBe(7);
        expect(p.upcoming).toBe(whole.filter((b) => isUpcoming(b, NOW)).length);
      }
    }
    // 11:00 today has passed at 11:30 am in Mumbai; 12:00 has not.
    const first = (await t.app.inject({ url: '/api/property/my-bookings', headers: { cookie: booker.cookie } })).json();
    expect(first.upcoming).toBe(4);
  });

  it('shows a user none of anyone else', async () => {
    const other = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/property/my-bookings', headers: { cookie: other.cookie } });
    expect(res.json()).toEqual({ bookings: [], nextCursor: null, total: 0, upcoming: 0 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({ url: '/api/property/my-bookings' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please log in to continue' });
  });
});

describe('GET /api/admin/users and /api/admin/bookings', () => {
  it('page every account newest first, the same rows as get-users, none skipped or repeated within a millisecond', async () => {
    const whole: { _id: string }[] = (await t.app.inject({ url: '/api/admin/get-users', headers: { cookie: admin.cookie } })).json();
    for (const limit of [1, 2, 5]) {
      const pages = await walk<Page & { users: { _id: string }[] }>('/api/admin/users', admin.cookie, limit);
      expect(pages.flatMap((p) => p.users)).toEqual(whole);
      expect(pages[0]?.total).toBe(whole.length);
    }
  });

  it('page every booking newest first, the same rows as get-bookings', async () => {
    const whole: Booking[] = (await t.app.inject({ url: '/api/admin/get-bookings', headers: { cookie: admin.cookie } })).json();
    expect(whole).toHaveLength(8);
    for (const limit of [1, 3, 8]) {
      const pages = await walk<Page & { bookings: Booking[] }>('/api/admin/bookings', admin.cookie, limit);
      expect(pages.flatMap((p) => p.bookings)).toEqual(whole);
    }
  });

  it('search on the server: users by name, e-mail or number; bookings by booker, listing, date or status; total counts the matches', async () => {
    const found = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } }).then((r) => r.json());
    const sameMs = await found('/api/admin/users?q=SAME%20millisecond&limit=2');
    expect(sameMs.total).toBe(3);
    expect(sameMs.users).toHaveLength(2);
    expect(sameMs.nextCursor).not.toBeNull();
    expect((await found('/api/admin/users?q=same-ms-1@')).users.map((u: { name: string }) => u.name)).toEqual(['Same Millisecond 1']);

    const byBooker = await found('/api/admin/bookings?q=meera');
    expect(byBooker.total).toBe(8);
    const byListing = await found('/api/admin/bookings?q=borivali');
    expect(byListing.bookings.every((b: Booking) => b.property?.propertyName === 'Borivali 1 BHK')).toBe(true);
    expect(byListing.total).toBe(4);
    expect((await found('/api/admin/bookings?q=2026-12-02')).total).toBe(2);
    // The day and time as the dashboard shows them, as typed from the screen.
    for (const [shown, n] of [
      [formatDay('2026-12-02'), 2],
      [formatDay('2026-11-30'), 1],
      [formatVisitTime('18:00'), 2],
      [formatVisitTime('09:30'), 1],
      [formatDay('2027-01-05'), 1],
      ['tue, 1', 0],
    ] as const) {
      expect((await found(`/api/admin/bookings?q=${encodeURIComponent(shown)}`)).total, shown).toBe(n);
    }
    expect((await found('/api/admin/bookings?q=cancelled')).total).toBe(1);
    // % and _ are the user's characters, not patterns.
    expect((await found('/api/admin/bookings?q=100%25')).total).toBe(4);
    expect((await found('/api/admin/bookings?q=%25')).total).toBe(4);
    expect((await found('/api/admin/users?q=_')).total).toBe(0);
    expect(await found('/api/admin/bookings?q=nobody-at-all')).toEqual({ bookings: [], nextCursor: null, total: 0 });
  });

  it.each(['users', 'bookings'])('%s: 401 for a visitor, 403 for a user', async (path) => {
    expect((await t.app.inject({ url: `/api/admin/${path}` })).statusCode).toBe(401);
    const res = await t.app.inject({ url: `/api/admin/${path}`, headers: { cookie: booker.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You are not allowed to do that' });
  });
});

describe('bad paging input is a clear 400', () => {
  const forged = (text: string) => Buffer.from(text).toString('base64url');
  const id = '00000000-0000-4000-8000-000000000001';
  it.each([
    ['/api/admin/users?limit=0', 'Limit must be a whole number from 1 to 100'],
    ['/api/admin/users?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['/api/admin/bookings?limit=1e400', 'Limit must be a whole number from 1 to 100'],
    ['/api/admin/users?cursor=nonsense', 'Invalid page cursor'],
    [`/api/admin/bookings?cursor=${forged(`999999999999999_${id}`)}`, 'Invalid page cursor'],
    [`/api/admin/bookings?cursor=${forged(`1_not-an-id`)}`, 'Invalid page cursor'],
    [`/api/property/my-bookings?cursor=${forged(`2026-02-31_10:00_1_${id}`)}`, 'Invalid page cursor'],
    [`/api/property/my-bookings?cursor=${forged(`2026-02-01_25:00_1_${id}`)}`, 'Invalid page cursor'],
    [`/api/property/my-bookings?cursor=${forged(`1_${id}`)}`, 'Invalid page cursor'],
    ['/api/admin/users?q=a%00b', 'Text cannot contain a NUL character'],
    [`/api/admin/bookings?q=${'x'.repeat(5000)}`, 'Search text must be at most 100 characters'],
  ])('%#: answers the 400 message', async (url, message) => {
    const cookie = url.startsWith('/api/admin') ? admin.cookie : booker.cookie;
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});
