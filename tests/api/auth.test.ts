import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBER_MS } from '../../server/services/sessions.ts';
import { sessionCookie, signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('signup, me, logout', () => {
  it('signs up, knows the user, logs out, and then no longer knows them', async () => {
    const email = uniqueEmail();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Asha Patil', email, password: 'secret123', contactNo: '9820012345' },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = sessionCookie(signup);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ _id: expect.any(String), name: 'Asha Patil', email, contactNo: '9820012345', role: 'user', wishlist: [] });
    expect(me.body).not.toMatch(/scrypt|password/i);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Please log in to continue' });
  });

  it('stores e-mails case-insensitively and refuses a duplicate with 409', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Other', email: email.toUpperCase(), password: 'secret123', contactNo: '9820012345' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'An account with this email already exists' });
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: 'A' }, 'Contact number is required'],
    [{ name: 'A', contactNo: '98200' }, 'Enter a valid 10-digit number'],
    [{ name: 'A', contactNo: '9820012345' }, 'Email is required'],
    [{ name: 'A', contactNo: '9820012345', email: 'not an email' }, 'Invalid email format'],
    [{ name: 'A', contactNo: '9820012345', email: 'a@b.in' }, 'Password is required'],
    [{ name: 'A', contactNo: '9820012345', email: 'a@b.in', password: '123' }, 'Password must be at least 6 characters long'],
    [{ name: 42, contactNo: '9820012345', email: 'a@b.in', password: 'secret123' }, 'Name is required'],
  ])('rejects signup %j with 400 "%s"', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('login', () => {
  it('answers one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const user = await signUp(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('ghost'), password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('sets an HttpOnly SameSite=Lax browser-session cookie without "Remember me"', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === 'sid');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.maxAge).toBeUndefined();
    expect(c?.expires).toBeUndefined();
    expect(c?.secure).toBeUndefined();
    expect(res.json().user).toMatchObject({ email: user.email, role: 'user' });
  });

  it('keeps a "Remember me" session for 30 days', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password, rememberMe: true } });
    const c = res.cookies.find((x) => x.name === 'sid');
    expect(c?.maxAge).toBe(30 * 24 * 60 * 60);

    const cookie = sessionCookie(res);
    const start = new Date();
    t.setNow(new Date(start.getTime() + REMEMBER_MS - 60_000));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + REMEMBER_MS + 60_000));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    t.setNow(new Date());
  });

  it('issues a new session id at login and retires the one the browser had (no fixation)', async () => {
    const user = await signUp(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    const old = sessionCookie(first);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: old },
      payload: { email: user.email, password: user.password },
    });
    expect(sessionCookie(second)).not.toBe(old);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: old } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(second) } })).statusCode).toBe(200);
  });

  it('ignores a forged or garbage session cookie', async () => {
    for (const cookie of ['sid=forged', `sid=${'x'.repeat(5000)}`, 'sid=']) {
      const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('bad requests are 4xx with a message, never 500', () => {
  it('rejects malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('rejects a missing body and wrong types with the field message', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Email is required' });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: ['x'] } });
    expect(wrongType.json()).toMatchObject({ message: 'Password is required' });
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: 'x'.repeat(100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The request is too large' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such endpoint/);
  });

  it('refuses an unsafe request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.in', password: 'secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-site request refused' });
  });
});
