import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { PHOTO_CACHE } from '../../src/offline/sw-contract.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { cachedUrls, waitForServiceWorker } from './service-worker.ts';
import { uploadListing } from './upload-listing.ts';

let s: Suite;
let listing: Property;

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  listing = await uploadListing(context, {
    type: 'rent',
    ucresale: 'resale',
    price: '45000',
    propertyName: 'Sunny 2 BHK in Goregaon',
    location: 'Goregaon West',
    address: '3 Link Road, Goregaon West',
    bedrooms: '2',
    carpetArea: '640',
    description: 'Near the station.',
    amenities: '["security"]',
  });
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

/** Chromium's own offline page has no app header: seeing the brand link means the service worker answered with the shell. */
async function expectShell(page: Page) {
  await page.getByRole('link', { name: 'Mumbai Homes, home page' }).waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);
}

it('reloads /properties and a deep link offline from the service worker, and shows a photo seen online from mumbai-homes-photos', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Commuter'));
  await page.goto('/properties');
  await waitForServiceWorker(page);
  // Seen online while the worker controls the page: the card's photo goes into the photo cache.
  await page.reload();
  await page.getByRole('heading', { name: listing.propertyName }).first().waitFor();
  await eventually(async () => (await cachedUrls(page, PHOTO_CACHE)).some((u) => u.includes('/uploads/'))).toBe(true);
  const photoUrl = (await cachedUrls(page, PHOTO_CACHE)).find((u) => u.includes('/uploads/'));
  expect(photoUrl).toBeDefined();
  const online = await s.server.app.inject({ method: 'GET', url: new URL(photoUrl ?? '').pathname });

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expectShell(page);

  const deep = await page.goto('/wishlist');
  expect(deep?.status()).toBe(200);
  await expectShell(page);

  // The photo answers offline, from the worker's cache, with the real bytes.
  const offlinePhoto = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { ok: res.ok, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
  }, photoUrl ?? '');
  expect(offlinePhoto.ok).toBe(true);
  expect(offlinePhoto.type).toBe(online.headers['content-type']);
  expect(offlinePhoto.size).toBe(online.rawPayload.byteLength);

  // Files are not app routes: the worker lets the server answer them.
  await context.setOffline(false);
  await page.goto('/robots.txt');
  expect(await page.locator('body').textContent()).toContain('User-agent');
  await context.close();
});

it('never stores /api answers in Cache Storage', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Private'));
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await page.goto('/wishlist');
  await page.getByRole('link', { name: 'Mumbai Homes, home page' }).waitFor();
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
  await context.close();
});
