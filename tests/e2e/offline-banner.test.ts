import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForDeviceCatalogue } from './device-catalogue.ts';
import { waitForServiceWorker } from './service-worker.ts';

let s: Suite;
let listing: Property;

beforeAll(async () => {
  s = await startSuite();
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  for (const name of ['1 BHK near Goregaon station', 'Shop on SV Road, Malad West']) {
    const res = await owner.request.post('/api/property/create', {
      multipart: { ...listingFields({ propertyName: name }), images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') } },
    });
    expect(res.status()).toBe(201);
    const body: { property: Property } = await res.json();
    listing = body.property;
  }
  await owner.close();
}, 120_000);
afterAll(() => s?.close());

it('a listing opened by its link offline, on a phone that holds listings, never says nothing is saved', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/properties');
  await waitForServiceWorker(page);
  // The device holds every listing's summary (the catalogue) and the list it showed.
  await waitForDeviceCatalogue(page);
  await page.waitForTimeout(1500);

  // Every text the page's live regions ever hold, from the first byte of the page on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { bannerLines: seen });
    const record = () => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent?.trim() ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await context.setOffline(true);
  await page.goto(`/property/${listing._id}`);
  const lines = () =>
    page.evaluate(() => {
      const seen: unknown = Reflect.get(window, 'bannerLines');
      return Array.isArray(seen) ? seen.filter((t): t is string => typeof t === 'string' && t.startsWith('Offline')) : [];
    });
  await expect.poll(lines, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^Offline · updated /));
  await page.waitForTimeout(1000);
  expect((await lines()).filter((t) => t.includes('nothing saved'))).toEqual([]);
  await context.close();
});
