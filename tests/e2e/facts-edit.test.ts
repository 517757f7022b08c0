import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPrice } from '../../src/domain/money.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { collectPageErrors } from './page-trouble.ts';
import { uploadListing } from './upload-listing.ts';

/**
 * The owner states a listing's facts anew from its page on a 320 px phone: a floor above the building is refused with
 * the upload's message and the typing kept; maintenance ₹3,500 and floor 7 of 22 are saved, and the page's facts show
 * them, then and after a reload. A reader of the same page never fetches the form's code.
 */
let s: Suite;
let owner: { context: BrowserContext; page: Page };
const NAME = '2 BHK for rent, Goregaon West';
let listingId = '';
const NARROW = { width: 320, height: 640 };

beforeAll(async () => {
  s = await startSuite();
  owner = await newPage(s.browser, s.baseURL, NARROW);
  await signUpViaApi(owner.context, makeUser('FactsEditor'));
  const listing = await uploadListing(owner.context, {
    type: 'rent',
    ucresale: 'resale',
    price: '42000',
    propertyName: NAME,
    location: 'Goregaon West',
    address: '9 MG Road, Goregaon West, Mumbai 400104',
    bedrooms: '2',
    carpetArea: '680',
    description: 'Two bedrooms near the station.',
    amenities: '[]',
    postedBy: 'owner',
    maintenance: '2000',
    floor: '3',
    totalFloors: '10',
  });
  listingId = listing._id;
}, 120_000);
afterAll(() => s?.close());

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
/** The form's own chunk (chunks are named after their module). */
const FORM_CODE = /change-facts-form/;
/** Every script the page fetches from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  return scripts;
}
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

it('on the listing’s page: the owner changes maintenance and floor, and the facts block shows them', async () => {
  const { page, context } = owner;
  const errors = collectPageErrors(page);
  const scripts = scriptsOf(page);
  await page.goto(`/property/${listingId}`);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  // The form's code comes when it is opened: the reader's check below looks for the same file.
  expect(scripts.filter((url) => FORM_CODE.test(url))).toEqual([]);
  await page.getByRole('button', { name: `Edit facts: ${NAME}` }).click();
  const maintenance = page.getByLabel('Society maintenance (₹ a month)');
  const floor = page.getByLabel('Floor (ground is 0)');
  const total = page.getByLabel('Floors in the building');
  await eventually(() => maintenance.inputValue()).toBe('2000');
  expect(await page.getByLabel('Who is listing it?').inputValue()).toBe('owner');
  expect(await floor.inputValue()).toBe('3');
  expect(await fitsWidth(page)).toBe(true);
  expect(scripts.filter((url) => FORM_CODE.test(url)).length).toBeGreaterThan(0);

  await maintenance.fill('3500');
  await floor.fill('23');
  await total.fill('22');
  await page.getByRole('button', { name: 'Save facts' }).click();
  await page.getByRole('alert').filter({ hasText: "The floor cannot be above the building's floors" }).waitFor();
  expect(await floor.getAttribute('aria-invalid')).toBe('true');
  expect(await floor.inputValue()).toBe('23');
  expect(await maintenance.inputValue()).toBe('3500');

  // Offline the edit is refused with the reason, as the other edits are, and what was typed stays.
  await floor.fill('7');
  await context.setOffline(true);
  await page.getByText('You are offline. Changing the facts needs a connection.').first().waitFor();
  expect(await page.getByRole('button', { name: 'Save facts' }).isDisabled()).toBe(true);
  await context.setOffline(false);
  await eventually(() => page.getByRole('button', { name: 'Save facts' }).isEnabled()).toBe(true);
  expect(await floor.inputValue()).toBe('7');

  await page.getByRole('button', { name: 'Save facts' }).click();
  await page.getByRole('status').filter({ hasText: 'Listing facts updated' }).waitFor();
  const facts = page.getByTestId('listing-facts');
  await eventually(() => facts.textContent()).toContain('7 of 22');
  expect(await facts.textContent()).toContain(formatPrice(3500, 'sale', 'en'));
  expect(await fitsWidth(page)).toBe(true);

  const stored = await context.request.get(`/api/property/getProperty/${listingId}`);
  expect(await stored.json()).toMatchObject({ maintenance: 3500, floor: 7, totalFloors: 22, postedBy: 'owner' });
  await page.reload();
  await eventually(() => page.getByTestId('listing-facts').textContent()).toContain('7 of 22');
  expect(await page.getByTestId('listing-facts').textContent()).toContain(formatPrice(3500, 'sale', 'en'));
  expect(errors).toEqual([]);
});

it('a reader of the listing’s page never fetches the facts form', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, NARROW);
  await signUpViaApi(context, makeUser('FactsReader'));
  const scripts = scriptsOf(page);
  await page.goto(`/property/${listingId}`);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await eventually(() => page.getByTestId('listing-facts').textContent()).toContain('7 of 22');
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('button', { name: /Edit facts/ }).count()).toBe(0);
  expect(scripts.filter((url) => FORM_CODE.test(url) || /manage-listing/.test(url))).toEqual([]);
  await context.close();
});
