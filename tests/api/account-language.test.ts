import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, cookie = '') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
const setLang = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/lang', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const langCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'lang')?.value;

async function signUpWith(headers: Record<string, string>) {
  const body = { name: 'Asha Patil', email: uniqueEmail('lang'), password: 'secret123', contactNo: '9820012345' };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  expect(res.statusCode).toBe(201);
  return { ...body, cookie: sessionCookie(res), res };
}

describe('the account language', () => {
  it('takes the device language at signup: the lang cookie, else Accept-Language, else English', async () => {
    const marathi = await signUpWith({ cookie: 'lang=mr', 'accept-language': 'hi-IN' });
    expect(langCookie(marathi.res)).toBe('mr');
    // A sign-in on a fresh device (no cookie, an English browser) brings the account's language with it.
    expect(langCookie(await login(marathi.email, marathi.password))).toBe('mr');

    const hindi = await signUpWith({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(langCookie(await login(hindi.email, hindi.password))).toBe('hi');

    const english = await signUpWith({ cookie: 'lang=xx' });
    expect(langCookie(await login(english.email, english.password))).toBe('en');
  });

  it('is changed by PUT /api/user/lang, and the next sign-in on a device with no language picked follows it', async () => {
    const user = await signUp(t.app);
    const res = await setLang(user.cookie, { lang: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Language saved', lang: 'hi' });
    expect(langCookie(res)).toBe('hi');

    const elsewhere = await login(user.email, user.password);
    expect(elsewhere.statusCode).toBe(200);
    expect(langCookie(elsewhere)).toBe('hi');
    const cookie = elsewhere.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps the language picked on the device at sign-in, and the account takes it as the latest choice', async () => {
    const user = await signUp(t.app);
    expect((await setLang(user.cookie, { lang: 'hi' })).statusCode).toBe(200);
    // A Marathi reader's phone: signing in keeps it in Marathi, and the e-mails follow.
    expect(langCookie(await login(user.email, user.password, 'lang=mr'))).toBe('mr');
    expect(langCookie(await login(user.email, user.password))).toBe('mr');
    // A cookie that names no language is no choice.
    expect(langCookie(await login(user.email, user.password, 'lang=fr'))).toBe('mr');
  });

  it('refuses a language it does not speak with a clear 400, and keeps the one it had', async () => {
    const user = await signUp(t.app);
    expect((await setLang(user.cookie, { lang: 'mr' })).statusCode).toBe(200);
    for (const payload of [{ lang: 'fr' }, { lang: 'MR' }, { lang: 7 }, {}, { lang: 'hi-IN' }]) {
      const res = await setLang(user.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: 'Language must be one of en, hi, mr', code: 'langInvalid' });
    }
    expect(langCookie(await login(user.email, user.password))).toBe('mr');
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/lang', payload: { lang: 'hi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue', code: 'notSignedIn' });
  });
});
