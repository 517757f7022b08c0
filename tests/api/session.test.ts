import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('answers a visitor 200 with no user, and a signed-in user with the same user /me gives', async () => {
  const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
  expect(visitor.statusCode).toBe(200);
  expect(visitor.json()).toEqual({ user: null });

  const { cookie } = await signUp(t.app, { name: 'Ravi Shah' });
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  expect(session.statusCode).toBe(200);
  expect(session.headers['cache-control']).toBe('private, no-store');
  expect(session.json()).toEqual({ user: me.json() });
  expect(session.json().user.name).toBe('Ravi Shah');

  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  expect(after.json()).toEqual({ user: null });
});
