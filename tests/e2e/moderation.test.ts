import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signInViaApi, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

/** One story: a user reports a bait listing, the admin hides it, it leaves the list and shows as gone in a wishlist, the admin restores it. */
let s: Suite;
let user: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };
const NAME = 'Bait 3 BHK, Powai lake view';
const REASON = 'Already let: the owner confirmed on the phone';
let listingId = '';

beforeAll(async () => {
  s = await startSuite();
  const owner = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(owner.context, makeUser('Owner'));
  const created = await owner.context.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: NAME, location: 'Kanjurmarg East', type: 'rent', price: '95000' }),
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
    },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  listingId = body.property._id;
  await owner.context.close();

  user = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(user.context, makeUser('Reporter'));
  expect((await user.context.request.put(`/api/user/wishlist/${listingId}`)).status()).toBe(200);
  admin = await newPage(s.browser, s.baseURL, DESKTOP);
  await signInViaApi(admin.context, ADMIN.email, ADMIN.password);
});
afterAll(() => s?.close());

const card = (page: Page) => page.getByRole('article', { name: NAME });

/** The list filtered to this listing's name, once its answer is on screen: the card, or 'No properties found'. */
async function searchFor(page: Page) {
  await page.goto(`/properties?q=${encodeURIComponent('Powai lake view')}`);
  await card(page).or(page.getByText('No properties found')).first().waitFor();
}

it('lets a user report the listing from its page and thanks them', async () => {
  const { page } = user;
  await page.goto(`/property/${listingId}`);
  await page.getByRole('heading', { name: NAME }).waitFor();
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByText('Please choose a reason').waitFor();
  await page.getByLabel('Already sold or let').check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByRole('status').filter({ hasText: 'Thanks, we will check this listing' }).waitFor();
});

it('shows the report to the admin, who hides the listing with a reason, recorded in its history', async () => {
  const { page } = admin;
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reported = page.getByRole('article', { name: NAME });
  await reported.getByText('1 open report').waitFor();
  await reported.getByText('Already sold or let').waitFor();
  await reported.getByRole('button', { name: `Review ${NAME}` }).click();
  await page.getByLabel('Reason for hiding (the owner sees this)').fill(REASON);
  await page.getByRole('button', { name: 'Hide listing' }).click();
  await page.getByText(`Hidden: ${REASON}`).waitFor();
  await page.getByText(/^Hidden by .+, /).waitFor();
  await page.getByRole('button', { name: 'Restore listing' }).waitFor();
  await page.getByText('No open reports').first().waitFor();
});

it('takes the hidden listing out of the list, and the wishlist shows it as no longer available', async () => {
  const { page } = user;
  // The device's catalogue from the earlier visit may show the card until its next sync: the end state is what counts.
  await page.goto(`/properties?q=${encodeURIComponent('Powai lake view')}`);
  await page.getByText('No properties found').waitFor();
  expect(await card(page).count()).toBe(0);
  await page.goto('/wishlist');
  await card(page).getByText('No longer available').waitFor();
});

it('lets the admin restore it from the Listings tab: it is back in the list and available in the wishlist', async () => {
  const { page } = admin;
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('searchbox', { name: 'Search listings' }).fill('Powai');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByText('Hidden', { exact: true }).waitFor();
  await row.getByRole('button', { name: `Review ${NAME}` }).click();
  await page.getByRole('button', { name: 'Restore listing' }).click();
  await page.getByText(/^Restored by /).waitFor();
  await row.getByText('Listed', { exact: true }).waitFor();

  await searchFor(user.page);
  await card(user.page).waitFor();
  await user.page.goto('/wishlist');
  await card(user.page).waitFor();
  // The wishlist first shows what the device kept from the earlier visit (the listing hidden), then the server's answer.
  await expect.poll(() => card(user.page).getByText('No longer available').count(), { timeout: 10_000, interval: 100 }).toBe(0);
});
