import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { idsOnDevice } from './device-catalogue.ts';
import { firstTap } from './first-tap.ts';

/**
 * Sold: the owner marks a listing sold on its page; another user's device drops it from the search at its next
 * catalogue sync, their wishlist keeps it marked "Sold on …", and its URL says so (online and offline) with a link to
 * homes like it.
 */
let s: Suite;
let owner: { context: BrowserContext; page: Page };
let saver: { context: BrowserContext; page: Page };
const NAME = '2 BHK, Malad sold test';
let listingId = '';
const NARROW = { width: 320, height: 640 };

beforeAll(async () => {
  s = await startSuite();
  owner = await newPage(s.browser, s.baseURL, NARROW);
  await signUpViaApi(owner.context, makeUser('SoldOwner'));
  const created = await owner.context.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: NAME, location: 'Malad West', price: '13500000' }),
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
    },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  listingId = body.property._id;
  saver = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(saver.context, makeUser('SoldSaver'));
  expect((await saver.context.request.put(`/api/user/wishlist/${listingId}`)).status()).toBe(200);
});
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
/** "12 Nov" for today in Mumbai, as the page writes the day it was sold. */
const today = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' }).format(new Date());

/** The availability of the listing's page as the device's saved query cache holds it (undefined while it holds none). */
/** A listing's availability in the query cache the device saved (TanStack's persister: text in the `saved` store). */
const savedAvailability = (page: Page, id: string) =>
  page.evaluate(
    (listing) =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('mumbai-homes-cache');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saved')) return resolve(undefined);
          const all = db.transaction('saved').objectStore('saved').getAll();
          all.onsuccess = () => {
            db.close();
            for (const text of all.result) {
              const client = typeof text === 'string' ? JSON.parse(text) : null;
              for (const q of client?.clientState?.queries ?? []) {
                if (q.queryKey?.[1] === 'detail' && q.queryKey?.[2] === listing && q.state?.data) return resolve(q.state.data.availability);
              }
            }
            resolve(undefined);
          };
        };
      }),
    id,
  );

it('marked sold by its owner, a listing leaves another device’s search at the next sync, and stays in their wishlist as sold', async () => {
  // The saver's device holds the listing first, in its catalogue and on the list.
  const list = saver.page;
  await list.goto('/properties');
  await waitForServiceWorker(list);
  await eventually(() => idsOnDevice(list)).toContain(listingId);
  await list.getByRole('article', { name: NAME }).waitFor();

  // The owner marks it sold on its page, on a 320 px phone, with a confirm step.
  const { page } = owner;
  await page.goto(`/property/${listingId}`);
  await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
  await page.getByRole('button', { name: `Mark sold: ${NAME}` }).click();
  await page.getByText('Mark this home as sold?').waitFor();
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Yes, confirm' }).click();
  await page.getByRole('status').filter({ hasText: 'Marked sold.' }).waitFor();
  await page.getByRole('heading', { name: `Sold on ${today()}` }).waitFor();
  await page.getByRole('button', { name: `Relist: ${NAME}` }).waitFor();
  expect(await fitsWidth(page)).toBe(true);

  // The saver's next sync (the app's start, from their first tap) drops it from the device, and so from the list.
  await list.reload();
  await firstTap(list);
  await eventually(() => idsOnDevice(list)).not.toContain(listingId);
  await list.locator('#results-count').waitFor();
  await eventually(() => list.getByRole('article', { name: NAME }).count()).toBe(0);

  // The wishlist keeps it, marked sold.
  await list.goto('/wishlist');
  const saved = list.getByRole('article', { name: NAME });
  await saved.getByText(`Sold on ${today()}`).waitFor();

  // Its URL still opens, says so at the top, and links to homes like it; nobody can book a visit.
  await list.goto(`/property/${listingId}`);
  const banner = list.getByTestId('off-market');
  await banner.getByRole('heading', { name: `Sold on ${today()}` }).waitFor();
  await banner.getByText('This home is no longer on the market.').waitFor();
  const similar = banner.getByRole('link', { name: 'See similar homes at Malad' });
  expect(await similar.getAttribute('href')).toBe('/properties?type=sale&areaFrom=Malad&areaTo=Malad');
  expect(await list.getByRole('button', { name: 'Book Visit' }).count()).toBe(0);

  // Offline, the page the device kept says the same (once the query cache, saved a second after a change, holds it).
  await eventually(() => savedAvailability(list, listingId)).toBe('sold');
  await saver.context.setOffline(true);
  await list.reload();
  await list
    .getByTestId('off-market')
    .getByRole('heading', { name: `Sold on ${today()}` })
    .waitFor();
  await saver.context.setOffline(false);

  await similar.click();
  await list.waitForURL(/\/properties\?type=sale&areaFrom=Malad&areaTo=Malad$/);
});
