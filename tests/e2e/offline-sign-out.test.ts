import type { Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { readDeviceStorage } from './offline-storage.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { publishListing } from './upload-listing.ts';

let s: Suite;
let listing: Property;
/** Older than the landing page's newest row: a visitor's landing page never shows their photos. */
const older: Property[] = [];

beforeAll(async () => {
  s = await startSuite();
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  listing = await publishListing(owner, { propertyName: 'Quiet 1 BHK, Goregaon East', location: 'Goregaon East', type: 'rent' });
  for (const name of ['Sea-facing 2 BHK, Bandra West', 'Studio near Borivali station', '3 BHK, Powai lakeside']) {
    older.push(await publishListing(owner, { propertyName: name }));
  }
  // Newer listings fill the landing page's newest row, so a photo of the one this user saves is not on it.
  for (const name of ['Shop near Malad station', '2 BHK, Kandivali West', 'Office near Andheri station']) await publishListing(owner, { propertyName: name });
  await owner.close();
});
afterAll(() => s?.close());

it('signing out leaves nothing of the user in IndexedDB or Cache Storage, but keeps the app precache', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const user = makeUser('Leaver');
  await signUpViaApi(context, user);
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: `Save ${listing.propertyName} to wishlist` }).click();
  await page.getByRole('button', { name: `Remove ${listing.propertyName} from wishlist` }).waitFor();
  await page.goto('/wishlist');
  await page.getByText(listing.propertyName).first().waitFor();
  // The service worker kept the photos this user looked at.
  await expect.poll(async () => (await readDeviceStorage(page)).caches, { timeout: 10_000 }).toContain('mumbai-homes-photos');
  // ...and Workbox noted each photo's URL and when it was seen (its expiry database).
  const photoSeen = (d: { name: string; records: string[] }) => d.name === 'workbox-expiration' && d.records.some((r) => r.includes('/uploads/'));
  await expect.poll(async () => (await readDeviceStorage(page)).databases.some(photoSeen), { timeout: 10_000 }).toBe(true);

  const userId = await signedInId(context);
  // The cache is saved within a second of a change.
  await expect
    .poll(async () => (await readDeviceStorage(page)).databases.some((d) => d.records.some((r) => r.includes(userId))), { timeout: 10_000 })
    .toBe(true);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Logged out successfully!').waitFor();
  // Past the cache's one-second batching, so a late write would be seen.
  await page.waitForTimeout(1500);

  const after = await readDeviceStorage(page);
  const leftovers = after.databases.flatMap((d) => d.records.filter((r) => r.includes(userId) || r.includes(user.email)));
  expect(leftovers).toEqual([]);
  // Sign-out lands on the home page, whose newest listings a visitor sees: their photos may be cached again, the
  // same for everyone. Nothing of what this user looked at stays.
  const onLanding = await page.locator('a[href^="/property/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/')[2] ?? ''));
  expect(onLanding).not.toContain(listing._id);
  const listingOf = (url: string) => /\/p\/([^/]+)\//.exec(url)?.[1] ?? '';
  expect(after.photoUrls.filter((url) => !onLanding.includes(listingOf(url)))).toEqual([]);
  expect(after.databases.filter(photoSeen).flatMap((d) => d.records.filter((r) => r.includes(listing._id)))).toEqual([]);
  // Apart from those, only the app itself stays: the precache, the same for everyone.
  expect(after.caches.length).toBeGreaterThan(0);
  expect(after.caches.filter((name) => !name.startsWith('workbox-precache') && name !== 'mumbai-homes-photos')).toEqual([]);
  await context.close();
});

it('signing out while the wishlist warm-up fetches photos stops it: none of them is kept afterwards', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const user = makeUser('Sharer');
  await signUpViaApi(context, user);
  const saved = [listing, ...older];
  for (const p of saved) expect((await context.request.post(`/api/user/wishlist/${p._id}`)).status()).toBeLessThan(300);
  // A page without listing photos, so every photo fetched is the warm-up's.
  await page.goto('/contact-us');
  await waitForServiceWorker(page);

  // Hold every photo on the network (the service worker's fetches included) until the user has signed out.
  const held: Route[] = [];
  await context.route('**/uploads/**', (route) => {
    held.push(route);
  });
  await page.goto('/profile');
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Logged out successfully!').waitFor({ timeout: 15_000 });
  // Now let them through: without sign-out stopping the warm-up, they would land in the emptied cache.
  await context.unroute('**/uploads/**');
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await page.waitForTimeout(2000);

  const after = await readDeviceStorage(page);
  const ids = new Set(saved.map((p) => p._id));
  const listingOf = (url: string) => /\/p\/([^/]+)\//.exec(url)?.[1] ?? '';
  expect(after.photoUrls.filter((url) => ids.has(listingOf(url)))).toEqual([]);
  const named = (r: string) => saved.some((p) => r.includes(p._id));
  expect(after.databases.flatMap((d) => d.records.filter(named))).toEqual([]);
  const me = user.email;
  expect(after.databases.flatMap((d) => d.records.filter((r) => r.includes(me)))).toEqual([]);
  await context.close();
});
