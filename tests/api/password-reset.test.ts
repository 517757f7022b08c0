import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../../server/services/password-reset.ts';
import { mailTo } from '../helpers/outbox.ts';
import { sessionCookie, signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://homes.example' });
});
afterAll(() => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } });
/** Asks for a link to a known address and waits for it: the mail is made after the answer. */
async function forgotAndWait(email: string) {
  const before = mailTo(t.dataDir, email).length;
  const res = await forgot(email);
  await expect.poll(() => mailTo(t.dataDir, email).length).toBe(before + 1);
  return res;
}
const reset = (token: string, newPassword: string) => t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { token, newPassword } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the newest reset link mailed to the address. */
function mailedToken(email: string): string {
  const mail = mailTo(t.dataDir, email).at(-1);
  const match = /https:\/\/homes\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('POST /api/user/forgotPassword', () => {
  it('mails a link PUBLIC_URL/reset-password/{token} to a known address', async () => {
    const user = await signUp(t.app, { name: 'Meera Iyer' });
    const res = await forgotAndWait(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'A reset link has been sent to your email.' });

    const [mail] = mailTo(t.dataDir, user.email);
    expect(mail?.subject).toBe('Reset your Mumbai Homes password');
    expect(mail?.text).toContain('Hello Meera Iyer,');
    expect(mail?.text).toContain('within one hour');
    const token = mailedToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail?.html).toContain(`href="https://homes.example/reset-password/${token}"`);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await forgot(ghost);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'A reset link has been sent to your email.' });
    // The links are made one after another after the answers: once a later one is mailed, the ghost's turn is over.
    await forgotAndWait((await signUp(t.app)).email);
    expect(mailTo(t.dataDir, ghost)).toEqual([]);
  });

  it('answers before it looks the address up, so a known and an unknown address take the same time', async () => {
    const user = await signUp(t.app);
    const res = await forgot(user.email);
    expect(res.json()).toMatchObject({ message: 'A reset link has been sent to your email.' });
    // Nothing about the account has happened yet when the answer arrives; the link follows.
    expect(mailTo(t.dataDir, user.email)).toEqual([]);
    await expect.poll(() => mailTo(t.dataDir, user.email).length).toBe(1);
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Invalid email format'],
  ])('rejects %j with 400 "%s"', async (email, message) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('POST /api/user/resetPassword', () => {
  it('sets the new password once, ends every session, and refuses the same token a second time', async () => {
    const user = await signUp(t.app);
    await forgotAndWait(user.email);
    const token = mailedToken(user.email);

    const first = await reset(token, 'fresh-pass-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Password updated successfully.' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'fresh-pass-1')).statusCode).toBe(200);

    const second = await reset(token, 'other-pass-2');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: 'Invalid or expired reset link.' });
    expect((await login(user.email, 'fresh-pass-1')).statusCode).toBe(200);
  });

  it('refuses a token after one hour (clock injected)', async () => {
    const user = await signUp(t.app);
    const start = new Date();
    t.setNow(start);
    await forgotAndWait(user.email);
    const token = mailedToken(user.email);
    t.setNow(new Date(start.getTime() + RESET_TOKEN_TTL_MS + 1000));
    try {
      const res = await reset(token, 'fresh-pass-1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid or expired reset link.' });
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });

  it('accepts a token just inside the hour', async () => {
    const user = await signUp(t.app);
    const start = new Date();
    t.setNow(start);
    await forgotAndWait(user.email);
    const token = mailedToken(user.email);
    t.setNow(new Date(start.getTime() + RESET_TOKEN_TTL_MS - 1000));
    try {
      expect((await reset(token, 'fresh-pass-1')).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });

  it('retires the older links once one of them is used', async () => {
    const user = await signUp(t.app);
    await forgotAndWait(user.email);
    const older = mailedToken(user.email);
    await forgotAndWait(user.email);
    const newer = mailedToken(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'fresh-pass-1')).statusCode).toBe(200);
    expect((await reset(older, 'other-pass-2')).statusCode).toBe(400);
  });

  it('signs in afresh after a reset (the session cookie from before is dead)', async () => {
    const user = await signUp(t.app);
    const other = sessionCookie(await login(user.email, user.password));
    await forgotAndWait(user.email);
    expect((await reset(mailedToken(user.email), 'fresh-pass-1')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
  });

  it.each([
    [{ token: 'made-up-token', newPassword: 'fresh-pass-1' }, 'Invalid or expired reset link.'],
    [{ newPassword: 'fresh-pass-1' }, 'Invalid or expired reset link.'],
    [{ token: 'x'.repeat(500), newPassword: 'fresh-pass-1' }, 'Invalid or expired reset link.'],
    [{ token: 'made-up-token', newPassword: '123' }, 'New password must be at least 6 characters long'],
    [{ token: 'made-up-token' }, 'New password is required'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('a made-up token', () => {
  it('is refused before the new password is hashed (a hash costs 32 MiB of memory and many milliseconds)', async () => {
    // A cost scrypt refuses (N is not a power of two): any hash on this server fails, so only a check made first can answer.
    const unhashable = await startTestApp({ passwordCost: { N: 3, r: 8, p: 1 } });
    try {
      const res = await unhashable.app.inject({
        method: 'POST',
        url: '/api/user/resetPassword',
        payload: { token: 'a'.repeat(43), newPassword: 'new-secret-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid or expired reset link.' });
    } finally {
      await unhashable.close();
    }
  });
});
