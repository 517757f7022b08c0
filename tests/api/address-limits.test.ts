import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

/** The per-e-mail allowance is generous here: only the per-address one, across e-mails, can answer 429. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 1000, windowMs: 60_000 }, authAddressRateLimit: 3 });
});
afterAll(() => t.close());

const ROUTES: [string, number, () => InjectOptions][] = [
  ['sign-in (password spraying)', 401, () => ({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('spray'), password: 'Summer2026!' } })],
  [
    'sign-up (bulk accounts)',
    201,
    () => ({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Bulk', email: uniqueEmail('bulk'), contactNo: '9820012345', password: 'secret123' } }),
  ],
  ['password reset', 200, () => ({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: uniqueEmail('reset') } })],
];

it.each(ROUTES)('%s: one address gets 429 after its allowance, whatever e-mail each attempt names', async (_name, ok, request) => {
  const address = `10.20.${ROUTES.findIndex(([, , r]) => r === request)}.1`;
  for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ ...request(), remoteAddress: address })).statusCode).toBe(ok);
  const blocked = await t.app.inject({ ...request(), remoteAddress: address });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another address keeps its own allowance.
  expect((await t.app.inject({ ...request(), remoteAddress: '10.21.0.1' })).statusCode).toBe(ok);
});
