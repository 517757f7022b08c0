import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { idsOnDevice } from './device-catalogue.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * A first visit spends its network on the page it shows: the service worker, the outbox and the catalogue start at
 * the reader's first tap or scroll, and for a reader who never touches the page, a few seconds later anyway.
 */
let s: Suite;
let listingId = '';
const NAME = 'Kandivali flat near the station';
const OTHER = 'Plot in Virar';

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  listingId = (await insertProperty(s.server.database.db, ownerId, { propertyName: NAME, location: 'Kandivali West' })).id;
  await insertProperty(s.server.database.db, ownerId, { propertyName: OTHER, location: 'Virar West' });
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const hasWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

/** Loads `path` as a first visit and waits until the network is idle, noting whether the catalogue was asked for. */
async function firstVisit(path: string) {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  let catalogueAsked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/property/catalogue/columns') catalogueAsked = true;
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return { context, page, catalogueAsked: () => catalogueAsked };
}

it('starts the worker and the catalogue at the first scroll, and the page then opens offline', async () => {
  const { context, page, catalogueAsked } = await firstVisit('/properties');
  try {
    await page.getByRole('article', { name: NAME }).waitFor();
    expect(await hasWorker(page)).toBe(false);
    expect(catalogueAsked()).toBe(false);

    await page.mouse.wheel(0, 300);
    await expect.poll(() => hasWorker(page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => idsOnDevice(page), { timeout: 15_000 }).toContain(listingId);
    expect(catalogueAsked()).toBe(true);

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('article', { name: NAME }).waitFor();
  } finally {
    await context.close();
  }
}, 90_000);

it('starts them anyway for a reader who never touches the page', async () => {
  const { context, page, catalogueAsked } = await firstVisit('/');
  try {
    expect(await hasWorker(page)).toBe(false);
    expect(catalogueAsked()).toBe(false);
    await expect.poll(() => hasWorker(page), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => idsOnDevice(page), { timeout: 20_000 }).toContain(listingId);
  } finally {
    await context.close();
  }
}, 60_000);

it('shows the results of a search typed without a key or a tap first (pasted, spoken, filled in) as soon as they exist', async () => {
  const { context, page } = await firstVisit('/properties');
  try {
    await page.getByRole('article', { name: OTHER }).waitFor();
    // fill() puts the text in as a paste from the phone's menu or voice typing does: no key, pointer or touch event.
    await page.getByLabel('Search properties').fill('Kandivali');
    // The first-tap timer runs 10 s from the page's start: the answer must not wait for it.
    await page.getByRole('article', { name: OTHER }).waitFor({ state: 'detached', timeout: 3000 });
    await page.getByRole('article', { name: NAME }).waitFor({ timeout: 1000 });
    await expect(page.getByText('Updating results...').count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
}, 60_000);

it('reads the catalogue a device already holds as the page loads, before any tap, so the first search finds it ready', async () => {
  const { context, page } = await firstVisit('/properties');
  try {
    // A key, not a scroll: the reload must not restore a scroll position, which counts as the reader's first scroll.
    await page.keyboard.press('Shift');
    await expect.poll(() => idsOnDevice(page), { timeout: 15_000 }).toContain(listingId);
    const catalogueWorker = () => page.workers().some((w) => new URL(w.url()).pathname.includes('catalogue-worker'));
    await page.reload({ waitUntil: 'networkidle' });
    // No tap, key or scroll since the reload, and well within the 10 s after which what waits for one starts anyway.
    await expect.poll(catalogueWorker, { timeout: 4000 }).toBe(true);
    // Its answer needs no server: the list's own endpoint fails, and the first search is the device's.
    await page.route('**/api/property/getProperties*', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Search properties').fill('Virar');
    await page.getByRole('article', { name: OTHER }).waitFor({ timeout: 3000 });
    await page.getByRole('article', { name: NAME }).waitFor({ state: 'detached', timeout: 3000 });
  } finally {
    await context.close();
  }
}, 60_000);
