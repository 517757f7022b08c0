import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * A listing whose price its owner changed twice through the price form: the detail page shows three points (the line
 * and the chart's text alternative) online and, after a reload, offline; a card from the device's catalogue says
 * "Price dropped 8%" for the last drop (₹1.2 Cr to ₹1.1 Cr).
 */
let s: Suite;
let owner: { context: BrowserContext; page: Page };
const NAME = '2 BHK near Ghatkopar metro';
let listingId = '';

beforeAll(async () => {
  s = await startSuite();
  owner = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(owner.context, makeUser('HistoryOwner'));
  const created = await owner.context.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: NAME, location: 'Ghatkopar West', type: 'sale', price: '13500000' }),
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
    },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  listingId = body.property._id;
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const history = (page: Page) => page.getByRole('region', { name: 'Price history' });
/** The chart's text alternative: every point as "date: price". */
const chartPrices = (page: Page) =>
  history(page)
    .getByRole('img')
    .getAttribute('aria-label')
    .then((label) => [...(label ?? '').matchAll(/₹[\d.]+ Cr/g)].map((m) => m[0]));

async function changePrice(page: Page, price: string, shown: string) {
  await page.getByRole('button', { name: `Change price: ${NAME}` }).click();
  await page.getByLabel('New price (₹)').fill(price);
  await page.getByRole('button', { name: 'Save price' }).click();
  await page.getByRole('status').filter({ hasText: 'Price updated' }).waitFor();
  await page.getByText(shown).first().waitFor();
}

async function expectThreePoints(page: Page) {
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await eventually(() => history(page).locator('p').first().textContent()).toMatch(
    /^Listed at ₹1\.35 Cr on \d{1,2} \w{3} · ₹1\.1 Cr since \d{1,2} \w{3} \(−19%\)$/,
  );
  await eventually(() => chartPrices(page)).toEqual(['₹1.35 Cr', '₹1.2 Cr', '₹1.1 Cr']);
  expect(await history(page).getByText('Listed today').count()).toBe(1);
}

it('shows three history points online and offline after a reload, and the card tells of the last drop', async () => {
  const { context, page } = owner;
  await page.goto(`/property/${listingId}`);
  await waitForServiceWorker(page);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  // One price: the line says when it was listed, and no chart is drawn.
  await eventually(() => history(page).locator('p').first().textContent()).toMatch(/^Listed at ₹1\.35 Cr on \d{1,2} \w{3}$/);
  expect(await history(page).getByRole('img').count()).toBe(0);

  await changePrice(page, '12000000', '₹1,20,00,000');
  await changePrice(page, '11000000', '₹1,10,00,000');
  await page.reload();
  await expectThreePoints(page);
  // The persisted cache is written within a second of the last change: a full navigation sooner would lose it.
  await page.waitForTimeout(1500);

  // The list online syncs the device's catalogue, which carries the last drop.
  await page.goto('/properties');
  await eventually(() => page.locator('#results-count').textContent()).toMatch(/^Showing \d+ propert(y|ies)$/);
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.reload();
  await page
    .getByRole('status')
    .filter({ hasText: /^Offline · updated/ })
    .waitFor();
  const card = page.getByRole('article', { name: NAME });
  await card.getByText('Price dropped 8%').waitFor();

  await page.goto(`/property/${listingId}`);
  await expectThreePoints(page);
  await context.setOffline(false);
}, 120_000);
