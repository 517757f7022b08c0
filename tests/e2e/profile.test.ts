import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailTo } from '../helpers/outbox.ts';
import { makeUser, signInViaForm, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

let s: Suite;
beforeAll(async () => {
  // Many sign-ins in one file: lift the per-IP auth limit, which has its own API tests.
  s = await startSuite({ authRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => s?.close());

it('edits the profile: Cancel restores the values, Save keeps the new ones across a reload', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  const user = makeUser('Edit');
  await signUpViaApi(context, user);
  await page.goto('/profile');
  await expect.poll(() => page.title()).toBe('Profile Settings · Mumbai Homes');
  const name = page.getByLabel('Full Name');
  expect(await name.inputValue()).toBe(user.name);
  expect(await name.getAttribute('readonly')).not.toBeNull();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await name.fill('Changed My Mind');
  await page.getByLabel('Phone Number').fill('9999');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => name.inputValue()).toBe(user.name);
  await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe(user.contactNo);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Enter a valid 10-digit number').waitFor();
  await page.getByLabel('Phone Number').fill('9876543210');
  await name.fill('Meera Joshi');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.reload();
  await expect.poll(() => name.inputValue()).toBe('Meera Joshi');
  expect(await page.getByLabel('Phone Number').inputValue()).toBe('9876543210');
  await context.close();
});

it('changes the password; the new one signs in and the old one no longer does', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const user = makeUser('Pass');
  await signUpViaApi(context, user);
  await page.goto('/profile');
  const submit = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('Current Password', { exact: true }).fill('wrong-one');
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
  await submit.click();
  await page.getByText('Current password is incorrect').waitFor();

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Show password: New Password' }).click();
  expect(await page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text');
  await submit.click();
  await page.getByText('Password changed successfully!').waitFor();
  expect(await page.getByLabel('Current Password', { exact: true }).inputValue()).toBe('');
  await context.close();

  const other = await newPage(s.browser, s.baseURL);
  await other.page.goto('/login');
  await other.page.getByLabel('Email').fill(user.email);
  await other.page.getByLabel('Password', { exact: true }).fill(user.password);
  await other.page.getByRole('button', { name: 'Sign In' }).click();
  await other.page.getByText('Invalid email or password').waitFor();
  await signInViaForm(other.page, s.baseURL, user.email, 'fresh-pass-1');
  await other.page.getByRole('link', { name: 'Profile' }).waitFor();
  await other.context.close();
});

it("signs out from the profile with 'Logged out successfully!' and lands on Home as a visitor", async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Out'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Logged out successfully!').waitFor();
  await page.waitForURL(`${s.baseURL}/`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
  await page.goto('/profile');
  await page.waitForURL(`${s.baseURL}/login`);
  await context.close();
});

it('resets a forgotten password through the mailed link, and the link works only once', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const user = makeUser('Forgot');
  await signUpViaApi(context, user);
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${s.baseURL}/forgot-password`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('A reset link has been sent to your email.').waitFor();

  await expect.poll(() => mailTo(s.dataDir, user.email).length).toBe(1);
  const mail = mailTo(s.dataDir, user.email)[0];
  const link = new RegExp(`${s.baseURL}/reset-password/[A-Za-z0-9_-]+`).exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();

  await page.goto(link ?? '');
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('New password must be at least 6 characters long').waitFor();
  await page.getByLabel('New Password', { exact: true }).fill('reset-pass-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password updated successfully.').waitFor();
  await page.waitForURL(`${s.baseURL}/login`);
  await signInViaForm(page, s.baseURL, user.email, 'reset-pass-9');
  await context.clearCookies();

  await page.goto(link ?? '');
  await page.getByLabel('New Password', { exact: true }).fill('another-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Invalid or expired reset link.').waitFor();
  await context.close();
});

it('guards: a visitor goes to /login, a plain user is turned away from the dashboard, an admin gets in', async () => {
  const visitor = await newPage(s.browser, s.baseURL);
  await visitor.page.goto('/profile');
  await visitor.page.waitForURL(`${s.baseURL}/login`);
  await visitor.page.goto('/admin/dashboard');
  await visitor.page.waitForURL(`${s.baseURL}/login`);
  await visitor.context.close();

  const plain = await newPage(s.browser, s.baseURL);
  await signUpViaApi(plain.context, makeUser('Plain'));
  await plain.page.goto('/admin/dashboard');
  await plain.page.getByRole('heading', { name: 'This page is for administrators' }).waitFor();
  expect(await plain.page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  await plain.page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact Us' }).waitFor();
  await plain.context.close();

  const admin = await newPage(s.browser, s.baseURL);
  await signInViaForm(admin.page, s.baseURL, ADMIN.email, ADMIN.password);
  const nav = admin.page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await admin.page.waitForURL(`${s.baseURL}/admin/dashboard`);
  expect(await admin.page.getByRole('heading', { name: 'This page is for administrators' }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'Contact Us' }).count()).toBe(0);
  await admin.context.close();
});
