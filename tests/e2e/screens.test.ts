import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signInViaApi, signUpViaApi } from './accounts.ts';
import { newPage } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

// The layout checks: element boxes measured in the real browser at the widths named below.

let s: Suite;
type Listing = { _id: string; propertyName: string };
let flat: Listing;
let shop: Listing;
const listing = (row: { id: string; propertyName: string }): Listing => ({ _id: row.id, propertyName: row.propertyName });

const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `demo/tower-${i + 1}`, width: 1200, height: 900, widths: [320] }));

beforeAll(async () => {
  s = await startSuite({ authRateLimit: { max: 1000, windowMs: 60_000 } });
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  await context.close();
  const db = s.server.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
  shop = await insertProperty(db, ownerId, {
    propertyName: 'Shop near Dadar market',
    location: 'Dadar East',
    type: 'rent',
    price: 150_000,
    bedrooms: 0,
    images: photos(10),
    createdAt: at(1),
  }).then(listing);
  flat = await insertProperty(db, ownerId, {
    propertyName: '2 BHK for sale in Borivali West with a long title that wraps',
    location: 'Borivali West',
    price: 18_500_000,
    images: photos(5),
    createdAt: at(2),
  }).then(listing);
  await insertProperty(db, ownerId, {
    propertyName: '1 BHK for rent in Andheri West',
    location: 'Andheri West',
    type: 'rent',
    price: 40_000,
    createdAt: at(3),
  });
  await insertProperty(db, ownerId, {
    propertyName: '3 BHK for rent in Andheri East',
    location: 'Andheri East',
    type: 'rent',
    price: 90_000,
    createdAt: at(4),
  });
});
afterAll(() => s?.close());

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator}`);
  return b;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedInPage(width: number, height = 800): Promise<Page> {
  const { context, page } = await newPage(s.browser, s.baseURL, { width, height });
  await signUpViaApi(context, makeUser('Viewer'));
  return page;
}

it.each([320, 360, 1024, 1280, 1366, 1920])('keeps the card photo 4:3 and its badge, heart, arrows, dots and count apart at %i px', async (width) => {
  const page = await signedInPage(width);
  await page.goto('/properties');
  for (const name of [shop.propertyName, flat.propertyName]) {
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: /wishlist/ }).waitFor();
    const frame = await box(card.getByRole('group', { name }));
    expect(Math.abs(frame.width / frame.height - 4 / 3)).toBeLessThan(0.02);
    const parts: [string, Box][] = [
      ['badge', await box(card.getByText(/^For (Sale|Rent)$/))],
      ['heart', await box(card.getByRole('button', { name: /wishlist/ }))],
      ['previous', await box(card.getByRole('button', { name: 'Previous photo' }))],
      ['next', await box(card.getByRole('button', { name: 'Next photo' }))],
      ['dots', await box(card.getByRole('button', { name: 'Show photo 1' }).locator('..'))],
      ['count', await box(card.getByText(/\d+ \/ \d+$/))],
    ];
    for (const [label, b] of parts) {
      expect(b.x >= frame.x - 0.5 && b.x + b.width <= frame.x + frame.width + 0.5, `${label} inside the photo`).toBe(true);
    }
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [a, ab] = parts[i] ?? ['', frame];
        const [b, bb] = parts[j] ?? ['', frame];
        expect(overlap(ab, bb), `${a} and ${b} overlap in "${name}" at ${width} px`).toBe(false);
      }
    }
  }
  // A click on the next arrow moves the photo; it never toggles the heart.
  const card = page.getByRole('article', { name: flat.propertyName });
  await card.getByRole('button', { name: 'Next photo' }).click();
  await card.getByText('2 / 5').waitFor();
  expect(await card.getByRole('button', { name: /wishlist/ }).getAttribute('aria-pressed')).toBe('false');
  await page.context().close();
});

it('shows the list view on a phone as compact rows, not the grid again', async () => {
  const page = await signedInPage(360, 740);
  await page.goto('/properties');
  const card = page.getByRole('article', { name: flat.propertyName });
  await card.waitFor();
  const grid = await box(card);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect.poll(async () => (await box(card)).height).toBeLessThan(grid.height / 2);
  const row = await box(card);
  const photo = await box(card.getByRole('group', { name: flat.propertyName }));
  expect(photo.width).toBeLessThan(row.width / 2);
  // Photo and text side by side.
  const title = await box(card.getByRole('heading', { name: flat.propertyName }));
  expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width);
  expect(overlap(await box(card.getByText('For Sale', { exact: true })), await box(card.getByRole('button', { name: /wishlist/ })))).toBe(false);
  await page.context().close();
});

it('puts the price under the title on a phone and keeps Call agent and Book Visit at the bottom of the screen', async () => {
  const page = await signedInPage(360, 740);
  await page.goto(`/property/${shop._id}`);
  const title = await box(page.getByRole('heading', { level: 1, name: shop.propertyName }));
  const price = await box(page.getByTestId('listing-price'));
  expect(price.y).toBeGreaterThan(title.y);
  expect(price.y + price.height).toBeLessThan(740);
  expect(await page.getByTestId('listing-price').textContent()).toContain('₹1.5 L /mo');
  expect(await page.getByText('Bedrooms', { exact: true }).count()).toBe(0);
  await page.mouse.wheel(0, 3000);
  for (const name of ['Call agent', 'Book Visit']) {
    const link = page.getByRole('link', { name, exact: true });
    await expect.poll(async () => (await box(link)).y + (await box(link)).height).toBeLessThanOrEqual(740);
    expect((await box(link)).y).toBeGreaterThan(740 - 90);
  }
  expect(await page.getByRole('link', { name: 'Book Visit' }).getAttribute('href')).toBe(`/book-visit/${shop._id}`);
  await page.context().close();

  // A desktop has the side card instead: one Book Visit, no bar fixed to the screen.
  const desktop = await signedInPage(1280, 800);
  await desktop.goto(`/property/${shop._id}`);
  await desktop.getByRole('link', { name: 'Book Visit' }).waitFor();
  expect(await desktop.getByRole('link', { name: 'Call agent' }).count()).toBe(0);
  expect(await desktop.getByTestId('visit-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await desktop.context().close();
});

it.each([360, 1280])('shows the applied filters as removable chips at %i px, the area by its stations', async (width) => {
  const { context, page } = await newPage(s.browser, s.baseURL, { width, height: 800 });
  await page.goto('/properties?type=rent&areaFrom=Borivali&areaTo=Andheri');
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await chips.getByRole('link', { name: 'Remove filter: Borivali - Andheri' }).waitFor();
  expect(await chips.getByRole('link', { name: 'Remove filter: Borivali - Andheri' }).isVisible()).toBe(true);
  await page.getByText('Showing 2 properties').waitFor();
  await chips.getByRole('link', { name: 'Remove filter: Borivali - Andheri' }).click();
  await expect.poll(() => page.url()).toBe(`${s.baseURL}/properties?type=rent`);
  await page.waitForURL(`${s.baseURL}/properties?type=rent`);
  await page.getByText('Showing 3 properties').waitFor();
  await context.close();
});

it('has Wishlist and My Bookings in the phone menu of a signed-in user', async () => {
  const page = await signedInPage(360, 740);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  // The Wishlist page's code is held on the network, as on a slow train: its address is in the bar while the page
  // before it still shows. A menu opened meanwhile stays open once the page arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/wishlist-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await menu.getByRole('link', { name: 'Wishlist' }).click();
  await page.waitForURL(`${s.baseURL}/wishlist`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'My Bookings' }).waitFor();
  release();
  await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
  expect(await menu.getByRole('link', { name: 'My Bookings' }).isVisible()).toBe(true);
  await menu.getByRole('link', { name: 'My Bookings' }).click();
  await page.waitForURL(`${s.baseURL}/my-bookings`);
  await page.context().close();
});

it.each([
  [360, 740],
  [1280, 800],
])('has a Buy / Rent quick search above the fold at %i px that opens the filtered list', async (width, height) => {
  const { context, page } = await newPage(s.browser, s.baseURL, { width, height });
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Quick search' });
  const b = await box(search);
  expect(b.y + b.height).toBeLessThanOrEqual(height);
  await search.getByText('Rent', { exact: true }).click();
  await search.getByPlaceholder('e.g. Borivali, Andheri West').fill('Andheri');
  await search.getByLabel('Budget').selectOption({ label: 'Up to ₹50 K /mo' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => page.url()).toBe(`${s.baseURL}/properties?type=rent&q=Andheri&maxPrice=50000`);
  await page.waitForURL(`${s.baseURL}/properties?type=rent&q=Andheri&maxPrice=50000`);
  await page.getByText('Showing 1 property').waitFor();
  await page.getByRole('article', { name: '1 BHK for rent in Andheri West' }).waitFor();
  await context.close();
});

it("sends the newest listings, the office address and the agent's MahaRERA registration in the landing page's HTML", async () => {
  const { context } = await newPage(s.browser, s.baseURL);
  const html = await (await context.request.get('/')).text();
  expect(html).toContain('Newest listings');
  expect(html).toContain('3 BHK for rent in Andheri East');
  expect(html).toContain('1 BHK for rent in Andheri West');
  expect(html).toContain(s.server.deps.config.officeAddress);
  expect(html).toContain(`MahaRERA agent reg. ${s.server.deps.config.agentRera}`);
  await context.close();
});

it('stacks the admin tables as cards on a phone, with no sideways scrolling', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, { width: 360, height: 740 });
  await signInViaApi(context, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  // The table's scroller (focusable), not the section around it.
  const users = page.getByRole('region', { name: 'Users' }).and(page.locator('[tabindex="0"]'));
  await users.getByText(ADMIN.email).waitFor();
  expect(await users.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const name = await box(users.getByRole('cell').first());
  const email = await box(users.getByRole('cell').nth(1));
  expect(email.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
  // Each line of a card is led by its column's name, as the hidden table head would say it.
  const leads = await users.getByRole('cell').evaluateAll((cells) => cells.slice(0, 3).map((cell) => getComputedStyle(cell, '::before').content));
  expect(leads).toEqual(['"Name"', '"Email"', '"Contact"']);
  await page.getByText('No bookings yet').waitFor();
  await context.close();
});

it('fetches the Devanagari font when Devanagari is on screen, and not for an English-only page', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('noto-sans-devanagari')) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/properties');
  await page.getByText('Showing 4 properties').waitFor();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('hi');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  await context.close();
});

it('makes a disabled secondary button look disabled', async () => {
  const page = await signedInPage(1280, 800);
  await page.goto('/upload-property');
  const previous = page.getByRole('button', { name: 'Previous' });
  await previous.waitFor();
  expect(await previous.isDisabled()).toBe(true);
  // The same button enabled: a copy with its classes and no disabled attribute.
  const [disabled, enabled] = await previous.evaluate((el) => {
    const copy = document.createElement('button');
    copy.className = el.className;
    copy.textContent = el.textContent;
    el.after(copy);
    const looks = [el, copy].map((b) => getComputedStyle(b).backgroundColor);
    copy.remove();
    return looks;
  });
  // Not only greyer text: the face of the button changes.
  expect(disabled).not.toBe(enabled);
  await page.context().close();
});
