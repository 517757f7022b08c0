import type { BrowserContext, Page, Request } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, wishlist } from '../../server/db/schema.ts';
import { visitDayAhead } from '../helpers/visit-days.ts';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/** The offline promises for data and the outbox, in real Chromium with the real service worker. */
let s: Suite;
let owner: BrowserContext;
let bandra: Property;
let dadar: Property;
let virar: Property;
const WAITING = 'Will be sent when you are back online';

async function createListing(fields: Record<string, string>): Promise<Property> {
  const res = await owner.request.post('/api/property/create', {
    multipart: { ...listingFields(fields), images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') } },
  });
  expect(res.status()).toBe(201);
  const body: { property: Property } = await res.json();
  return body.property;
}

beforeAll(async () => {
  s = await startSuite();
  owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  virar = await createListing({ propertyName: 'Plot in Virar', location: 'Virar', type: 'sale' });
  dadar = await createListing({ propertyName: 'Shop near Dadar market', location: 'Dadar East', type: 'rent' });
  bandra = await createListing({ propertyName: 'Sea-facing 2 BHK, Bandra West', location: 'Bandra West', type: 'sale' });
}, 120_000);
afterAll(async () => {
  await owner?.close();
  await s?.close();
});

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const names = (page: Page) => page.locator('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).sort());
/** The listing's first photo (alt "Photo 1 of 1 of <name>"-style, the catalogues' card.photoOf) is decoded and has pixels. */
const photoShown = (page: Page, name: string) =>
  page
    .locator(`img[alt*="${name}"]`)
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );

/** Online, in a new context signed in as a new user, with the service worker in control. */
async function startOnline(): Promise<{ context: BrowserContext; page: Page; userId: string }> {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Commuter'));
  const userId = await signedInId(context);
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await eventually(() => page.locator('#results-count').textContent()).toMatch(/^Showing \d+ properties$/);
  return { context, page, userId };
}

/**
 * Resolves once none of the page's API requests (its workers' included) has been in flight for a moment. One sent
 * just before the device goes offline can still be answered after it, with a listing the test creates meanwhile.
 */
function watchApiRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  const change = (by: number) => (r: Request) => {
    if (!isApi(r)) return;
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return () => expect.poll(() => inFlight === 0 && Date.now() - lastChange > 300, { timeout: 15_000, interval: 100 }).toBe(true);
}

/** The cache is written to IndexedDB within a second of the last change. */
const letCacheSettle = (page: Page) => page.waitForTimeout(1500);

it('browses online, goes offline and reloads: the list, search, filters, an opened detail with photos and the wishlist all work', async () => {
  const { context, page } = await startOnline();
  const apiQuiet = watchApiRequests(page);
  await page.getByRole('button', { name: `Save ${dadar.propertyName} to wishlist` }).click();
  await page.getByRole('button', { name: `Remove ${dadar.propertyName} from wishlist` }).waitFor();
  await page.goto(`/property/${bandra._id}`);
  await page.getByRole('heading', { level: 1, name: bandra.propertyName }).waitFor();
  await eventually(() => photoShown(page, bandra.propertyName)).toBe(true);
  await page.goto('/properties');
  await eventually(() => page.locator('#results-count').textContent()).toBe('Showing 3 properties');
  await letCacheSettle(page);
  await apiQuiet();
  // Listed once the device is offline, so never on it: online, the device's catalogue may sync at any moment (after
  // the reader's first tap, or 10 s after the page started), and then rightly holds a listing made just before.
  await context.setOffline(true);
  const unseen = await createListing({ propertyName: 'New flat in Kandivali', location: 'Kandivali West', type: 'rent' });
  await page.reload();
  await page
    .getByRole('status')
    .filter({ hasText: /^Offline · updated/ })
    .waitFor();
  await eventually(() => names(page)).toEqual([virar.propertyName, bandra.propertyName, dadar.propertyName].sort());
  // Every listing is in the device's catalogue, so the count is the whole count, with the copy's age.
  await eventually(() => page.locator('#results-count').textContent()).toMatch(/^Showing 3 properties · listings updated (just now|1 minute ago)$/);

  await page.getByLabel('Search properties').fill('dadar');
  await eventually(() => names(page)).toEqual([dadar.propertyName]);
  await eventually(() => page.locator('#results-count').textContent()).toMatch(/^Showing 1 property · listings updated/);
  await page.getByLabel('Search properties').fill('');
  await page.getByLabel('Property Type').selectOption('sale');
  await page.getByRole('button', { name: 'Apply' }).click();
  await eventually(() => names(page)).toEqual([virar.propertyName, bandra.propertyName].sort());

  await page.goto(`/property/${bandra._id}`);
  await page.getByRole('heading', { level: 1, name: bandra.propertyName }).waitFor();
  await eventually(() => photoShown(page, bandra.propertyName)).toBe(true);

  await page.goto('/wishlist');
  await eventually(() => names(page)).toEqual([dadar.propertyName]);
  await eventually(() => photoShown(page, dadar.propertyName)).toBe(true);
  // Fetched ahead: the saved listing opens offline though it was never opened, photos included.
  await page.goto(`/property/${dadar._id}`);
  await page.getByRole('heading', { level: 1, name: dadar.propertyName }).waitFor();
  await eventually(() => photoShown(page, dadar.propertyName)).toBe(true);

  await page.goto(`/property/${unseen._id}`);
  await page.getByRole('heading', { name: 'This property is not available offline' }).waitFor();
  await context.close();
}, 120_000);

it('three heart taps and a visit booked offline survive a reload and reach the server once each when back online', async () => {
  const { context, page, userId } = await startOnline();
  await page.goto(`/property/${bandra._id}`);
  await page.getByRole('heading', { level: 1, name: bandra.propertyName }).waitFor();
  await letCacheSettle(page);
  await page.goto('/properties');
  await eventually(() => page.locator('#results-count').textContent()).toMatch(/^Showing \d+ properties$/);
  await letCacheSettle(page);

  await context.setOffline(true);
  await page.reload();
  const heart = () => page.getByRole('button', { name: new RegExp(`${virar.propertyName} (to|from) wishlist`) });
  for (const pressed of ['true', 'false', 'true']) {
    await heart().click();
    await eventually(() => heart().getAttribute('aria-pressed')).toBe(pressed);
  }
  await page.getByText(WAITING).first().waitFor();

  await page.goto(`/book-visit/${bandra._id}`);
  const visitDate = visitDayAhead(2);
  await page.getByLabel('Visit date').fill(visitDate);
  await page.getByLabel('Visit time').selectOption('11:30');
  await page.getByRole('button', { name: 'Confirm Visit Booking' }).click();
  await page.waitForURL(/\/my-bookings$/);
  const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
  await waiting.getByRole('heading', { name: bandra.propertyName }).waitFor();
  await waiting.getByText(WAITING).waitFor();

  // Closing and reopening the app keeps the queue.
  await page.reload();
  await waiting.getByText(WAITING).waitFor();
  const db = s.server.deps.database.db;
  expect(await db.select().from(bookings).where(eq(bookings.userId, userId))).toHaveLength(0);

  await context.setOffline(false);
  await eventually(() => waiting.count()).toBe(0);
  await page.getByRole('heading', { name: bandra.propertyName }).waitFor();
  await eventually(async () => (await db.select().from(wishlist).where(eq(wishlist.userId, userId))).map((w) => w.propertyId)).toEqual([virar._id]);
  const booked = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.propertyId, bandra._id)));
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({ bookingDate: visitDate, bookingTime: '11:30' });
  // Nothing is left to send twice: a second reload replays nothing.
  await page.reload();
  await page.getByRole('heading', { name: bandra.propertyName }).waitFor();
  await page.waitForTimeout(1000);
  expect(await db.select().from(bookings).where(eq(bookings.userId, userId))).toHaveLength(1);
  await context.close();
}, 120_000);
