import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { idsOnDevice } from './device-catalogue.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * Decision 0020 past the device limit: a site with more listings than a device keeps (here the limit is 60 and the
 * demo has 120) keeps the stretch of stations the user browses, searchable offline, and never answers for others.
 */
const LIMIT = 60;
let s: Suite;

beforeAll(async () => {
  s = await startSuite({ seedDemo: true, catalogueDeviceLimit: LIMIT });
}, 180_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });
const countLine = (page: Page) => page.locator('#results-count').textContent();
const keptOnDevice = async (page: Page) => (await idsOnDevice(page)).length;

it('keeps the stretch of stations the user browsed, searchable offline, and does not pretend to know the rest', async () => {
  const stretch = 'areaFrom=Borivali&areaTo=Andheri';
  const total = ((await (await fetch(`${s.baseURL}/api/property/getProperties?${stretch}&limit=1`)).json()) as ListingPage).total;
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LIMIT);

  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Commuter'));
  // The reader looks before touching the page: the list has said which stations it shows before the catalogue starts.
  await page.goto(`/properties?${stretch}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await waitForServiceWorker(page);
  await eventually(() => countLine(page)).toBe(`Showing ${total} properties`);
  // The whole catalogue (120) is more than the device keeps; the stretch browsed is what it holds.
  await eventually(() => keptOnDevice(page)).toBe(total);

  await context.setOffline(true);
  await page.reload();
  await eventually(() => countLine(page)).toMatch(new RegExp(`^Showing ${total} properties · listings updated`));
  await page.getByLabel('Search properties').fill('bhk');
  await eventually(() => countLine(page)).toMatch(/^Showing \d+ propert(y|ies) · listings updated/);

  // Beyond the stretch the device knows only the pages it saw: it says so rather than counting its stretch.
  await page.goto('/properties?areaFrom=Dadar&areaTo=Churchgate');
  await page.getByText('You are offline: showing the listings saved on this device.').waitFor();
  expect(await countLine(page)).not.toMatch(/^Showing \d+ propert/);
  await context.close();
});
