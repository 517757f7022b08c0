import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
// 22 Nov 2026, 20:00 UTC = 23 Nov 2026, 01:30 in Mumbai: "today" there is already the 23rd.
const NOW = new Date('2026-11-22T20:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
  owner = await signUp(t.app, { name: 'Owner' });
});
afterAll(() => t.close());

const book = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/property/bookvisit', headers: { cookie, ...headers }, payload });
const myBookings = async (cookie: string) => (await t.app.inject({ url: '/api/property/getbookings', headers: { cookie } })).json();

describe('POST /api/property/bookvisit', () => {
  it('books a pending visit, answers it populated, and mails the booker a confirmation', async () => {
    const user = await signUp(t.app, { name: 'Kiran Rao' });
    const p = await insertProperty(t.deps.database.db, owner.id, {
      propertyName: 'Sunrise Towers 2 BHK',
      location: 'Borivali West',
      address: '5 LT Road',
      price: 18_500_000,
      type: 'sale',
    });
    const res = await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-25', bookingTime: '10:30', pickup: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Visit booked successfully!',
      booking: {
        _id: expect.any(String),
        property: { _id: p.id, propertyName: 'Sunrise Towers 2 BHK', address: '5 LT Road', location: 'Borivali West', price: 18_500_000, type: 'sale' },
        user: { _id: user.id, name: 'Kiran Rao' },
        bookingDate: '2026-11-25',
        bookingTime: '10:30',
        pickup: true,
        status: 'pending',
        createdAt: NOW.toISOString(),
      },
    });

    const [mail] = mailTo(t.dataDir, user.email);
    expect(mail?.subject).toBe('Visit booked: Sunrise Towers 2 BHK');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Wednesday, 25 November 2026');
      expect(part).toContain('10:30 am');
      expect(part).toContain('₹1,85,00,000');
      expect(part).toContain('5 LT Road, Borivali West');
      expect(part).toContain('Yes (chargeable)');
    }
    expect(mail?.text).toContain('Hello Kiran Rao,');
    expect(mail?.text).toContain('Status: Pending');
  });

  it('accepts today in Mumbai even while it is still yesterday in UTC, and refuses yesterday', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    expect((await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-23', bookingTime: '11:00' })).statusCode).toBe(201);
    const past = await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-22', bookingTime: '11:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'The date cannot be earlier than today' });
  });

  it('refuses a time already gone today in Mumbai', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    // 11:10 on Monday 23 November in Mumbai: the 11:00 slot has gone, 11:30 is still ahead.
    t.setNow(new Date('2026-11-23T05:40:00Z'));
    try {
      const gone = await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-23', bookingTime: '11:00' });
      expect(gone.statusCode).toBe(400);
      expect(gone.json()).toMatchObject({ message: 'Please select a time later than now' });
      expect((await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-23', bookingTime: '11:30' })).statusCode).toBe(201);
    } finally {
      t.setNow(NOW);
    }
  });

  const OUT_OF_HOURS = 'Visits can be booked Monday to Saturday, 9:30 am to 7:30 pm (Mumbai time), in 30-minute slots';
  it.each([
    ['3:00 am', '2026-11-25', '03:00'],
    ['9:00 am, before opening', '2026-11-25', '09:00'],
    ['7:30 pm, when the last slot has ended', '2026-11-25', '19:30'],
    ['10:15, between slots', '2026-11-25', '10:15'],
    ['a Sunday', '2026-11-29', '10:30'],
  ])('refuses a visit at %s with 400 and the office hours, and stores nothing', async (_what, bookingDate, bookingTime) => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const res = await book(user.cookie, { propertyId: p.id, bookingDate, bookingTime });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: OUT_OF_HOURS });
    expect(await myBookings(user.cookie)).toEqual([]);
  });

  it('accepts the first and the last slot of the day, on a Saturday too', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    expect((await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-28', bookingTime: '09:30' })).statusCode).toBe(201);
    expect((await book(user.cookie, { propertyId: p.id, bookingDate: '2026-11-28', bookingTime: '19:00' })).statusCode).toBe(201);
  });

  it('tells the booking form its configured hours through GET /api/site, and keeps to them', async () => {
    const custom = await startTestApp({ visitHours: { opens: '10:00', closes: '13:00', slotMinutes: 60, days: [0, 6] } });
    try {
      custom.setNow(NOW);
      const site = await custom.app.inject({ url: '/api/site' });
      expect(site.json().visitHours).toEqual({ opens: '10:00', closes: '13:00', slotMinutes: 60, days: [0, 6] });
      const seller = await signUp(custom.app);
      const user = await signUp(custom.app);
      const p = await insertProperty(custom.deps.database.db, seller.id);
      const at = (bookingDate: string, bookingTime: string) =>
        custom.app.inject({
          method: 'POST',
          url: '/api/property/bookvisit',
          headers: { cookie: user.cookie },
          payload: { propertyId: p.id, bookingDate, bookingTime },
        });
      expect((await at('2026-11-29', '12:00')).statusCode).toBe(201);
      const weekday = await at('2026-11-25', '10:00');
      expect(weekday.statusCode).toBe(400);
      expect(weekday.json()).toMatchObject({ message: 'Visits can be booked Sunday and Saturday, 10:00 am to 1:00 pm (Mumbai time), in 60-minute slots' });
    } finally {
      await custom.close();
    }
  });

  it.each([
    [{ bookingTime: '10:00' }, 'Please select a date and time'],
    [{ bookingDate: '2026-12-01' }, 'Please select a date and time'],
    [{ bookingDate: '', bookingTime: '' }, 'Please select a date and time'],
    [{ bookingDate: '2026-02-30', bookingTime: '10:00' }, 'Enter a valid date'],
    [{ bookingDate: '2026-12-01', bookingTime: '25:00' }, 'Enter a valid time'],
    [{ bookingDate: '2026-12-01', bookingTime: '10:00', pickup: 'yes' }, 'Pickup must be true or false'],
  ])('rejects %j with 400 "%s"', async (fields, message) => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const res = await book(user.cookie, { propertyId: p.id, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await myBookings(user.cookie)).toEqual([]);
  });

  it('offers pickup only for sale listings', async () => {
    const user = await signUp(t.app);
    const rent = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000 });
    const res = await book(user.cookie, { propertyId: rent.id, bookingDate: '2026-12-01', bookingTime: '10:00', pickup: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Pickup is offered for sale properties only' });
    expect((await book(user.cookie, { propertyId: rent.id, bookingDate: '2026-12-01', bookingTime: '10:00', pickup: false })).statusCode).toBe(201);
  });

  it("refuses a visit to one's own listing with 403", async () => {
    const p = await insertProperty(t.deps.database.db, owner.id);
    const res = await book(owner.cookie, { propertyId: p.id, bookingDate: '2026-12-01', bookingTime: '10:00' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You cannot book a visit to your own property' });
  });

  it('answers 404 for an unknown or malformed property', async () => {
    const user = await signUp(t.app);
    for (const propertyId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await book(user.cookie, { propertyId, bookingDate: '2026-12-01', bookingTime: '10:00' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Property not found.' });
    }
  });

  it('refuses a second active booking of the same slot with 409, but allows it again after a cancel', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const slot = { propertyId: p.id, bookingDate: '2026-12-01', bookingTime: '10:00' };
    const first = await book(user.cookie, slot);
    const again = await book(user.cookie, slot);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already booked a visit to this property at this date and time' });
    expect((await book(user.cookie, { ...slot, bookingTime: '11:00' })).statusCode).toBe(201);

    await t.app.inject({
      method: 'POST',
      url: '/api/property/deletebooking',
      headers: { cookie: user.cookie },
      payload: { bookingId: first.json().booking._id },
    });
    expect((await book(user.cookie, slot)).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a second request with the same key: one booking, one mail', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const payload = { propertyId: p.id, bookingDate: '2026-12-02', bookingTime: '16:00' };
    const first = await book(user.cookie, payload, { 'idempotency-key': 'visit-abc-1' });
    const second = await book(user.cookie, payload, { 'idempotency-key': 'visit-abc-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await t.deps.database.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(1);
    expect(mailTo(t.dataDir, user.email)).toHaveLength(1);
  });

  it('keeps one booking when two requests with one key arrive together', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const payload = { propertyId: p.id, bookingDate: '2026-12-03', bookingTime: '16:00' };
    const [a, b] = await Promise.all([
      book(user.cookie, payload, { 'idempotency-key': 'race-1' }),
      book(user.cookie, payload, { 'idempotency-key': 'race-1' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await t.deps.database.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(1);
  });

  it('scopes keys per user, and does not store a failure', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const payload = { propertyId: p.id, bookingDate: '2026-12-04', bookingTime: '09:30' };
    const failed = await book(a.cookie, { ...payload, bookingDate: '2020-01-01' }, { 'idempotency-key': 'shared' });
    expect(failed.statusCode).toBe(400);
    expect((await book(a.cookie, payload, { 'idempotency-key': 'shared' })).statusCode).toBe(201);
    const other = await book(b.cookie, payload, { 'idempotency-key': 'shared' });
    expect(other.statusCode).toBe(201);
    expect(other.json().booking.user._id).toBe(b.id);
  });

  it('rejects an unusable key with 400', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const res = await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-04', bookingTime: '09:30' }, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Idempotency-Key must be 1 to 200 visible characters' });
  });
});

describe('GET /api/property/getbookings and POST /api/property/deletebooking', () => {
  it("lists the user's pending and confirmed visits, soonest first, populated; cancelled ones drop out", async () => {
    const user = await signUp(t.app, { name: 'Neha' });
    const admin = await signInAdmin(t.app, t.deps.database.db);
    const p = await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Plot in Virar', location: 'Virar', type: 'sale' });
    const later = (await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-21', bookingTime: '10:00' })).json().booking;
    const sooner = (await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-10', bookingTime: '18:00' })).json().booking;
    const dropped = (await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-15', bookingTime: '18:00' })).json().booking;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/update-booking-status/${later._id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'confirmed' },
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/property/deletebooking',
      headers: { cookie: user.cookie },
      payload: { bookingId: dropped._id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: 'Booking cancelled' });

    const list = await myBookings(user.cookie);
    expect(list.map((b: { _id: string; status: string }) => [b._id, b.status])).toEqual([
      [sooner._id, 'pending'],
      [later._id, 'confirmed'],
    ]);
    expect(list[0]).toMatchObject({ property: { propertyName: 'Plot in Virar', location: 'Virar', type: 'sale' }, user: { name: 'Neha' } });
  });

  it('lets only the booker or an admin cancel', async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const admin = await signInAdmin(t.app, t.deps.database.db);
    const p = await insertProperty(t.deps.database.db, owner.id);
    const b1 = (await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-05', bookingTime: '10:00' })).json().booking;
    const b2 = (await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-08', bookingTime: '10:00' })).json().booking;

    const cancel = (cookie: string, bookingId: string) =>
      t.app.inject({ method: 'POST', url: '/api/property/deletebooking', headers: { cookie }, payload: { bookingId } });
    const refused = await cancel(stranger.cookie, b1._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are not allowed to do that' });
    // The listing's owner is not the booker either.
    expect((await cancel(owner.cookie, b1._id)).statusCode).toBe(403);
    expect((await myBookings(user.cookie)).map((b: { _id: string }) => b._id)).toEqual([b1._id, b2._id]);

    expect((await cancel(admin.cookie, b1._id)).statusCode).toBe(200);
    expect((await cancel(user.cookie, b2._id)).statusCode).toBe(200);
    expect((await cancel(user.cookie, b2._id)).statusCode).toBe(200);
    expect(await myBookings(user.cookie)).toEqual([]);
  });

  it.each([
    [{}, 400, 'Booking id is required'],
    [{ bookingId: 42 }, 400, 'Booking id is required'],
    [{ bookingId: 'junk' }, 404, 'Booking not found.'],
    [{ bookingId: '00000000-0000-4000-8000-000000000000' }, 404, 'Booking not found.'],
  ])('answers %j with %i "%s"', async (payload, status, message) => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/property/deletebooking', headers: { cookie: user.cookie }, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
  });

  it('keeps a booking whose listing was deleted, with property null', async () => {
    const user = await signUp(t.app);
    const p = await insertProperty(t.deps.database.db, owner.id);
    await book(user.cookie, { propertyId: p.id, bookingDate: '2026-12-07', bookingTime: '10:00' });
    const { properties } = await import('../../server/db/schema.ts');
    await t.deps.database.db.delete(properties).where(eq(properties.id, p.id));
    expect(await myBookings(user.cookie)).toEqual([expect.objectContaining({ property: null, bookingDate: '2026-12-07' })]);
  });
});
