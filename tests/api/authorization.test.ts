import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResetToken } from '../../server/services/password-reset.ts';
import { findUserByEmail } from '../../server/services/accounts.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

/**
 * Every endpoint of docs/api.md (which holds SPEC section 7 and our additions), called as a visitor, as a
 * signed-in user who has nothing to do with the resource, as the resource's owner, and as an admin.
 * "Owner" is whoever owns what the request names: the listing's owner, or the booker for a booking.
 */

type Actor = 'anonymous' | 'user' | 'owner' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'owner', 'admin'];

interface Account {
  cookie: string;
  id: string;
  email: string;
  password: string;
}

/** Fresh accounts and records for one row, so no row's effects (a logout, a password change) leak into another. */
interface World {
  accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
  /** A listing of `owner`. */
  ownListing: string;
  /** A listing of a third party, that `owner` has booked a visit to. */
  otherListing: string;
  /** `owner`'s booking. */
  booking: string;
  /** A reset token for an account nobody here is signed in as. */
  freshResetToken(): Promise<string>;
  /** Credentials of an account nobody here is signed in as. */
  bystander: { email: string; password: string };
}

type Row = { route: string; request: (w: World, as: Actor) => Omit<InjectOptions, 'headers'> } & Record<Actor, number>;

const PASSWORD = 'secret123';
const FUTURE = '2099-01-15';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function makeWorld(): Promise<World> {
  const db = t.deps.database.db;
  const [user, owner, third, bystander] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
  const admin = await signInAdmin(t.app, db);
  const ownListing = await insertProperty(db, owner.id);
  const otherListing = await insertProperty(db, third.id);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/property/bookvisit',
    headers: { cookie: owner.cookie },
    payload: { propertyId: otherListing.id, bookingDate: FUTURE, bookingTime: '10:00' },
  });
  return {
    accounts: { user, owner, admin },
    ownListing: ownListing.id,
    otherListing: otherListing.id,
    booking: booked.json().booking._id,
    bystander: { email: bystander.email, password: bystander.password },
    freshResetToken: async () => {
      const row = await findUserByEmail(db, bystander.email);
      if (!row) throw new Error('bystander missing');
      return createResetToken(db, row, t.deps.now());
    },
  };
}

const ROWS: Row[] = [
  { route: 'POST /api/auth/signup', request: () => ({ method: 'POST', url: '/api/auth/signup', payload: { name: 'New', email: uniqueEmail(), password: PASSWORD, contactNo: '9820012345' } }), anonymous: 201, user: 201, owner: 201, admin: 201 },
  { route: 'POST /api/auth/login', request: (w) => ({ method: 'POST', url: '/api/auth/login', payload: w.bystander }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'POST /api/auth/logout', request: () => ({ method: 'POST', url: '/api/auth/logout' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/auth/me', request: () => ({ method: 'GET', url: '/api/auth/me' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/site', request: () => ({ method: 'GET', url: '/api/site' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  {
    route: 'POST /api/property/contactus',
    request: () => ({ method: 'POST', url: '/api/property/contactus', payload: { name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', message: 'Call me' } }),
    anonymous: 201, user: 201, owner: 201, admin: 201,
  },
  {
    route: 'PUT /api/user/updateProfile',
    request: () => ({ method: 'PUT', url: '/api/user/updateProfile', payload: { name: 'Renamed', email: uniqueEmail(), contactNo: '9820012345' } }),
    anonymous: 401, user: 200, owner: 200, admin: 200,
  },
  {
    route: 'PUT /api/user/changePassword',
    request: (w, as) => ({ method: 'PUT', url: '/api/user/changePassword', payload: { oldPassword: as === 'anonymous' ? PASSWORD : w.accounts[as].password, newPassword: 'another-pass-1' } }),
    anonymous: 401, user: 200, owner: 200, admin: 200,
  },
  { route: 'POST /api/user/forgotPassword', request: (w) => ({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: w.bystander.email } }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'POST /api/user/resetPassword', request: () => ({ method: 'POST', url: '/api/user/resetPassword' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'POST /api/user/wishlist/{propertyId}', request: (w) => ({ method: 'POST', url: `/api/user/wishlist/${w.ownListing}` }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'PUT /api/user/wishlist/{propertyId}', request: (w) => ({ method: 'PUT', url: `/api/user/wishlist/${w.ownListing}` }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'DELETE /api/user/wishlist/{propertyId}', request: (w) => ({ method: 'DELETE', url: `/api/user/wishlist/${w.ownListing}` }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/user/wishlist', request: () => ({ method: 'GET', url: '/api/user/wishlist' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  {
    route: 'POST /api/property/bookvisit',
    request: (w) => ({ method: 'POST', url: '/api/property/bookvisit', payload: { propertyId: w.ownListing, bookingDate: FUTURE, bookingTime: '11:00' } }),
    anonymous: 401, user: 201, owner: 403, admin: 201,
  },
  { route: 'GET /api/property/getbookings', request: () => ({ method: 'GET', url: '/api/property/getbookings' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'POST /api/property/deletebooking', request: (w) => ({ method: 'POST', url: '/api/property/deletebooking', payload: { bookingId: w.booking } }), anonymous: 401, user: 403, owner: 200, admin: 200 },
  { route: 'GET /api/admin/get-stats', request: () => ({ method: 'GET', url: '/api/admin/get-stats' }), anonymous: 401, user: 403, owner: 403, admin: 200 },
  { route: 'GET /api/admin/get-users', request: () => ({ method: 'GET', url: '/api/admin/get-users' }), anonymous: 401, user: 403, owner: 403, admin: 200 },
  { route: 'GET /api/admin/get-bookings', request: () => ({ method: 'GET', url: '/api/admin/get-bookings' }), anonymous: 401, user: 403, owner: 403, admin: 200 },
  {
    route: 'PATCH /api/admin/update-booking-status/{id}',
    request: (w) => ({ method: 'PATCH', url: `/api/admin/update-booking-status/${w.booking}`, payload: { status: 'confirmed' } }),
    anonymous: 401, user: 403, owner: 403, admin: 200,
  },
];

/** The reset row needs a new token per call: a token works once. */
async function requestFor(row: Row, world: World, as: Actor): Promise<InjectOptions> {
  const base = row.request(world, as);
  const cookie = as === 'anonymous' ? undefined : world.accounts[as].cookie;
  const payload = row.route === 'POST /api/user/resetPassword' ? { token: await world.freshResetToken(), newPassword: 'reset-pass-1' } : base.payload;
  return { ...base, payload, headers: cookie ? { cookie } : {} };
}

describe('authorization of every endpoint', () => {
  it('covers every endpoint documented in docs/api.md', () => {
    const documented = [...readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').matchAll(/^### ([A-Z]+ \/\S+)/gm)].map((m) => m[1]);
    expect(ROWS.map((r) => r.route).sort()).toEqual([...documented].sort());
  });

  it.each(ROWS)('$route: visitor $anonymous, user $user, owner $owner, admin $admin', async (row) => {
    const world = await makeWorld();
    const seen: Record<Actor, number> = { anonymous: 0, user: 0, owner: 0, admin: 0 };
    for (const as of ACTORS) {
      const res = await t.app.inject(await requestFor(row, world, as));
      seen[as] = res.statusCode;
      if (res.statusCode >= 400) expect(res.json(), `${row.route} as ${as}`).toEqual({ message: expect.any(String) });
    }
    expect(seen).toEqual({ anonymous: row.anonymous, user: row.user, owner: row.owner, admin: row.admin });
  });
});
