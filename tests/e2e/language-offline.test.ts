import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPage, PHONE } from './browser.ts';
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

  await context.setOffline(false);
  await eventually(() => heading.textContent()).toBe('मुंबईत योग्य घर शोधा, धावपळ न करता');
  await eventually(() => menu.getAttribute('aria-label')).toBe('मेनू उघडा');
  await context.close();
});
