import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { publishListing } from './upload-listing.ts';

/**
 * A view is a person opening a listing: the wishlist keeping its listings for offline (src/app/prefetch-wishlist.ts)
 * counts nothing for their owner, and opening one of them counts once.
 */
let s: Suite;
let owner: { context: BrowserContext; page: Page };
let listing: Property;

beforeAll(async () => {
  s = await startSuite();
  owner = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(owner.context, makeUser('CountedOwner'));
  listing = await publishListing(owner.context, { propertyName: '1 BHK near Goregaon station', location: 'Goregaon West' });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function viewsInAll(): Promise<string | null> {
  const { page } = owner;
  await page.goto('/my-properties');
  const stat = page
    .getByRole('article', { name: listing.propertyName })
    .getByTestId('listing-activity')
    .locator('div', { has: page.getByText('Views in all', { exact: true }) })
    .locator('dd');
  await stat.waitFor();
  return stat.textContent();
}

it('a wishlist that keeps a listing for offline counts no view; opening it counts one', async () => {
  const buyer = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(buyer.context, makeUser('CountedBuyer'));
  expect((await buyer.context.request.put(`/api/user/wishlist/${listing._id}`)).status()).toBe(200);

  // Every way the wishlist is fetched ahead: the app's start signed in, the wishlist page, and the network's return.
  const details: string[] = [];
  buyer.context.on('request', (req) => {
    if (req.url().includes('/api/property/getProperty/')) details.push(req.url());
  });
  const { page } = buyer;
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/wishlist');
  await page.getByRole('heading', { level: 2, name: listing.propertyName }).waitFor();
  await buyer.context.setOffline(true);
  await buyer.context.setOffline(false);
  await page.reload();
  await page.getByRole('heading', { level: 2, name: listing.propertyName }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await viewsInAll()).toBe('0');
  // Nothing asked for the listing's details: the wishlist's answer is what the device keeps.
  expect(details).toEqual([]);

  // The buyer opens it from the wishlist: one view.
  await page.getByRole('heading', { level: 2, name: listing.propertyName }).click();
  await page.getByRole('heading', { level: 1, name: listing.propertyName }).waitFor();
  await expect.poll(() => viewsInAll(), { timeout: 10_000 }).toBe('1');
  await buyer.context.close();
}, 120_000);
