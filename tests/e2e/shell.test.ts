import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailTo } from '../helpers/outbox.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite({ authRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => s?.close());

const htmlLang = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.lang);
const focusedLabel = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

it('switches the app to Hindi, keeps it across a reload (rendered so by the server), and sets <html lang>', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/');
  await expect.poll(() => page.title()).toBe('Homes, shops and plots in Mumbai · Mumbai Homes');
  const h1 = page.getByRole('heading', { level: 1 });
  expect(await h1.textContent()).toBe('Find the right home in Mumbai, without the running around');
  expect(await htmlLang(page)).toBe('en');

  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('hi');
  await expect.poll(() => h1.textContent()).toBe('मुंबई में सही घर पाइए, बिना भाग-दौड़ के');
  expect(await htmlLang(page)).toBe('hi');
  expect(
    await page
      .getByRole('main')
      .getByRole('combobox', { name: /^(Language|भाषा)$/ })
      .inputValue(),
  ).toBe('hi');

  const served = await page.request.get('/', { headers: { cookie: 'lang=hi' } });
  expect(await served.text()).toContain('<html lang="hi">');
  await page.reload();
  await expect.poll(() => h1.textContent()).toBe('मुंबई में सही घर पाइए, बिना भाग-दौड़ के');
  expect(await htmlLang(page)).toBe('hi');

  // The whole app follows, not only the landing page.
  await page.getByRole('link', { name: 'सलाह लें' }).click();
  await page.waitForURL(`${s.baseURL}/contact-us`);
  expect(await htmlLang(page)).toBe('hi');

  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('en');
  await expect.poll(() => h1.textContent()).toBe('Find the right home in Mumbai, without the running around');
  await page.reload();
  await expect.poll(() => htmlLang(page)).toBe('en');
  expect(await h1.textContent()).toBe('Find the right home in Mumbai, without the running around');
  await context.close();
});

it.each([
  ['whose page the server rendered in Hindi (the cookie)', true],
  ['who chose Hindi before the cookie existed (the device only)', false],
])("keeps a Hindi reader's choice of English made before the app's code is here: a reader %s", async (_, withCookie) => {
  // No service worker: the app's code comes from the network, where the test holds it, as a slow train would.
  const context = await s.browser.newContext({ baseURL: s.baseURL, viewport: PHONE, locale: 'en-IN', serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.getItem('mumbai-homes.lang') ?? localStorage.setItem('mumbai-homes.lang', 'hi'));
  if (withCookie) await context.addCookies([{ name: 'lang', value: 'hi', url: s.baseURL }]);
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  // The choice is handed to the app once it has taken the page over: English it is, and stays.
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('en');
  release();
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mumbai-homes.lang'))).toBe('en');
  await expect.poll(() => h1.textContent()).toBe('Find the right home in Mumbai, without the running around');
  expect(
    await page
      .getByRole('main')
      .getByRole('combobox', { name: /^(Language|भाषा)$/ })
      .inputValue(),
  ).toBe('en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await context.close();
});

it('opens the slide-in menu at 360 px and closes it on outside click, Escape and link click', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  // The desktop links are hidden at this width.
  expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);

  await openButton.click();
  await menu.waitFor();
  expect(await openButton.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => focusedLabel(page)).toBe('Close menu');
  await page.mouse.click(20, 400);
  await menu.waitFor({ state: 'hidden' });
  expect(await openButton.getAttribute('aria-expanded')).toBe('false');

  await openButton.click();
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await expect.poll(() => focusedLabel(page)).toBe('Open menu');

  // Tab stays inside the open menu.
  await openButton.click();
  await menu.waitFor();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true);

  await menu.getByRole('link', { name: 'Contact Us' }).click();
  await page.waitForURL(`${s.baseURL}/contact-us`);
  await menu.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: 'Talk to a Mumbai Homes agent' }).waitFor();
  // Focus starts at the new page's content, not back in the header.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  await context.close();
});

it('checks the contact form, shows Sending..., toasts, empties the form and mails the agent', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/contact-us');
  await expect.poll(() => page.title()).toBe('Contact Us · Mumbai Homes');
  const send = page.getByRole('button', { name: 'Send Enquiry' });
  await send.click();
  for (const message of ['Name is required', 'Email is required', 'Contact number is required', 'Message cannot be empty'])
    await page.getByText(message).waitFor();

  await page.getByLabel('Your Name').fill('Farhan Shaikh');
  await page.getByLabel('Email Address').fill('farhan at mail');
  await page.getByLabel('Contact Number').fill('98200');
  await page.getByLabel('Message').fill('Need a shop on rent near Malad station.');
  await send.click();
  await page.getByText('Invalid email format').waitFor();
  await page.getByText('Enter a valid 10-digit number').waitFor();

  await page.getByLabel('Email Address').fill('farhan@example.in');
  await page.getByLabel('Contact Number').fill('9820098200');
  // Hold the real request back a moment so the in-flight state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/property/contactus', async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  release();
  await page.getByText('Your enquiry has been sent!').waitFor();
  await send.waitFor();
  expect(await page.getByLabel('Your Name').inputValue()).toBe('');
  expect(await page.getByLabel('Message').inputValue()).toBe('');

  const agent = s.server.deps.config.agentEmail;
  await expect.poll(() => mailTo(s.dataDir, agent).some((m) => m.text.includes('Need a shop on rent near Malad station.'))).toBe(true);
  await context.close();
});

it('shows a titled not-found page with a way back', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/no-such-page');
  await expect.poll(() => page.title()).toBe('Page not found · Mumbai Homes');
  await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await page.waitForURL(`${s.baseURL}/`);
  await context.close();
});

it('lets a keyboard user skip to the content', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/contact-us');
  await page.getByLabel('Your Name').waitFor();
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id && document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent)).toBe(
    'Your Name',
  );
  await context.close();
});

it('blocks sign-in while offline with the reason beside the button', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.waitFor();
  await context.setOffline(true);
  await page.getByText('You are offline. Signing in needs a connection.').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await context.setOffline(false);
  await page.getByText('You are offline. Signing in needs a connection.').waitFor({ state: 'detached' });
  expect(await submit.isDisabled()).toBe(false);
  await context.close();
});
