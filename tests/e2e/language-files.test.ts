import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import hindi from '../../src/i18n/catalogues/hi.json' with { type: 'json' };
import { LANGUAGE_CACHE } from '../../src/offline/sw-contract.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { cachedUrls, cacheNames, waitForServiceWorker } from './service-worker.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 200 });

const FOREIGN_FILE = /\/assets\/(words-|noto-sans-devanagari-)/;

/** Every URL the page and its service worker ask for. */
function trackRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Every URL any cache of the origin holds. */
async function everyCachedUrl(page: Page): Promise<string[]> {
  const names = await cacheNames(page);
  return (await Promise.all(names.map((name) => cachedUrls(page, name)))).flat();
}

/** The Hindi files of the build the suite serves: one per part of the catalogue, and the map of them. */
function hindiFiles(): string[] {
  return readdirSync(join(inject('clientDir'), 'assets')).filter((f) => /^words-(hi-\w+|loaders)-[\w-]+\.js$/.test(f));
}

it('gives an English reader no Hindi or Marathi: neither the page nor the installed service worker fetches or keeps them', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const requested = trackRequests(context);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/properties');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/contact-us');
  await page.getByRole('heading', { level: 1 }).waitFor();

  const cached = await everyCachedUrl(page);
  // The precache is the whole app: the check would pass vacuously on an empty one.
  expect(cached.some((u) => u.endsWith('.js'))).toBe(true);
  expect(cached.filter((u) => FOREIGN_FILE.test(u))).toEqual([]);
  expect(requested.filter((u) => FOREIGN_FILE.test(u))).toEqual([]);
  await context.close();
});

it('keeps every Hindi part for a Hindi reader, so a screen first opened offline is in Hindi too', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await context.addCookies([{ name: 'lang', value: 'hi', url: s.baseURL }]);
  await page.goto('/');
  await waitForServiceWorker(page);
  // The service worker controls the page now: the parts fetched ahead on this visit go into its language cache.
  await page.reload();
  await eventually(() => page.locator('html').getAttribute('lang')).toBe('hi');

  const expected = hindiFiles();
  expect(expected.length).toBeGreaterThan(10);
  await eventually(async () => {
    const kept = new Set((await cachedUrls(page, LANGUAGE_CACHE)).map((u) => u.slice(u.lastIndexOf('/') + 1)));
    return expected.filter((f) => !kept.has(f));
  }).toEqual([]);
  expect((await cachedUrls(page, LANGUAGE_CACHE)).filter((u) => /words-mr-/.test(u))).toEqual([]);

  // Never opened online: the contact page, from the shell and the kept words alone.
  await context.setOffline(true);
  await page.goto('/contact-us');
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hindi['contact.heading']);
  await context.close();
});
