import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/services/accounts.ts';
import { sessionCookie, signUp, startTestApp, TEST_PASSWORD_COST, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

it('limits login attempts per IP and e-mail with a 429 and a message', async () => {
  const email = uniqueEmail('limited');
  const attempt = (address: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: address, password: 'wrong-one' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt(email)).statusCode).toBe(401);
  const blocked = await attempt(email);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
  // Another e-mail from the same address is counted on its own.
  expect((await attempt(uniqueEmail('other'))).statusCode).toBe(401);
});

it('limits signups per IP and e-mail', async () => {
  const email = uniqueEmail('spam');
  const attempt = () => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'x' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
  expect((await attempt()).statusCode).toBe(429);
});

it('creates the configured admin, and leaves an existing account that is not an admin as it is', async () => {
  const email = uniqueEmail('boss');
  const created = await ensureAdmin(t.deps.database.db, email, 'admin-pass-1', TEST_PASSWORD_COST);
  expect(created.role).toBe('admin');
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'admin-pass-1' } });
  const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(login) } });
  expect(me.json()).toMatchObject({ email, role: 'admin' });
  // A restart finds the admin and keeps it, with the password it has now.
  expect(await ensureAdmin(t.deps.database.db, email, 'another-pass', TEST_PASSWORD_COST)).toMatchObject({ id: created.id, role: 'admin' });

  const plain = await signUp(t.app);
  const kept = await ensureAdmin(t.deps.database.db, plain.email.toUpperCase(), 'ignored-pass', TEST_PASSWORD_COST);
  expect(kept).toMatchObject({ id: plain.id, role: 'user' });
  const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: plain.email, password: plain.password } });
  expect(again.json().user.role).toBe('user');
});

it('never makes admin whoever signs up with ADMIN_EMAIL after the admin moved to another e-mail', async () => {
  const adminEmail = uniqueEmail('chief');
  const admin = await ensureAdmin(t.deps.database.db, adminEmail, 'admin-pass-1', TEST_PASSWORD_COST);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: adminEmail, password: 'admin-pass-1' } });
  const moved = await t.app.inject({
    method: 'PUT',
    url: '/api/user/updateProfile',
    headers: { cookie: sessionCookie(login) },
    payload: { name: 'Chief', email: uniqueEmail('chief-new'), contactNo: '9820000000', currentPassword: 'admin-pass-1' },
  });
  expect(moved.statusCode).toBe(200);

  const squatter = await signUp(t.app, { email: adminEmail });
  // The next start with the same ADMIN_EMAIL.
  const after = await ensureAdmin(t.deps.database.db, adminEmail, 'admin-pass-1', TEST_PASSWORD_COST);
  expect(after).toMatchObject({ id: squatter.id, role: 'user' });
  const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: squatter.cookie } });
  expect(me.json().role).toBe('user');
  expect(admin.role).toBe('admin');
});

it('marks the cookie Secure when the public URL is HTTPS', async () => {
  const secure = await startTestApp({ publicUrl: 'https://homes.example.in' });
  try {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'S', email: uniqueEmail(), password: 'secret123', contactNo: '9820012345' },
    });
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  } finally {
    await secure.close();
  }
});
