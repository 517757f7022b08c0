import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const LOCK_MS = 15 * 60_000;
let t: TestApp;
let clock: number;

beforeAll(async () => {
  t = await startTestApp({ loginLock: { after: 5, ms: LOCK_MS } });
  clock = Date.parse('2026-11-22T10:00:00Z');
  t.setNow(new Date(clock));
});
afterAll(() => t.close());

const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

it('locks an e-mail after five failures from any address, refusing even the right password until the lock ends', async () => {
  const user = await signUp(t.app);
  for (let i = 0; i < 5; i += 1) {
    const res = await login(user.email, 'wrong-pass', `10.0.0.${i + 1}`);
    expect(res.statusCode).toBe(401);
  }
  const locked = await login(user.email.toUpperCase(), user.password, '10.0.1.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toMatchObject({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
  expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();

  advance(LOCK_MS - 60_000);
  expect((await login(user.email, user.password)).json()).toMatchObject({ message: 'Too many failed sign-in attempts. Try again in 1 minute.' });

  advance(60_000);
  expect((await login(user.email, user.password)).statusCode).toBe(200);
});

it('counts only consecutive failures: a successful sign-in starts the count again', async () => {
  const user = await signUp(t.app);
  for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-pass')).statusCode).toBe(401);
  expect((await login(user.email, user.password)).statusCode).toBe(200);
  for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-pass')).statusCode).toBe(401);
  expect((await login(user.email, user.password)).statusCode).toBe(200);
});

it('locks an unknown e-mail the same way, so the lock does not reveal which accounts exist', async () => {
  const email = 'nobody-here@example.in';
  for (let i = 0; i < 5; i += 1) expect((await login(email, 'guess')).statusCode).toBe(401);
  expect((await login(email, 'guess')).statusCode).toBe(429);
});

it('leaves other e-mails alone while one is locked', async () => {
  const victim = await signUp(t.app);
  const bystander = await signUp(t.app);
  for (let i = 0; i < 5; i += 1) await login(victim.email, 'wrong-pass');
  expect((await login(victim.email, victim.password)).statusCode).toBe(429);
  expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);
});

it('forgets a streak of failures left idle for the lock period', async () => {
  const user = await signUp(t.app);
  for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong-pass');
  advance(LOCK_MS);
  for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-pass')).statusCode).toBe(401);
  expect((await login(user.email, user.password)).statusCode).toBe(200);
});

it('lets the right password through the lock from an address that signed in to the account before', async () => {
  const user = await signUp(t.app);
  expect((await login(user.email, user.password, '10.7.0.1')).statusCode).toBe(200);
  // Someone elsewhere locks the account, as anyone could.
  for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-pass', '10.66.0.1');
  expect((await login(user.email, user.password, '10.66.0.2')).statusCode).toBe(429);

  // The owner's own address: a wrong password still meets the lock, the right one signs in.
  expect((await login(user.email, 'wrong-pass', '10.7.0.1')).statusCode).toBe(429);
  const owner = await login(user.email, user.password, '10.7.0.1');
  expect(owner.statusCode).toBe(200);
  expect(owner.cookies.find((c) => c.name === 'sid')).toBeDefined();
});

it('lifts the lock after a password reset, so the owner can sign in from anywhere with the new password', async () => {
  const user = await signUp(t.app);
  for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-pass', '10.66.1.1');
  expect((await login(user.email, user.password, '10.8.0.1')).statusCode).toBe(429);

  await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
  await expect.poll(() => mailTo(t.dataDir, user.email).length).toBe(1);
  const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailTo(t.dataDir, user.email).at(-1)?.text ?? '')?.[1] ?? '';
  const reset = await t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { token: link, newPassword: 'brand-new-pass' } });
  expect(reset.statusCode).toBe(200);
  expect((await login(user.email, 'brand-new-pass', '10.8.0.1')).statusCode).toBe(200);
});
