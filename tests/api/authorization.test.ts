import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../server/config.ts';
import { OPENAPI_PATH } from '../../server/plugins/typed-routes.ts';
import { findUserByEmail } from '../../server/services/accounts.ts';
import { createResetToken } from '../../server/services/password-reset.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { pushSubscriptionBody } from '../helpers/push-receiver.ts';
import { savedSearchBody } from '../helpers/samples.ts';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

/**
 * Every endpoint of docs/api.md and of the OpenAPI document (GET /api/docs/openapi.json), called as a visitor, as a signed-in user who has
 * nothing to do with the resource, as the resource's owner, and as an admin.
 * "Owner" is whoever owns what the request names: the listing's owner, or the booker for a booking.
 */

type Actor = 'anonymous' | 'user' | 'owner' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'owner', 'admin'];

/** The original endpoints, verbatim paths; ids written as {id} the way docs/api.md heads them. */
const SPEC_ENDPOINTS = [
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/logout',
  'POST /api/property/contactus',
  'POST /api/user/wishlist/{propertyId}',
  'GET /api/property/getProperties',
  'GET /api/property/getProperty/{id}',
  'DELETE /api/property/delete/{id}',
  'POST /api/property/create',
  'POST /api/property/bookvisit',
  'GET /api/property/getbookings',
  'POST /api/property/deletebooking',
  'GET /api/user/wishlist',
  'GET /api/user/myproperties',
  'PUT /api/user/updateProfile',
  'PUT /api/user/changePassword',
  'POST /api/user/forgotPassword',
  'POST /api/user/resetPassword',
  'GET /api/admin/get-stats',
  'GET /api/admin/get-users',
  'GET /api/admin/get-bookings',
  'PATCH /api/admin/update-booking-status/{id}',
];

interface Account {
  cookie: string;
  id: string;
  email: string;
  password: string;
}

/** Fresh accounts and records for one row, so no row's effects (a logout, a password change) leak into another. */
interface World {
  accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
  /** A new listing of `owner`. */
  newOwnListing(): Promise<string>;
  /** A new listing of `owner` that a moderator hid. */
  newOwnHiddenListing(): Promise<string>;
  /** A new rent listed by `owner` (a deposit is a rent's). */
  newOwnRent(): Promise<string>;
  /** A new booking of `owner`, to a third party's listing. */
  newOwnBooking(): Promise<string>;
  /** A new saved search of `owner`. */
  newOwnSavedSearch(): Promise<string>;
  /** A new Web Push subscription of `owner`: its endpoint. */
  newOwnPushSubscription(): Promise<string>;
  /** A reset token for an account nobody here is signed in as (a token works once). */
  newResetToken(): Promise<string>;
  /** Credentials of an account nobody here is signed in as. */
  bystander: { email: string; password: string };
}

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };
type Row = { route: string; request: (w: World, as: Actor) => Promise<Request> } & Record<Actor, number>;

const PASSWORD = 'secret123';
const FUTURE = '2099-01-15';

let t: TestApp;
let photoBytes: Buffer;
beforeAll(async () => {
  // The subscriptions below name endpoints on this machine; nothing is sent to them.
  t = await startTestApp({ push: { ...loadConfig({}).push, serviceHosts: ['127.0.0.1'] } });
  photoBytes = await photo('jpeg', 400, 300);
});
afterAll(() => t.close());

async function makeWorld(): Promise<World> {
  const db = t.deps.database.db;
  const [user, owner, third, bystander] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
  const admin = await signInAdmin(t.app, db);
  let slot = 0;
  return {
    accounts: { user, owner, admin },
    bystander: { email: bystander.email, password: bystander.password },
    newOwnListing: async () => (await insertProperty(db, owner.id)).id,
    newOwnHiddenListing: async () => (await insertProperty(db, owner.id, { hiddenAt: new Date(), hiddenReason: 'Photos of another flat' })).id,
    newOwnRent: async () => (await insertProperty(db, owner.id, { type: 'rent', price: 45_000 })).id,
    newOwnBooking: async () => {
      const listing = await insertProperty(db, third.id);
      slot += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/property/bookvisit',
        headers: { cookie: owner.cookie },
        payload: { propertyId: listing.id, bookingDate: FUTURE, bookingTime: `1${slot}:00` },
      });
      return res.json().booking._id;
    },
    newOwnSavedSearch: async () => {
      const id = randomUUID();
      const res = await t.app.inject({ method: 'PUT', url: `/api/user/saved-searches/${id}`, headers: { cookie: owner.cookie }, payload: savedSearchBody() });
      if (res.statusCode !== 201) throw new Error(`saved search not made: ${res.body}`);
      return id;
    },
    newOwnPushSubscription: async () => {
      const subscription = pushSubscriptionBody();
      const res = await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: { cookie: owner.cookie }, payload: subscription });
      if (res.statusCode !== 200) throw new Error(`subscription not made: ${res.body}`);
      return subscription.endpoint;
    },
    newResetToken: async () => {
      const row = await findUserByEmail(db, bystander.email);
      if (!row) throw new Error('bystander missing');
      return createResetToken(db, row, t.deps.now());
    },
  };
}

const ROWS: Row[] = [
  // Accounts
  {
    route: 'POST /api/auth/signup',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New', email: uniqueEmail(), password: PASSWORD, contactNo: '9820012345' },
    }),
    anonymous: 201,
    user: 201,
    owner: 201,
    admin: 201,
  },
  {
    route: 'POST /api/auth/login',
    request: async (w) => ({ method: 'POST', url: '/api/auth/login', payload: w.bystander }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  { route: 'POST /api/auth/logout', request: async () => ({ method: 'POST', url: '/api/auth/logout' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/auth/me', request: async () => ({ method: 'GET', url: '/api/auth/me' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/auth/session', request: async () => ({ method: 'GET', url: '/api/auth/session' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/site', request: async () => ({ method: 'GET', url: '/api/site' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /api/line', request: async () => ({ method: 'GET', url: '/api/line' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /healthz', request: async () => ({ method: 'GET', url: '/healthz' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  { route: 'GET /readyz', request: async () => ({ method: 'GET', url: '/readyz' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  // Listings
  {
    route: 'POST /api/property/create',
    request: async () => {
      const body = multipart(listingFields(), [file(photoBytes)]);
      return { method: 'POST', url: '/api/property/create', payload: body.payload, headers: body.headers };
    },
    anonymous: 401,
    user: 201,
    owner: 201,
    admin: 201,
  },
  {
    route: 'POST /api/property/duplicate-check',
    request: async () => {
      const body = multipart(listingFields(), [file(photoBytes)]);
      return { method: 'POST', url: '/api/property/duplicate-check', payload: body.payload, headers: body.headers };
    },
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/property/getProperties',
    request: async () => ({ method: 'GET', url: '/api/property/getProperties?limit=5' }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/property/catalogue',
    request: async () => ({ method: 'GET', url: '/api/property/catalogue?since=0' }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/property/catalogue/columns',
    request: async () => ({ method: 'GET', url: '/api/property/catalogue/columns?since=0' }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/property/getProperty/{id}',
    request: async (w) => ({ method: 'GET', url: `/api/property/getProperty/${await w.newOwnListing()}` }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  // A hidden listing: its owner reads why; for anyone else it is gone.
  {
    route: 'GET /api/property/getProperty/{id}',
    request: async (w) => ({ method: 'GET', url: `/api/property/getProperty/${await w.newOwnHiddenListing()}` }),
    anonymous: 404,
    user: 404,
    owner: 200,
    admin: 404,
  },
  {
    route: 'DELETE /api/property/delete/{id}',
    request: async (w) => ({ method: 'DELETE', url: `/api/property/delete/${await w.newOwnListing()}` }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PATCH /api/property/price/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/property/price/${await w.newOwnListing()}`, payload: { price: 9_000_000 } }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PATCH /api/property/walk/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/property/walk/${await w.newOwnListing()}`, payload: { walkMinutes: 12 } }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PATCH /api/property/deposit/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/property/deposit/${await w.newOwnRent()}`, payload: { deposit: 150_000 } }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PATCH /api/property/facts/{id}',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/property/facts/${await w.newOwnListing()}`,
      payload: { postedBy: 'owner', maintenance: 3500, floor: 7, totalFloors: 22 },
    }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PATCH /api/property/availability/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/property/availability/${await w.newOwnListing()}`, payload: { availability: 'withdrawn' } }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/user/myproperties',
    request: async () => ({ method: 'GET', url: '/api/user/myproperties' }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  // Enquiries, profile, passwords
  {
    route: 'POST /api/property/contactus',
    request: async () => ({
      method: 'POST',
      url: '/api/property/contactus',
      payload: { name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', message: 'Call me' },
    }),
    anonymous: 201,
    user: 201,
    owner: 201,
    admin: 201,
  },
  {
    route: 'PUT /api/user/updateProfile',
    // A new e-mail needs the caller's own password (a visitor has none to give).
    request: async (w, as) => ({
      method: 'PUT',
      url: '/api/user/updateProfile',
      payload: { name: 'Renamed', email: uniqueEmail(), contactNo: '9820012345', currentPassword: as === 'anonymous' ? 'none' : w.accounts[as].password },
    }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PUT /api/user/changePassword',
    request: async (w, as) => ({
      method: 'PUT',
      url: '/api/user/changePassword',
      payload: { oldPassword: as === 'anonymous' ? PASSWORD : w.accounts[as].password, newPassword: 'another-pass-1' },
    }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'POST /api/user/forgotPassword',
    request: async (w) => ({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: w.bystander.email } }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'POST /api/user/resetPassword',
    request: async (w) => ({ method: 'POST', url: '/api/user/resetPassword', payload: { token: await w.newResetToken(), newPassword: 'reset-pass-1' } }),
    anonymous: 200,
    user: 200,
    owner: 200,
    admin: 200,
  },
  // Wishlist
  {
    route: 'POST /api/user/wishlist/{propertyId}',
    request: async (w) => ({ method: 'POST', url: `/api/user/wishlist/${await w.newOwnListing()}` }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PUT /api/user/wishlist/{propertyId}',
    request: async (w) => ({ method: 'PUT', url: `/api/user/wishlist/${await w.newOwnListing()}` }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'DELETE /api/user/wishlist/{propertyId}',
    request: async (w) => ({ method: 'DELETE', url: `/api/user/wishlist/${await w.newOwnListing()}` }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PUT /api/user/lang',
    request: async () => ({ method: 'PUT', url: '/api/user/lang', payload: { lang: 'mr' } }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  { route: 'GET /api/user/wishlist', request: async () => ({ method: 'GET', url: '/api/user/wishlist' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  // Bookings
  {
    route: 'POST /api/property/bookvisit',
    request: async (w) => ({
      method: 'POST',
      url: '/api/property/bookvisit',
      payload: { propertyId: await w.newOwnListing(), bookingDate: FUTURE, bookingTime: '11:00' },
    }),
    anonymous: 401,
    user: 201,
    owner: 403,
    admin: 201,
  },
  {
    route: 'GET /api/property/getbookings',
    request: async () => ({ method: 'GET', url: '/api/property/getbookings' }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'GET /api/property/my-bookings',
    request: async () => ({ method: 'GET', url: '/api/property/my-bookings?limit=5' }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'POST /api/property/deletebooking',
    request: async (w) => ({ method: 'POST', url: '/api/property/deletebooking', payload: { bookingId: await w.newOwnBooking() } }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 200,
  },
  // Saved searches and Web Push: nobody but their owner reads or changes them, not even an admin.
  {
    route: 'GET /api/user/saved-searches',
    request: async () => ({ method: 'GET', url: '/api/user/saved-searches' }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'PUT /api/user/saved-searches/{id}',
    // The owner's own id again is a replayed save (200); anyone else's is not theirs to see.
    request: async (w) => ({ method: 'PUT', url: `/api/user/saved-searches/${await w.newOwnSavedSearch()}`, payload: savedSearchBody() }),
    anonymous: 401,
    user: 404,
    owner: 200,
    admin: 404,
  },
  {
    route: 'PATCH /api/user/saved-searches/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/user/saved-searches/${await w.newOwnSavedSearch()}`, payload: { name: 'Renamed', alert: 'daily' } }),
    anonymous: 401,
    user: 404,
    owner: 200,
    admin: 404,
  },
  {
    route: 'POST /api/user/saved-searches/{id}/seen',
    request: async (w) => ({ method: 'POST', url: `/api/user/saved-searches/${await w.newOwnSavedSearch()}/seen` }),
    anonymous: 401,
    user: 404,
    owner: 200,
    admin: 404,
  },
  {
    route: 'DELETE /api/user/saved-searches/{id}',
    request: async (w) => ({ method: 'DELETE', url: `/api/user/saved-searches/${await w.newOwnSavedSearch()}` }),
    anonymous: 401,
    user: 404,
    owner: 200,
    admin: 404,
  },
  { route: 'GET /api/push/key', request: async () => ({ method: 'GET', url: '/api/push/key' }), anonymous: 200, user: 200, owner: 200, admin: 200 },
  {
    route: 'PUT /api/push/subscription',
    // An endpoint already held by another account moves to the caller: the browser is theirs now (its keys are new).
    request: async () => ({ method: 'PUT', url: '/api/push/subscription', payload: pushSubscriptionBody() }),
    anonymous: 401,
    user: 200,
    owner: 200,
    admin: 200,
  },
  {
    route: 'DELETE /api/push/subscription',
    request: async (w) => ({ method: 'DELETE', url: '/api/push/subscription', payload: { endpoint: await w.newOwnPushSubscription() } }),
    anonymous: 401,
    user: 404,
    owner: 200,
    admin: 404,
  },
  // Admin
  {
    route: 'GET /api/admin/get-stats',
    request: async () => ({ method: 'GET', url: '/api/admin/get-stats' }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'GET /api/admin/get-users',
    request: async () => ({ method: 'GET', url: '/api/admin/get-users' }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'GET /api/admin/get-bookings',
    request: async () => ({ method: 'GET', url: '/api/admin/get-bookings' }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'GET /api/admin/users',
    request: async () => ({ method: 'GET', url: '/api/admin/users?q=a' }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'GET /api/admin/bookings',
    request: async () => ({ method: 'GET', url: '/api/admin/bookings?limit=3' }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'PATCH /api/admin/update-booking-status/{id}',
    request: async (w) => ({ method: 'PATCH', url: `/api/admin/update-booking-status/${await w.newOwnBooking()}`, payload: { status: 'confirmed' } }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  // Reports and moderation: anyone signed in reports a listing not their own and reads their own reports;
  // only admins see reports and moderate, the listing's owner included.
  {
    route: 'POST /api/property/report/{id}',
    request: async (w) => ({ method: 'POST', url: `/api/property/report/${await w.newOwnListing()}`, payload: { reason: 'fake' } }),
    anonymous: 401,
    user: 201,
    owner: 403,
    admin: 201,
  },
  {
    route: 'POST /api/user/myproperties/{id}/confirm',
    request: async (w) => ({ method: 'POST', url: `/api/user/myproperties/${await w.newOwnListing()}/confirm` }),
    anonymous: 401,
    user: 403,
    owner: 200,
    admin: 403,
  },
  { route: 'GET /api/user/reports', request: async () => ({ method: 'GET', url: '/api/user/reports' }), anonymous: 401, user: 200, owner: 200, admin: 200 },
  ...(['GET /api/admin/reports', 'GET /api/admin/listings', 'GET /api/admin/duplicates'] as const).map((route) => ({
    route,
    request: async () => ({ method: 'GET' as const, url: route.slice(4) }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  })),
  {
    route: 'GET /api/admin/listings/{id}',
    request: async (w) => ({ method: 'GET', url: `/api/admin/listings/${await w.newOwnListing()}` }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  {
    route: 'POST /api/admin/listings/{id}/hide',
    request: async (w) => ({ method: 'POST', url: `/api/admin/listings/${await w.newOwnListing()}/hide`, payload: { reason: 'Photos of another flat' } }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  },
  // A fresh listing has had no visit, so even an admin is told it cannot be verified yet (tests/api/moderation.test.ts verifies one).
  {
    route: 'POST /api/admin/listings/{id}/verify',
    request: async (w) => ({ method: 'POST', url: `/api/admin/listings/${await w.newOwnListing()}/verify` }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 409,
  },
  ...(['restore', 'dismiss-reports', 'unverify'] as const).map((action) => ({
    route: `POST /api/admin/listings/{id}/${action}`,
    request: async (w: World) => ({ method: 'POST' as const, url: `/api/admin/listings/${await w.newOwnListing()}/${action}` }),
    anonymous: 401,
    user: 403,
    owner: 403,
    admin: 200,
  })),
];

describe('authorization of every endpoint', () => {
  it('has a row for every original endpoint and every endpoint of the OpenAPI document, and no other', async () => {
    // The document is made from the routes themselves, so a new endpoint without a row here fails this test.
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse((await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json());
    const served = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    // Compared without parameter names, so `{id}` and `{propertyId}` count alike.
    const key = (route: string) => route.replace(/\{\w+\}/g, '{}');
    const expected = [...new Set([...SPEC_ENDPOINTS, ...served].map(key))].sort();
    // A route may have more than one row (a hidden listing's detail answers its owner alone).
    expect([...new Set(ROWS.map((r) => key(r.route)))].sort()).toEqual(expected);
  });

  it('the OpenAPI document says of every operation who may call it, as the answers here show', async () => {
    const operation = z.object({ security: z.array(z.record(z.string(), z.array(z.string()))) });
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), operation)) })
      .parse((await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json());
    const key = (route: string) => route.replace(/\{\w+\}/g, '{}');
    const documented = new Map(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([m, op]) => {
          const needs = op.security.some((s) => Object.keys(s).length === 0)
            ? 'public'
            : op.security.some((s) => Object.values(s).some((roles) => roles.includes('admin')))
              ? 'admin'
              : 'user';
          return [key(`${m.toUpperCase()} ${path}`), needs] as const;
        }),
      ),
    );
    const answered = ROWS.filter((row) => documented.has(key(row.route))).map((row) => {
      // Admin-only: refused to every signed-in user but an admin, the owner of what it names included.
      const needs = row.anonymous !== 401 ? 'public' : row.user === 403 && row.owner === 403 && row.admin !== 403 ? 'admin' : 'user';
      return `${row.route}: ${needs}`;
    });
    expect(ROWS.filter((row) => documented.has(key(row.route))).map((row) => `${row.route}: ${documented.get(key(row.route))}`)).toEqual(answered);
  });

  it('names only routes the server has', () => {
    for (const row of ROWS) {
      const [method = '', path = ''] = row.route.split(' ');
      expect(t.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), row.route).toBe(true);
    }
  });

  it.each(ROWS)('$route: visitor $anonymous, user $user, owner $owner, admin $admin', async (row) => {
    const world = await makeWorld();
    const seen: Record<Actor, number> = { anonymous: 0, user: 0, owner: 0, admin: 0 };
    for (const as of ACTORS) {
      const request = await row.request(world, as);
      const cookie = as === 'anonymous' ? {} : { cookie: world.accounts[as].cookie };
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...cookie } });
      seen[as] = res.statusCode;
      if (res.statusCode >= 400) expect(res.json(), `${row.route} as ${as}`).toMatchObject({ message: expect.any(String) });
    }
    expect(seen).toEqual({ anonymous: row.anonymous, user: row.user, owner: row.owner, admin: row.admin });
  });
});
