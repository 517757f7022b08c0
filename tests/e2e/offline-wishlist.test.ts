import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { publishListing } from './upload-listing.ts';

/** The device's wishlist follows a heart at once, without the user opening /wishlist. */
let s: Suite;
let listing: Property;

beforeAll(async () => {
  s = await startSuite();
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  listing = await publishListing(owner, { propertyName: 'Terrace flat, Vile Parle East', location: 'Vile Parle East' });
  await owner.close();
}, 120_000);
afterAll(() => s?.close());

it('a heart on the list, then offline without a reload: /wishlist has the listing', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Commuter'));
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Wishlist' }).waitFor();

  // The app's own fetch of the wishlist after the heart, if it makes one (what is under test): waited for, not required.
  const refetched = page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/user/wishlist' && r.request().method() === 'GET', { timeout: 5_000 })
    .catch(() => null);
  await page.getByRole('button', { name: `Save ${listing.propertyName} to wishlist` }).click();
  await page.getByRole('button', { name: `Remove ${listing.propertyName} from wishlist` }).waitFor();
  await refetched;

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Wishlist' }).click();
  await page.waitForURL(/\/wishlist$/);
  await page.getByRole('article', { name: listing.propertyName }).waitFor();
  expect(await page.getByText('No properties in wishlist.').count()).toBe(0);
  await context.close();
}, 120_000);
