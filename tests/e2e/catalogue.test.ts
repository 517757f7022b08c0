import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { catalogueResponseSchema, type ListingSummary } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { EMPTY_FILTER, matchesFilter, type ListingFilter } from '../../src/domain/listing-filter-core.ts';
import type { Property } from '../../src/domain/property.ts';
import { STATIONS } from '../../src/domain/stations.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { firstTap } from './first-tap.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { idsOnDevice } from './device-catalogue.ts';

/** Every listing on the device, searchable and filterable offline, following the server. */
let s: Suite;
/** Every listing as the server has it after the demo seed (120). */
let demo: ListingSummary[];

beforeAll(async () => {
  s = await startSuite({ seedDemo: true });
  demo = await serverCatalogue();
}, 180_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });
const names = (page: Page) => page.locator('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).sort());
const countLine = (page: Page) => page.locator('#results-count').textContent();
const plural = (n: number) => `Showing ${n} ${n === 1 ? 'property' : 'properties'}`;

const listingsOnDevice = async (page: Page) => (await idsOnDevice(page)).length;

async function serverCatalogue(): Promise<ListingSummary[]> {
  const res = await fetch(`${s.baseURL}/api/property/catalogue`);
  return catalogueResponseSchema.parse(await res.json()).listings.map(fromSummaryTuple);
}

async function signedInOnline(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Commuter'));
  await page.goto('/properties');
  await waitForServiceWorker(page);
  return { context, page };
}

/** The filter as the expected answer: the shared predicate over the server's own listings. */
const expected = (list: ListingSummary[], f: Partial<ListingFilter>) => list.filter((p) => matchesFilter(p, { ...EMPTY_FILTER, ...f }));

it('opened once online, the whole catalogue is searchable and filterable offline after a reload, with the right counts', async () => {
  const { context, page } = await signedInOnline();
  expect(demo).toHaveLength(120);
  await eventually(() => listingsOnDevice(page)).toBe(120);

  await context.setOffline(true);
  await page.reload();
  await eventually(() => countLine(page)).toMatch(/^Showing 120 properties · listings updated (just now|1 minute ago)$/);

  // Every listing by its title: found, and the count is every listing whose title or location holds that text.
  const search = page.getByLabel('Search properties');
  for (const listing of demo) {
    await search.fill(listing.propertyName);
    const matches = expected(demo, { q: listing.propertyName });
    // The count and the card together: the worker answers each keystroke a moment after it, and the answer before it
    // may have had the same count.
    const shown = async () => `${await countLine(page)} | ${(await page.getByRole('article', { name: listing.propertyName }).count()) > 0}`;
    await eventually(shown).toMatch(new RegExp(`^${plural(matches.length)} · .* \\| true$`));
  }
  await search.fill('');

  // The filter panel: type.
  for (const type of ['sale', 'rent'] as const) {
    await page.getByLabel('Property Type').selectOption(type);
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => countLine(page)).toMatch(new RegExp(`^${plural(expected(demo, { type }).length)} ·`));
  }
  // Every station as an area (from the address bar, as a shared link would set it), and a range of them.
  for (const station of STATIONS) {
    await page.goto(`/properties?areaFrom=${encodeURIComponent(station)}`);
    const matches = expected(demo, { areaFrom: station });
    await eventually(() => countLine(page)).toMatch(new RegExp(`^${plural(matches.length)} ·`));
    if (matches.length > 0 && matches.length <= 24) expect(await names(page)).toEqual(matches.map((m) => m.propertyName).sort());
  }
  await page.goto('/properties?areaFrom=Borivali&areaTo=Andheri&type=rent&amenities=parking');
  await eventually(() => countLine(page)).toMatch(
    new RegExp(`^${plural(expected(demo, { areaFrom: 'Borivali', areaTo: 'Andheri', type: 'rent', amenities: ['parking'] }).length)} ·`),
  );

  // A listing never opened on this device: its summary, with the note, and Book Visit.
  const unopened = demo[37];
  if (!unopened) throw new Error('no demo listing');
  await page.goto(`/property/${unopened._id}`);
  await page.getByRole('heading', { level: 1, name: unopened.propertyName }).waitFor();
  await page.getByRole('note').filter({ hasText: 'photos and full description need a connection' }).waitFor();
  await page.getByRole('link', { name: 'Book Visit' }).click();
  await page.waitForURL(new RegExp(`/book-visit/${unopened._id}$`));
  await page.getByRole('heading', { name: unopened.propertyName }).waitFor();
  await context.close();
}, 240_000);

it('follows the server: a changed listing, a deleted one and a new one reach the device at the next sync', async () => {
  const { context, page } = await signedInOnline();
  await eventually(() => listingsOnDevice(page)).toBe(120);

  const db = s.server.deps.database.db;
  const [renamed, removed] = demo;
  if (!renamed || !removed) throw new Error('no demo listings');
  await db.update(properties).set({ propertyName: 'Renamed: corner flat, Khar Road', price: 4_200_000 }).where(eq(properties.id, renamed._id));
  await db.delete(properties).where(eq(properties.id, removed._id));
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  const created = await owner.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: 'Brand new studio, Churchgate', location: 'Churchgate' }),
      images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
    },
  });
  expect(created.status()).toBe(201);
  const fresh: { property: Property } = await created.json();
  await owner.close();

  const now = await serverCatalogue();
  expect(now.map((l) => l._id)).toContain(fresh.property._id);

  // The next sync: this start of the app, from the reader's first tap.
  await page.reload();
  await firstTap(page);
  await eventually(async () => (await idsOnDevice(page)).sort()).toEqual(now.map((l) => l._id).sort());
  await context.setOffline(true);
  await page.reload();
  await eventually(() => countLine(page)).toMatch(new RegExp(`^${plural(now.length)} ·`));
  const search = page.getByLabel('Search properties');
  await search.fill('Renamed: corner flat');
  await eventually(() => names(page)).toEqual(['Renamed: corner flat, Khar Road']);
  await search.fill(removed.propertyName);
  await eventually(() => countLine(page)).toMatch(new RegExp(`^${plural(expected(now, { q: removed.propertyName }).length)} ·`));
  const hrefs = await page.locator('article a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs).not.toContain(`/property/${removed._id}`);
  await search.fill('Brand new studio');
  await eventually(() => names(page)).toEqual([fresh.property.propertyName]);
  await context.close();
}, 120_000);

it('typing while the server answers slowly never shows the empty state for a query that has results', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  // Every listing request and the catalogue answer two seconds late: the first visit's catalogue is still on its way.
  await context.route(/\/api\/property\/(getProperties|catalogue)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/properties');
  await page.getByRole('article').first().waitFor();
  // Watches every change of the page for the empty state, however briefly it shows.
  await page.evaluate(() => {
    const check = () => {
      if (document.body.textContent?.includes('No properties found')) document.documentElement.dataset.sawEmpty = 'yes';
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const dadar = expected(demo, { q: 'Dadar' });
  expect(dadar.length).toBeGreaterThan(0);
  await page.getByLabel('Search properties').pressSequentially('Dadar', { delay: 150 });
  await eventually(() => countLine(page), 30_000).toBe(plural(dadar.length));
  await eventually(() => names(page), 30_000).toEqual(dadar.map((d) => d.propertyName).sort());
  // And once the catalogue has arrived, a query with results still never empties on the way.
  await eventually(() => listingsOnDevice(page), 30_000).toBe(demo.length);
  await page.getByLabel('Search properties').fill('');
  await page.getByLabel('Search properties').pressSequentially('Mahim', { delay: 100 });
  await eventually(() => countLine(page)).toBe(plural(expected(demo, { q: 'Mahim' }).length));
  expect(await page.evaluate(() => document.documentElement.dataset.sawEmpty ?? 'no')).toBe('no');
  await context.close();
}, 120_000);

it('a search over the device copy that replaces a list of cards shows every card of its page, not only the first', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await page.goto('/properties');
  await page.getByRole('article').first().waitFor();
  await firstTap(page);
  await eventually(() => listingsOnDevice(page), 30_000).toBe(demo.length);
  // Two stations, each with more listings than a phone sees at once and no more than a page holds.
  const [one, two] = STATIONS.filter((station) => {
    const n = expected(demo, { q: station }).length;
    return n > 3 && n <= 12;
  });
  if (!one || !two) throw new Error('the demo data has no two stations with 4 to 12 listings');
  const search = page.getByLabel('Search properties');
  for (const q of [one, two, one]) {
    const matches = expected(demo, { q });
    await search.fill(q);
    await eventually(() => countLine(page)).toBe(plural(matches.length));
    await eventually(() => names(page)).toEqual(matches.map((m) => m.propertyName).sort());
  }
  await context.close();
}, 120_000);
