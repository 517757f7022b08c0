import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingFields, multipart } from '../helpers/multipart.ts';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const email = uniqueEmail('abuse');
const upload = multipart(listingFields(), []);
const ROUTES: [string, () => InjectOptions][] = [
  ['login', () => ({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-pass' } })],
  ['signup', () => ({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Spam' } })],
  ['forgot-password', () => ({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } })],
  ['enquiries', () => ({ method: 'POST', url: '/api/property/contactus', payload: { name: 'Spam', email, contactNo: '9820012345', message: 'Buy now' } })],
  ['uploads', () => ({ method: 'POST', url: '/api/property/create', payload: upload.payload, headers: { ...upload.headers, cookie } })],
];

it.each(ROUTES)('%s answers 429 with a message and Retry-After once a client has used its allowance', async (name, request) => {
  const address = `10.9.${ROUTES.findIndex(([n]) => n === name)}.1`;
  const send = () => t.app.inject({ ...request(), remoteAddress: address });
  for (let i = 0; i < 2; i += 1) expect((await send()).statusCode).not.toBe(429);
  const blocked = await send();
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another client keeps its own allowance.
  expect((await t.app.inject({ ...request(), remoteAddress: '10.99.0.1' })).statusCode).not.toBe(429);
});

it('behind a trusted proxy (TRUST_PROXY) counts each forwarded client on its own, and ignores X-Forwarded-For from anyone else', async () => {
  const proxied = await startTestApp({ authRateLimit: { max: 1, windowMs: 60_000 }, trustProxy: '10.0.0.10' });
  try {
    const send = (remoteAddress: string, forwardedFor: string) =>
      proxied.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await send('10.0.0.10', '203.0.113.1')).statusCode).toBe(200);
    expect((await send('10.0.0.10', '203.0.113.1')).statusCode).toBe(429);
    expect((await send('10.0.0.10', '203.0.113.2')).statusCode).toBe(200);
    // A client talking to the server directly cannot pick its own address.
    expect((await send('198.51.100.7', '203.0.113.3')).statusCode).toBe(200);
    expect((await send('198.51.100.7', '203.0.113.4')).statusCode).toBe(429);
  } finally {
    await proxied.close();
  }
});
