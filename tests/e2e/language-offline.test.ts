import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { watchTrouble } from './page-trouble.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { waitForPageLang } from './walk-data.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

it('a language picked offline shows its English until the network is back, then its own words without a reload', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const trouble = watchTrouble(page);
  // The installed app of an English reader: everything but the Hindi and Marathi words is on the phone.
  await page.goto('/');
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1 });
  const menu = page.getByRole('button', { name: /^(Open menu|मेनू उघडा)$/ });
  expect(await heading.textContent()).toBe('Find the right home in Mumbai, without the running around');

  await context.setOffline(true);
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('mr');
  await waitForPageLang(page, 'mr', trouble);
  // Marathi's words are not on the phone yet: the page keeps its English rather than showing keys.
  expect(await heading.textContent()).toBe('Find the right home in Mumbai, without the running around');
  expect(await menu.getAttribute('aria-label')).toBe('Open menu');
  // Why, in the words the page read before (English), under the offline line.
  const why = page.getByText('Marathi words come over the network the first time: pages read English until you are back online.');
  await why.waitFor();
  expect(await why.getAttribute('lang')).toBe('en');
  // The picker's मराठी asked for the Devanagari font, which could not come.
  await eventually(() => devanagariFaces(page)).toContain('error');
  await shoot(page, 'language-offline-note');

  await context.setOffline(false);
  await eventually(() => heading.textContent()).toBe('मुंबईत योग्य घर शोधा, धावपळ न करता');
  await eventually(() => menu.getAttribute('aria-label')).toBe('मेनू उघडा');
  expect(await why.count()).toBe(0);
  // The font is fetched again once the network is back: the page does not keep the phone's own for the visit.
  await eventually(() => devanagariFaces(page)).toContain('loaded');
  await context.close();
});

it('a Hindi reader who picks Marathi offline reads why in Hindi', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await context.addCookies([{ name: 'lang', value: 'hi', url: s.baseURL }]);
  const trouble = watchTrouble(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('main').getByRole('combobox', { name: 'भाषा' }).selectOption('mr');
  await waitForPageLang(page, 'mr', trouble);
  const why = page.getByText('मराठी के शब्द पहली बार नेटवर्क से आते हैं: ऑनलाइन होने तक पन्ने अंग्रेज़ी में रहेंगे।');
  await why.waitFor();
  expect(await why.getAttribute('lang')).toBe('hi');
  await shoot(page, 'language-offline-note-hi');
  await context.close();
});

it('the picker shows the pick at once, busy until its words have come', async () => {
  // No service worker: the words' requests are the page's own, held back here for a slow network.
  const context = await s.browser.newContext({ baseURL: s.baseURL, viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  const trouble = watchTrouble(page);
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/words-hi-/, async (route) => {
    await held;
    await route.continue();
  });
  // Taken over by the app: the pick goes through React, not the early-tap hand-over of a page still loading.
  await page.goto('/', { waitUntil: 'networkidle' });
  // Named Language, then भाषा.
  const picker = page.getByRole('banner').getByRole('combobox');
  await picker.selectOption('hi');
  // Hindi's words are held back: the pick shows all the same, marked busy, while the page still reads English.
  await eventually(() => picker.inputValue()).toBe('hi');
  expect(await picker.getAttribute('aria-busy')).toBe('true');
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await shoot(page, 'language-pending');
  release?.();
  await waitForPageLang(page, 'hi', trouble);
  await eventually(() => picker.getAttribute('aria-busy')).toBe('false');
  expect(await picker.inputValue()).toBe('hi');
  await context.close();
});

/** The states of the Devanagari web font's faces on the page. */
const devanagariFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Noto Sans Devanagari')).map((face) => face.status));

/** With SHOTS_DIR=<folder>, the screen at 360 and 1280 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${viewport.width}.png` });
  }
  if (size) await page.setViewportSize(size);
}
