import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema.ts';
import { JSON_BODY_LIMIT, TEXT_BODY_LIMIT } from '../../server/plugins/body-limits.ts';
import { listingFields, multipart } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOO_LARGE = { message: 'The request is too large', code: 'tooLarge' };
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
  ['PATCH', '/api/property/some-id/price'],
] as const)('%s %s refuses a JSON body over 8 KB with 413 and a message', async (method, url) => {
  const { cookie } = await signUp(t.app);
  const res = await t.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: jsonOf(JSON_BODY_LIMIT + 1, {}) });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual(TOO_LARGE);
});

it('reads a JSON body right at the limit (the route then judges its fields)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: jsonOf(JSON_BODY_LIMIT, { email: 'a@b.in' }),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Password is required' });
});

it('takes the longest valid enquiry, every character escaped, but nothing past 16 KB', async () => {
  const before = (await t.deps.database.db.select().from(enquiries)).length;
  // 2,000 characters, each a surrogate pair written as two \u escapes: the worst case a client can send.
  const longest = JSON.stringify({ ...enquiry, message: '😀'.repeat(1000) }).replaceAll('😀', '\\ud83d\\ude00');
  expect(Buffer.byteLength(longest)).toBeGreaterThan(JSON_BODY_LIMIT);
  const ok = await t.app.inject({ method: 'POST', url: '/api/property/contactus', headers: { 'content-type': 'application/json' }, payload: longest });
  expect(ok.statusCode).toBe(201);

  const huge = await t.app.inject({
    method: 'POST',
    url: '/api/property/contactus',
    headers: { 'content-type': 'application/json' },
    payload: jsonOf(TEXT_BODY_LIMIT + 1, enquiry),
  });
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
  expect(res.json()).toMatchObject({ message: 'Please upload at least one image' });
});

/** Sends a chunked body (no Content-Length) that never ends and resolves with the answer: it must come before the body does. */
async function answerToEndlessBody(url: string, contentType: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${url}`, { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        clearInterval(pump);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server may close the connection on us mid-write once it has answered: that is expected.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    let answered = false;
    req.on('response', () => (answered = true));
    req.write('{"pad":"');
    const chunk = 'x'.repeat(16 * 1024);
    // 1 MB, far under the upload route's own limit, and then the body stays open: only a JSON limit can answer it.
    let sent = 0;
    const pump = setInterval(() => {
      if (req.destroyed || sent >= 1024 * 1024) return;
      req.write(chunk);
      sent += chunk.length;
    }, 5);
  });
}

describe('JSON bodies on the upload route (it takes 51 MB of multipart, but JSON only up to 8 KB)', () => {
  it('refuses a visitor a declared 40 MB JSON body with 413 before reading it, not 401 after', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/create',
      headers: { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) },
      payload: '{}',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it('refuses a signed-in user a JSON body just over 8 KB with 413', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/create',
      headers: { cookie, 'content-type': 'application/json' },
      payload: jsonOf(JSON_BODY_LIMIT + 1, {}),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it('refuses a text/plain body over 8 KB there too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/create',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(JSON_BODY_LIMIT + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });
});

describe('chunked bodies without Content-Length, over a real connection', () => {
  let url = '';
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  // The upload is for signed-in users: a visitor is refused (401) before a byte of the body is read, so it is tried signed in.
  it.each([
    ['/api/property/create', true],
    ['/api/auth/login', false],
    ['/api/property/contactus', false],
  ])('%s answers 413 while an endless JSON body is still arriving', async (path, signedIn) => {
    const headers: Record<string, string> = signedIn ? { cookie: (await signUp(t.app)).cookie } : {};
    const res = await answerToEndlessBody(`${url}${path}`, 'application/json', headers);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it('a visitor streaming an endless body to the upload route is told to sign in before it is read', async () => {
    const res = await answerToEndlessBody(`${url}/api/property/create`, 'application/json');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Please log in to continue' });
  });

  it('the upload route still streams a chunked multipart form to its own limits', async () => {
    const { cookie } = await signUp(t.app);
    const form = multipart(listingFields(), []);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/property/create`, { method: 'POST', headers: { ...form.headers, cookie, 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(form.payload);
    });
    expect(status).toBe(400);
  });
});
