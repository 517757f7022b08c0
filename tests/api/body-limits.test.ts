import { afterAll, beforeAll, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema.ts';
import { JSON_BODY_LIMIT, TEXT_BODY_LIMIT } from '../../server/plugins/body-limits.ts';
import { listingFields, multipart } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOO_LARGE = { message: 'The request is too large' };
/** A JSON body of exactly `bytes` bytes: a padding field the schemas ignore. */
const jsonOf = (bytes: number, fields: Record<string, unknown>) => {
  const base = JSON.stringify({ ...fields, pad: '' });
  return JSON.stringify({ ...fields, pad: 'x'.repeat(bytes - base.length) });
};
const enquiry = { name: 'Ravi Kumar', email: 'ravi@example.in', contactNo: '9820012345' };

it.each([
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/user/forgotPassword'],
  ['PUT', '/api/user/changePassword'],
  ['POST', '/api/property/bookvisit'],
  ['PATCH', '/api/admin/update-booking-status/some-id'],
] as const)('%s %s refuses a JSON body over 8 KB with 413 and a message', async (method, url) => {
  const { cookie } = await signUp(t.app);
  const res = await t.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: jsonOf(JSON_BODY_LIMIT + 1, {}) });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual(TOO_LARGE);
});

it('reads a JSON body right at the limit (the route then judges its fields)', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: jsonOf(JSON_BODY_LIMIT, { email: 'a@b.in' }) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'Password is required' });
});

it('takes the longest valid enquiry, every character escaped, but nothing past 16 KB', async () => {
  const before = (await t.deps.database.db.select().from(enquiries)).length;
  // 2,000 characters, each a surrogate pair written as two \u escapes: the worst case a client can send.
  const longest = JSON.stringify({ ...enquiry, message: '😀'.repeat(1000) }).replaceAll('😀', '\\ud83d\\ude00');
  expect(Buffer.byteLength(longest)).toBeGreaterThan(JSON_BODY_LIMIT);
  const ok = await t.app.inject({ method: 'POST', url: '/api/property/contactus', headers: { 'content-type': 'application/json' }, payload: longest });
  expect(ok.statusCode).toBe(201);

  const huge = await t.app.inject({ method: 'POST', url: '/api/property/contactus', headers: { 'content-type': 'application/json' }, payload: jsonOf(TEXT_BODY_LIMIT + 1, enquiry) });
  expect(huge.statusCode).toBe(413);
  expect(huge.json()).toEqual(TOO_LARGE);
  expect(await t.deps.database.db.select().from(enquiries)).toHaveLength(before + 1);
});

it('refuses an upload that declares more bytes than ten 5 MB photos and the fields can take, before reading it', async () => {
  const { cookie } = await signUp(t.app);
  const form = multipart(listingFields(), []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/property/create',
    headers: { ...form.headers, cookie, 'content-length': String(60 * 1024 * 1024) },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual(TOO_LARGE);
});

it('still reads an ordinary upload form under the multipart limits', async () => {
  const { cookie } = await signUp(t.app);
  const form = multipart(listingFields(), []);
  const res = await t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...form.headers, cookie }, payload: form.payload });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'Please upload at least one image' });
});
