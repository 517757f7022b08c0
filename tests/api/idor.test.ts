import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTables } from '../helpers/db-snapshot.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

/**
 * Insecure direct object references: an attacker, signed in as an ordinary user, names the ids of other
 * people's listings, bookings and accounts. Each call gets the status and message of docs/api.md, and
 * no row that is not the attacker's own changes (the others' listings, bookings, wishlists, sessions).
 */

type Account = Awaited<ReturnType<typeof signUp>>;
interface World {
  /** The attacker. */
  attacker: Account;
  /** Owns `listing` and `deleted`, and booked a visit (`booking`) to `other`'s listing. */
  victim: Account;
  /** Owns `otherListing`, the listing `booking` is for. */
  other: Account;
  listing: string;
  otherListing: string;
  deleted: string;
  booking: string;
}

const FORBIDDEN = { message: 'You are not allowed to do that', code: 'notAllowed' };
const NO_PROPERTY = { message: 'Property not found.', code: 'propertyNotFound' };

let t: TestApp;
let w: World;

async function call(as: Account, req: InjectOptions) {
  return t.app.inject({ ...req, headers: { ...req.headers, cookie: as.cookie } });
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.database.db;
  const [attacker, victim, other] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const listing = (await insertProperty(db, victim.id)).id;
  const otherListing = (await insertProperty(db, other.id, { type: 'sale' })).id;
  const deleted = (await insertProperty(db, victim.id)).id;
  const booked = await call(victim, {
    method: 'POST',
    url: '/api/property/bookvisit',
    payload: { propertyId: otherListing, bookingDate: '2099-03-10', bookingTime: '10:30' },
  });
  const booking = booked.json<{ booking: { _id: string } }>().booking._id;
  for (const id of [listing, otherListing, deleted]) await call(victim, { method: 'PUT', url: `/api/user/wishlist/${id}` });
  // The victim's deleted listing: its id is known to anyone who saw it before.
  expect((await call(victim, { method: 'DELETE', url: `/api/property/delete/${deleted}` })).statusCode).toBe(200);
  w = { attacker, victim, other, listing, otherListing, deleted, booking };
});
afterAll(() => t.close());

interface Attack {
  name: string;
  /** Who calls: the attacker, unless the attack is by another non-admin party. */
  by?: (w: World) => Account;
  request: (w: World) => InjectOptions;
  status: number;
  body?: Record<string, unknown>;
}

const ATTACKS: Attack[] = [
  { name: "delete another user's listing", request: (w) => ({ method: 'DELETE', url: `/api/property/delete/${w.listing}` }), status: 403, body: FORBIDDEN },
  {
    name: "cancel another user's booking",
    request: (w) => ({ method: 'POST', url: '/api/property/deletebooking', payload: { bookingId: w.booking } }),
    status: 403,
    body: FORBIDDEN,
  },
  {
    name: 'cancel a booking of my listing made by someone else (listing owner)',
    by: (w) => w.other,
    request: (w) => ({ method: 'POST', url: '/api/property/deletebooking', payload: { bookingId: w.booking } }),
    status: 403,
    body: FORBIDDEN,
  },
  {
    name: "confirm another user's booking through the admin route",
    request: (w) => ({ method: 'PATCH', url: `/api/admin/update-booking-status/${w.booking}`, payload: { status: 'confirmed' } }),
    status: 403,
    body: FORBIDDEN,
  },
  {
    name: 'confirm my own booking through the admin route',
    by: (w) => w.victim,
    request: (w) => ({ method: 'PATCH', url: `/api/admin/update-booking-status/${w.booking}`, payload: { status: 'confirmed' } }),
    status: 403,
    body: FORBIDDEN,
  },
  {
    name: 'cancel a booking that does not exist',
    request: () => ({ method: 'POST', url: '/api/property/deletebooking', payload: { bookingId: '00000000-0000-4000-8000-000000000000' } }),
    status: 404,
    body: { message: 'Booking not found.', code: 'bookingNotFound' },
  },
  {
    name: "view another user's deleted listing",
    request: (w) => ({ method: 'GET', url: `/api/property/getProperty/${w.deleted}` }),
    status: 404,
    body: NO_PROPERTY,
  },
  {
    name: "delete another user's deleted listing",
    request: (w) => ({ method: 'DELETE', url: `/api/property/delete/${w.deleted}` }),
    status: 404,
    body: NO_PROPERTY,
  },
  { name: 'save a deleted listing (toggle)', request: (w) => ({ method: 'POST', url: `/api/user/wishlist/${w.deleted}` }), status: 404, body: NO_PROPERTY },
  { name: 'save a deleted listing (idempotent)', request: (w) => ({ method: 'PUT', url: `/api/user/wishlist/${w.deleted}` }), status: 404, body: NO_PROPERTY },
  {
    name: 'book a visit to a deleted listing',
    request: (w) => ({ method: 'POST', url: '/api/property/bookvisit', payload: { propertyId: w.deleted, bookingDate: '2099-03-11', bookingTime: '10:30' } }),
    status: 404,
    body: NO_PROPERTY,
  },
  // Saving someone else's listing is what a wishlist is for (docs/api.md): it touches only the caller's list.
  {
    name: "save another user's listing (toggle)",
    request: (w) => ({ method: 'POST', url: `/api/user/wishlist/${w.listing}` }),
    status: 200,
    body: { message: 'Added to wishlist', saved: true, wishlist: [expect.any(String)] },
  },
  { name: "save another user's listing (idempotent)", request: (w) => ({ method: 'PUT', url: `/api/user/wishlist/${w.otherListing}` }), status: 200 },
  {
    name: "remove another user's listing from my wishlist",
    request: (w) => ({ method: 'DELETE', url: `/api/user/wishlist/${w.otherListing}` }),
    status: 200,
    body: { message: 'Removed from wishlist', saved: false, wishlist: expect.any(Array) },
  },
  { name: 'remove a deleted listing from my wishlist', request: (w) => ({ method: 'DELETE', url: `/api/user/wishlist/${w.deleted}` }), status: 200 },
  {
    name: "profile update naming another user's id and the admin role",
    request: (w) => ({
      method: 'PUT',
      url: '/api/user/updateProfile',
      payload: {
        _id: w.victim.id,
        id: w.victim.id,
        userId: w.victim.id,
        role: 'admin',
        name: 'Mallory',
        email: uniqueEmail('mallory'),
        contactNo: '9820099999',
        currentPassword: w.attacker.password,
      },
    }),
    status: 200,
  },
  {
    name: "book a visit in another user's name",
    request: (w) => ({
      method: 'POST',
      url: '/api/property/bookvisit',
      payload: { propertyId: w.otherListing, bookingDate: '2099-03-12', bookingTime: '09:30', userId: w.victim.id, user: w.victim.id },
    }),
    status: 201,
  },
];

describe('another user’s ids', () => {
  it.each(ATTACKS)('$name: $status', async (attack) => {
    const db = t.deps.database.db;
    const caller = attack.by?.(w) ?? w.attacker;
    const before = await snapshotTables(db, w.attacker.id);
    const res = await call(caller, attack.request(w));
    expect(res.statusCode, res.body).toBe(attack.status);
    if (attack.body) expect(res.json()).toEqual(attack.body);
    expect(await snapshotTables(db, w.attacker.id)).toEqual(before);
  });

  it('the accepted requests acted on the attacker only', async () => {
    const me = (await call(w.attacker, { method: 'GET', url: '/api/auth/me' })).json<{ _id: string; role: string; name: string }>();
    expect(me).toMatchObject({ _id: w.attacker.id, role: 'user', name: 'Mallory' });
    const bookings = (await call(w.attacker, { method: 'GET', url: '/api/property/getbookings' })).json<{ _id: string; user: { _id: string } }[]>();
    expect(bookings.map((b) => b.user._id)).toEqual([w.attacker.id]);
    expect(bookings.map((b) => b._id)).not.toContain(w.booking);
    const victim = (await call(w.victim, { method: 'GET', url: '/api/auth/me' })).json<{ role: string; name: string; wishlist: string[] }>();
    expect(victim).toMatchObject({ role: 'user', name: w.victim.name });
    expect(victim.wishlist).toEqual([w.listing, w.otherListing]);
    const victimBookings = (await call(w.victim, { method: 'GET', url: '/api/property/getbookings' })).json<{ _id: string; status: string }[]>();
    expect(victimBookings).toEqual([expect.objectContaining({ _id: w.booking, status: 'pending' })]);
  });

  it("lists never show another user's listings or bookings", async () => {
    const mine = (await call(w.attacker, { method: 'GET', url: '/api/user/myproperties' })).json<{ _id: string }[]>();
    expect(mine.map((p) => p._id)).not.toContain(w.listing);
    const saved = (await call(w.attacker, { method: 'GET', url: '/api/user/wishlist' })).json<{ _id: string }[]>();
    expect(saved.map((p) => p._id)).toEqual([w.listing]);
  });

  it('an upload naming another user as owner belongs to the uploader', async () => {
    const db = t.deps.database.db;
    const before = await snapshotTables(db, w.attacker.id);
    const body = multipart(listingFields({ ownerId: w.victim.id, owner: w.victim.id, _id: w.listing }), [file(await photo('jpeg', 64, 48))]);
    const res = await call(w.attacker, { method: 'POST', url: '/api/property/create', payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ property: { _id: string; owner: string } }>().property;
    expect(created.owner).toBe(w.attacker.id);
    expect(created._id).not.toBe(w.listing);
    expect(await snapshotTables(db, w.attacker.id)).toEqual(before);
  });
});
