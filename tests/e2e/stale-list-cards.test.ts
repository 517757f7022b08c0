import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { titlesOnDevice } from './device-catalogue.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * A listing its owner has not confirmed for STALE_AFTER_DAYS (30) says "May no longer be available" on the
 * search list's card too: in the server's HTML, in the running app, and offline from the device's catalogue.
 */
let s: Suite;
const STALE = 'Old 2 BHK, Kurla West';
const FRESH = 'New 2 BHK, Kurla East';
const NOTE = 'May no longer be available';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('KurlaOwner'));
  for (const name of [STALE, FRESH]) {
    const created = await context.request.post('/api/property/create', {
      multipart: {
        ...listingFields({ propertyName: name, location: 'Kurla' }),
        images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      },
    });
    expect(created.status()).toBe(201);
    const body: { property: Property } = await created.json();
    // 31 days unconfirmed: stale, not yet out of search (45).
    if (name === STALE)
      await s.server.deps.database.db
        .update(properties)
        .set({ confirmedAt: new Date(Date.now() - 31 * DAY_MS) })
        .where(eq(properties.id, body.property._id));
  }
  await context.close();
});
afterAll(() => s?.close());

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function expectNoteOnStaleOnly(page: Page) {
  await card(page, STALE).getByText(NOTE).waitFor();
  expect(await card(page, FRESH).textContent()).not.toContain(NOTE);
}

it('is in the server-rendered list, on the stale card alone', async () => {
  const html = await (await fetch(`${s.baseURL}/properties?q=Kurla`, { headers: { accept: 'text/html' } })).text();
  const article = (name: string) => html.match(new RegExp(`<article[^>]*aria-label="${name}"[\\s\\S]*?</article>`))?.[0] ?? '';
  expect(article(STALE)).toContain(NOTE);
  expect(article(FRESH)).not.toBe('');
  expect(article(FRESH)).not.toContain(NOTE);
});

it('shows in the running app, and offline from the catalogue on the device', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('KurlaBuyer'));
  await page.goto('/properties?q=Kurla');
  await expectNoteOnStaleOnly(page);
  await waitForServiceWorker(page);
  // Offline, the list is the device's catalogue: wait until it holds both listings.
  const holdsBoth = async () => {
    const titles = await titlesOnDevice(page);
    return titles.includes(STALE) && titles.includes(FRESH);
  };
  await expect.poll(holdsBoth, { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await page.getByText(/listings updated/).waitFor();
  await expectNoteOnStaleOnly(page);
  await context.close();
});
