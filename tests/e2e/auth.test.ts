import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
});
afterAll(() => s?.close());

it('signs up from the page, lands on Home signed in, and the session cookie is HttpOnly', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/signup');
  await expect.poll(() => page.title()).toBe('Sign Up · Mumbai Homes');
  await page.getByLabel('Full Name').fill('Ravi Kulkarni');
  await page.getByLabel('Contact Number').fill('9820098200');
  await page.getByLabel('Email').fill('ravi@example.in');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${s.baseURL}/`);
  await page.getByRole('link', { name: 'Profile' }).waitFor();
  expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await context.close();
});

it('shows the server message on a bad sign-in and stays on the page', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Invalid email or password').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

it('signs in, and a guarded route sends a visitor to /login and back to it after signing in', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/wishlist');
  await page.waitForURL(`${s.baseURL}/login`);
  await page.getByLabel('Email').fill('ravi@example.in');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Back to the page that asked for a sign-in, not to / (docs/decisions/0031-return-after-sign-in.md).
  await page.waitForURL(`${s.baseURL}/wishlist`);
  const sid = (await context.cookies()).find((c) => c.name === 'sid');
  // Remember me: a persistent cookie about 30 days out.
  expect(sid?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  await context.close();
});

it('keeps the way back to the page that asked for a sign-in across a reload of /login', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/saved-searches?from=alert');
  await page.waitForURL(`${s.baseURL}/login`);
  // The return path lives in the session history's entry, not in the page: a reload keeps it.
  await page.reload();
  await page.getByLabel('Email').fill('ravi@example.in');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${s.baseURL}/saved-searches?from=alert`);
  await context.close();
});

it('returns a visitor who signs up instead to the page they came from, and sends a signed-in user away from /login and /signup', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/my-bookings');
  await page.waitForURL(`${s.baseURL}/login`);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.waitForURL(`${s.baseURL}/signup`);
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Contact Number').fill('9820098201');
  await page.getByLabel('Email').fill('meera@example.in');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${s.baseURL}/my-bookings`);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await page.waitForURL(`${s.baseURL}/`);
  }
  await context.close();
});

it('dismisses the sign-in error as soon as the form is edited', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  // The page's own clock, stopped below: a toast goes only when dismissed, never because its 4 s ran out meanwhile.
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByText('Invalid email or password');
  await error.waitFor();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.getByLabel('Email').fill('');
  // 1.5 s of the page's time: the leaving animation of a dismissed toast, well short of its 4 s.
  await page.clock.runFor(1500);
  expect(await error.count()).toBe(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Email is required').waitFor();
  expect(await error.count()).toBe(0);
  await context.close();
});
