import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema.ts';
import { sessionCookie, signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const login = (email: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
const tokenOf = (cookie: string) => cookie.slice('sid='.length);

describe('session fixation', () => {
  it('never promotes a session id planted in the browser: a victim signing in gets a new one', async () => {
    // The attacker plants their own valid session in the victim's browser, then waits for the victim to sign in.
    const attacker = await signUp(t.app);
    const victim = await signUp(t.app);
    const res = await login(victim.email, victim.password, attacker.cookie);
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(attacker.cookie);
    expect((await me(issued)).json()).toMatchObject({ email: victim.email });
    // The planted id is retired, and it never meant the victim.
    expect((await me(attacker.cookie)).statusCode).toBe(401);
  });

  it('gives a new id at sign-up too, retiring the one the browser brought', async () => {
    const planted = (await signUp(t.app)).cookie;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: planted },
      payload: { name: 'New Comer', email: uniqueEmail('fresh'), password: 'secret123', contactNo: '9820012345' },
    });
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('stores only a hash of the id, so a copy of the sessions table opens no session', async () => {
    const user = await signUp(t.app);
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).not.toBe(tokenOf(user.cookie));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(user.cookie));
    expect((await me(`sid=${rows[0]?.idHash ?? ''}`)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session on the server: a copy of the cookie kept elsewhere stops working', async () => {
    const user = await signUp(t.app);
    const phone = sessionCookie(await login(user.email, user.password));
    const stolen = user.cookie;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    // The browser is told to forget the cookie, but an attacker's copy is ignored too: the row is gone.
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax' });
    const replay = await t.app.inject({ method: 'PUT', url: '/api/user/wishlist/whatever', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Please log in to continue' });
    // Signing out on one device leaves the others signed in.
    expect((await me(phone)).statusCode).toBe(200);
  });
});

describe('cookie flags', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure over plain HTTP even when a client claims X-Forwarded-Proto: https', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    const c = res.cookies.find((x) => x.name === 'sid');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeUndefined();
  });

  it('is Secure on every cookie it sets or clears when PUBLIC_URL is HTTPS (TLS ended at a proxy)', async () => {
    const https = await startTestApp({ publicUrl: 'https://homes.example.in' });
    try {
      const user = await signUp(https.app);
      const res = await https.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password, rememberMe: true } });
      expect(res.cookies.find((x) => x.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
      const out = await https.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: sessionCookie(res) } });
      expect(out.cookies.find((x) => x.name === 'sid')).toMatchObject({ value: '', secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });
});
