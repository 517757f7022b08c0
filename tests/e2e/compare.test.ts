import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { titlesOnDevice } from './device-catalogue.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * A visitor on a phone picks three listings from the list, goes offline, and opens them side by side from the device:
 * the rows that differ are marked, in each language, and the tray's picks survive a reload.
 * COMPARE_SCREENSHOTS=<dir> also saves the table at 360 and 1280 px in each language, and the list's tray at 360.
 */
let s: Suite;
const HOMES = [
  { propertyName: 'Comparable 1 BHK Malad', price: '9500000', carpetArea: '450', bedrooms: '1', amenities: '["parking"]' },
  { propertyName: 'Comparable 2 BHK Malad', price: '15000000', carpetArea: '700', bedrooms: '2', amenities: '["parking","gym"]' },
  { propertyName: 'Comparable 3 BHK Malad', price: '21000000', carpetArea: '1000', bedrooms: '3', amenities: '["gym","swimming_pool"]' },
];
const SHOTS = process.env.COMPARE_SCREENSHOTS;

const WORDS = {
  en: { compare: 'Compare', tray: 'Homes to compare', count: '3 of 4 picked to compare', differs: 'Differs', price: 'Price', only: 'Only differences' },
  hi: { compare: 'तुलना करें', tray: 'तुलना के लिए घर', count: 'तुलना के लिए 4 में से 3 चुने गए', differs: 'अलग', price: 'कीमत', only: 'केवल अंतर' },
  mr: { compare: 'तुलना करा', tray: 'तुलनेसाठी घरे', count: 'तुलनेसाठी 4 पैकी 3 निवडली', differs: 'वेगळे', price: 'किंमत', only: 'फक्त फरक' },
} as const;

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('MaladOwner'));
  for (const home of HOMES) {
    const created = await context.request.post('/api/property/create', {
      multipart: {
        ...listingFields({ ...home, location: 'Malad West' }),
        images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      },
    });
    expect(created.status()).toBe(201);
  }
  await context.close();
});
afterAll(() => s?.close());

async function visitorIn(lang: keyof typeof WORDS): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await context.addCookies([{ name: 'lang', value: lang, url: s.baseURL }]);
  return { context, page };
}

/** Online once, so the app, its words and every listing's summary are on the device; then the network goes. */
async function listOffline(page: Page, context: BrowserContext) {
  await page.goto('/properties?q=Comparable');
  await waitForServiceWorker(page);
  const holdsAll = async () => {
    const titles = await titlesOnDevice(page);
    return HOMES.every((h) => titles.includes(h.propertyName));
  };
  await expect.poll(holdsAll, { timeout: 20_000 }).toBe(true);
  // The compare page's code and words are fetched once online, as a reader's first visit would have them.
  await page.evaluate(() => fetch('/compare').then((r) => r.text()));
  await context.setOffline(true);
  await page.reload();
  for (const home of HOMES) await page.getByRole('article', { name: home.propertyName }).waitFor();
}

describe.each(['en', 'hi', 'mr'] as const)('in %s', (lang) => {
  const w = WORDS[lang];

  it('opens three listings picked offline side by side with their differences marked, and keeps the tray on reload', async () => {
    const { context, page } = await visitorIn(lang);
    await listOffline(page, context);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);

    for (const home of HOMES) {
      const toggle = page.getByRole('article', { name: home.propertyName }).getByRole('button', { name: new RegExp(w.compare) });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const tray = page.getByRole('region', { name: w.tray });
    await expect.poll(() => tray.getByRole('status').textContent()).toContain(w.count);

    await page.reload();
    await expect.poll(() => tray.getByRole('status').textContent(), { timeout: 15_000 }).toContain(w.count);

    if (SHOTS) await page.screenshot({ path: join(SHOTS, `list-tray-${lang}-360.png`) });
    await tray.getByRole('link', { name: w.compare }).click();
    await page.waitForURL(/\/compare\?ids=/);
    const table = page.getByRole('table');
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(4);
    for (const home of HOMES) expect(headers.join(' ')).toContain(home.propertyName);
    const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(w.price) }) });
    expect(await priceRow.getAttribute('data-differs')).toBe('true');
    expect(await priceRow.getByRole('rowheader').textContent()).toContain(w.differs);
    // The phone scrolls the homes sideways under a label column that stays put.
    const label = table.getByRole('rowheader').first();
    expect(await label.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const rows = await table.getByRole('rowheader').count();
    await page.getByRole('checkbox', { name: w.only }).check();
    await expect.poll(() => table.getByRole('rowheader').count()).toBeLessThan(rows);
    await page.getByRole('checkbox', { name: w.only }).uncheck();

    if (SHOTS) {
      await page.screenshot({ path: join(SHOTS, `compare-${lang}-360.png`), fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: join(SHOTS, `compare-${lang}-1280.png`), fullPage: true });
    }
    await context.close();
  });
});

it('says so, rather than a blank page, when the link holds junk, repeats, a NUL and 10 KB', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto(`/compare?ids=${encodeURIComponent(`nope,%00,${'x'.repeat(10 * 1024)}`)}`);
  await page.getByRole('alert').getByText('That link is too long to read').waitFor();
  await page.getByText('No homes picked to compare yet').waitFor();
  await page.goto('/compare?ids=nope,00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000001');
  await page.getByRole('alert').getByText('not listings').waitFor();
  await page.getByRole('alert').getByText('named twice').waitFor();
  // A well-formed id that names no listing is gone, in its own column.
  await page.getByRole('columnheader').getByText('Sold or no longer listed').waitFor();
  await context.close();
});
