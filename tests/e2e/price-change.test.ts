import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

/** The owner changes a listing's price in place, on a 320 px phone, from My Properties and from the listing's page. */
let s: Suite;
let owner: { context: BrowserContext; page: Page };
const NAME = '1 BHK, Chembur station road';
let listingId = '';
const NARROW = { width: 320, height: 640 };

beforeAll(async () => {
  s = await startSuite();
  owner = await newPage(s.browser, s.baseURL, NARROW);
  await signUpViaApi(owner.context, makeUser('PriceOwner'));
  const created = await owner.context.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: NAME, location: 'Chembur', price: '13500000' }),
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
    },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  listingId = body.property._id;
});
afterAll(() => s?.close());

const card = (page: Page) => page.getByRole('article', { name: NAME });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

it('on My Properties: a wrong price is refused with the upload’s message and the typing kept; a good one is saved and shown', async () => {
  const { page } = owner;
  await page.goto('/my-properties');
  await card(page)
    .getByRole('button', { name: `Change price: ${NAME}` })
    .click();
  const field = card(page).getByLabel('New price (₹)');
  await expect.poll(() => field.inputValue()).toBe('13500000');
  expect(await fitsWidth(page)).toBe(true);

  await field.fill('12000000.5');
  await card(page).getByRole('button', { name: 'Save price' }).click();
  await card(page).getByRole('alert').filter({ hasText: 'Price must be a whole number of rupees' }).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.inputValue()).toBe('12000000.5');

  await field.fill('12000000');
  await card(page).getByText('Reads as ₹1.2 Cr').waitFor();
  await card(page).getByRole('button', { name: 'Save price' }).click();
  await card(page).getByRole('status').filter({ hasText: 'Price updated' }).waitFor();
  await card(page).getByText('₹1,20,00,000').waitFor();
  const stored = await owner.context.request.get(`/api/property/getProperty/${listingId}`);
  expect((await stored.json()).price).toBe(12_000_000);
});

it('keeps what was typed when the connection is gone, and saves it once back', async () => {
  const { page, context } = owner;
  await page.goto('/my-properties');
  await card(page)
    .getByRole('button', { name: `Change price: ${NAME}` })
    .click();
  const field = card(page).getByLabel('New price (₹)');
  await field.fill('11500000');
  await context.setOffline(true);
  await card(page).getByText('You are offline. Changing the price needs a connection.').first().waitFor();
  expect(await card(page).getByRole('button', { name: 'Save price' }).isDisabled()).toBe(true);
  await context.setOffline(false);
  await expect.poll(() => card(page).getByRole('button', { name: 'Save price' }).isEnabled()).toBe(true);
  expect(await field.inputValue()).toBe('11500000');
  await card(page).getByRole('button', { name: 'Save price' }).click();
  await card(page).getByRole('status').filter({ hasText: 'Price updated' }).waitFor();
  await card(page).getByText('₹1,15,00,000').waitFor();
});

it('on the listing’s page: the owner’s actions change the price, and the page shows it', async () => {
  const { page } = owner;
  await page.goto(`/property/${listingId}`);
  await page.getByRole('heading', { name: NAME }).waitFor();
  await page.getByRole('button', { name: `Change price: ${NAME}` }).click();
  const field = page.getByLabel('New price (₹)');
  await field.fill('0');
  await page.getByRole('button', { name: 'Save price' }).click();
  await page.getByRole('alert').filter({ hasText: 'Price must be greater than 0' }).waitFor();
  await field.fill('11000000');
  await page.getByRole('button', { name: 'Save price' }).click();
  await page.getByRole('status').filter({ hasText: 'Price updated' }).waitFor();
  await page.getByText('₹1,10,00,000').first().waitFor();
  expect(await fitsWidth(page)).toBe(true);
});
