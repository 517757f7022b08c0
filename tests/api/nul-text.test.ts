import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/admin.ts';
import { snapshotTables } from '../helpers/db-snapshot.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** PostgreSQL refuses a NUL in text: each of these once reached it and answered 500. */
let t: TestApp;
let cookie = '';
let adminCookie = '';
beforeAll(async () => {
  t = await startTestApp();
  cookie = (await signUp(t.app)).cookie;
  adminCookie = (await signInAdmin(t.app, t.deps.database.db)).cookie;
});
afterAll(() => t.close());

const NUL = '\u0000';
const signup = { name: 'Asha Patil', email: 'asha-nul@example.in', contactNo: '9820012345', password: 'secret123' };
const enquiry = { name: 'Ravi Kumar', email: 'ravi@example.in', contactNo: '9820012345', message: 'Is it available?' };
const profile = { name: 'Asha Patil', email: 'asha-new@example.in', contactNo: '9820012345' };

const CASES: [string, 'POST' | 'PUT', string, Record<string, string>, string][] = [
  ['login e-mail', 'POST', '/api/auth/login', { email: 'a@b', password: 'whatever-12' }, 'email'],
  ['signup name', 'POST', '/api/auth/signup', signup, 'name'],
  ['signup e-mail', 'POST', '/api/auth/signup', signup, 'email'],
  ['signup number', 'POST', '/api/auth/signup', signup, 'contactNo'],
  ['forgot-password e-mail', 'POST', '/api/user/forgotPassword', { email: 'a@b' }, 'email'],
  ['enquiry name', 'POST', '/api/property/contactus', enquiry, 'name'],
  ['enquiry e-mail', 'POST', '/api/property/contactus', enquiry, 'email'],
  ['enquiry message', 'POST', '/api/property/contactus', enquiry, 'message'],
  ['profile name', 'PUT', '/api/user/updateProfile', profile, 'name'],
  ['profile e-mail', 'PUT', '/api/user/updateProfile', profile, 'email'],
];

it.each(CASES)('answers a NUL in the %s with 400 and the one NUL message, storing nothing', async (_label, method, url, body, field) => {
  const before = await snapshotTables(t.deps.database.db);
  const res = await t.app.inject({ method, url, headers: { cookie }, payload: { ...body, [field]: `${body[field]}${NUL}c` } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Text cannot contain a NUL character' });
  expect(await snapshotTables(t.deps.database.db)).toEqual(before);
});

it.each(['q', 'location'])('answers a NUL in the listing filter %s with 400 and the NUL message', async (param) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties?${param}=flat%00` });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Text cannot contain a NUL character' });
});

/**
 * Every other text a request carries that could reach SQL: path ids, query parameters and the bodies not listed above.
 * Each is refused or not found before the database sees it (a removal of what is not there is done, as it always is,
 * and a list that takes no cursor ignores one): never a 500, and nothing stored.
 */
const id = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(11)}${NUL}`;
const p = encodeURIComponent(id);
const ELSEWHERE: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
  ['push unsubscribe endpoint', 'DELETE', '/api/push/subscription', { endpoint: `https://push.example.com/a${NUL}` }],
  ['push subscribe endpoint', 'PUT', '/api/push/subscription', { endpoint: `https://push.example.com/a${NUL}`, keys: { p256dh: 'x', auth: 'y' } }],
  ['booking to cancel', 'POST', '/api/property/deletebooking', { bookingId: id }],
  ['booking to book', 'POST', '/api/property/bookvisit', { propertyId: id, bookingDate: '2099-01-05', bookingTime: '10:00' }],
  ['reset token', 'POST', '/api/user/resetPassword', { token: `abc${NUL}`, password: 'secret123' }],
  ['current password', 'PUT', '/api/user/changePassword', { currentPassword: `a${NUL}b`, newPassword: 'secret1234' }],
  ['language', 'PUT', '/api/user/lang', { lang: `en${NUL}` }],
  ['listing id', 'GET', `/api/property/getProperty/${p}`],
  ['listing to delete', 'DELETE', `/api/property/delete/${p}`],
  ['listing price', 'PATCH', `/api/property/price/${p}`, { price: 100 }],
  ['listing to report', 'POST', `/api/property/report/${p}`, { reason: 'spam' }],
  ['listing to confirm', 'POST', `/api/user/myproperties/${p}/confirm`],
  ['wishlist add', 'POST', `/api/user/wishlist/${p}`],
  ['wishlist put', 'PUT', `/api/user/wishlist/${p}`],
  ['wishlist remove', 'DELETE', `/api/user/wishlist/${p}`],
  ['saved search put', 'PUT', `/api/user/saved-searches/${p}`, { name: 'x', filter: {} }],
  ['saved search patch', 'PATCH', `/api/user/saved-searches/${p}`, { name: 'x' }],
  ['saved search seen', 'POST', `/api/user/saved-searches/${p}/seen`],
  ['saved search delete', 'DELETE', `/api/user/saved-searches/${p}`],
  ['listing cursor', 'GET', '/api/property/getProperties?cursor=a%00b'],
  ['listing area', 'GET', '/api/property/getProperties?areaFrom=Dadar%00'],
  ['listing amenities', 'GET', '/api/property/getProperties?amenities=wifi%00'],
  ['listing max price', 'GET', '/api/property/getProperties?maxPrice=1%00'],
  ['catalogue since', 'GET', '/api/property/catalogue?since=1%00'],
  ['catalogue area', 'GET', '/api/property/catalogue?areaFrom=Dadar%00'],
  ['my bookings cursor', 'GET', '/api/property/my-bookings?cursor=a%00b'],
  ['my listings cursor', 'GET', '/api/user/myproperties?cursor=a%00b'],
  ['admin users search', 'GET', '/api/admin/users?q=a%00'],
  ['admin users cursor', 'GET', '/api/admin/users?cursor=a%00b'],
  ['admin bookings search', 'GET', '/api/admin/bookings?q=a%00'],
  ['admin listings search', 'GET', '/api/admin/listings?q=a%00'],
  ['admin reports cursor', 'GET', '/api/admin/reports?cursor=a%00b'],
  ['admin booking status', 'PATCH', `/api/admin/update-booking-status/${p}`, { status: 'confirmed' }],
  ['admin listing', 'GET', `/api/admin/listings/${p}`],
  ['admin hide', 'POST', `/api/admin/listings/${p}/hide`, { reason: 'spam' }],
  ['admin restore', 'POST', `/api/admin/listings/${p}/restore`],
  ['admin dismiss', 'POST', `/api/admin/listings/${p}/dismiss-reports`],
  ['admin verify', 'POST', `/api/admin/listings/${p}/verify`],
  ['admin unverify', 'POST', `/api/admin/listings/${p}/unverify`],
];

it.each(ELSEWHERE)('answers a NUL in the %s without a 500, storing nothing', async (_label, method, url, payload) => {
  const before = await snapshotTables(t.deps.database.db);
  const who = url.startsWith('/api/admin/') ? adminCookie : cookie;
  const body = payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { cookie: who, 'content-type': 'application/json' } };
  const res = await t.app.inject({ method, url, headers: { cookie: who }, ...body });
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(await snapshotTables(t.deps.database.db)).toEqual(before);
});

it('answers a NUL in the push unsubscribe endpoint with the one NUL message, as the other texts', async () => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscription',
    headers: { cookie },
    payload: { endpoint: `https://push.example.com/a${NUL}` },
  });
  expect([res.statusCode, res.json()]).toEqual([400, { message: 'Text cannot contain a NUL character', code: 'nulCharacter' }]);
});
