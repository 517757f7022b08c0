import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { demoPhotoSvg } from '../../server/seed/demo-photos.ts';
import { listingFields } from '../helpers/multipart.ts';
import { makeUser, signInViaApi, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

/**
 * One story: a home is listed; another user uploads the same photos with the same details through the wizard, is
 * warned, publishes anyway; the moderators see the pair side by side and hide the copy; its owner reads why.
 * With E2E_SHOTS=<folder> the warning and the list are also saved there at 360 and 1280 px in en, hi and mr.
 */
let s: Suite;
let broker: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };
let photoBytes: Buffer;
let original: Property;
const ORIGINAL = 'Sunny 2 BHK, Kandivali East';
const COPY = '2 BHK near Kandivali station';
const shots = process.env.E2E_SHOTS;

beforeAll(async () => {
  s = await startSuite({ authRateLimit: { max: 1000, windowMs: 60_000 } });
  photoBytes = await sharp(Buffer.from(demoPhotoSvg('living', 2)))
    .jpeg({ quality: 85 })
    .toBuffer();
  const owner = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(owner.context, { ...makeUser('Owner'), name: 'Meera Owner' });
  const created = await owner.context.request.post('/api/property/create', {
    multipart: {
      ...listingFields({ propertyName: ORIGINAL, location: 'Kandivali East', price: '14000000', carpetArea: '720' }),
      images: { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: photoBytes },
    },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  original = body.property;
  await owner.context.close();

  broker = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(broker.context, { ...makeUser('Broker'), name: 'Raju Broker' });
  admin = await newPage(s.browser, s.baseURL, DESKTOP);
  await signInViaApi(admin.context, ADMIN.email, ADMIN.password);
});
afterAll(() => s?.close());

/** Fills the wizard with the copy's details and the same photo, saved again smaller, and presses Publish. */
async function fillWizard(page: Page) {
  await page.goto('/upload-property');
  await page.getByRole('heading', { name: 'Basic Info' }).waitFor();
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await page.getByLabel('Property Type').selectOption('sale');
  await page.getByLabel('Property Status').selectOption('resale');
  await page.getByLabel('Who is listing it?').selectOption('agent');
  await page.getByLabel('Price (₹)').fill('14200000');
  await page.getByLabel('Location').fill('Kandivali East');
  await page.getByLabel('Title').fill(COPY);
  await next.click();
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  await page.getByLabel('Address').fill('4 Thakur Village, Kandivali East');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Carpet Area (sq ft)').fill('715');
  await page.getByLabel('Description').fill('Two bedrooms, east facing, near the station.');
  await next.click();
  await page.getByRole('heading', { name: 'Features' }).waitFor();
  const resaved = await sharp(photoBytes).resize(700).webp({ quality: 70 }).toBuffer();
  await page.getByLabel(/Add photos/).setInputFiles([{ name: 'living-room.webp', mimeType: 'image/webp', buffer: resaved }]);
  await page.getByText('Cover', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Publish Property' }).click();
}

it('warns the second uploader that the home looks listed already, and lets them publish anyway', async () => {
  const { page } = broker;
  await fillWizard(page);
  const warning = page.getByRole('region', { name: 'This looks like a home already listed' });
  await warning.waitFor();
  // The warning takes the focus, so a screen reader reads it before the button is pressed again.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('This looks like a home already listed');
  const link = warning.getByRole('link', { name: new RegExp(ORIGINAL) });
  expect(await link.getAttribute('href')).toBe(`/property/${original._id}`);
  expect(await warning.getByRole('img', { name: `Photo of ${ORIGINAL}` }).count()).toBe(1);
  expect(page.url()).toContain('/upload-property');

  await page.getByRole('button', { name: 'Publish anyway' }).click();
  await page.waitForURL(`${s.baseURL}/my-properties`);
  await page.getByRole('article', { name: COPY }).waitFor();
});

it('puts the pair side by side in the moderators list, where the copy is hidden as a duplicate', async () => {
  const { page } = admin;
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Possible duplicates' }).click();
  const pair = page.getByRole('article', { name: `${COPY}, beside ${ORIGINAL}` });
  await pair.waitFor();
  const text = (await pair.textContent()) ?? '';
  for (const words of ['New listing', 'Listed earlier', 'Raju Broker', 'Meera Owner', '₹1,42,00,000', '₹1,40,00,000']) expect(text).toContain(words);
  await pair.getByRole('button', { name: `Hide ${COPY} as a duplicate` }).click();
  await pair.getByText('Hidden as a duplicate').waitFor();
  expect(await pair.getByRole('button', { name: `Hide ${COPY} as a duplicate` }).count()).toBe(0);
});

it('tells the owner of the copy that it was hidden as a duplicate', async () => {
  const { page } = broker;
  await page.goto('/my-properties');
  const card = page.getByRole('article', { name: COPY });
  // The reason's kind, in the reader's language, beside what the moderator wrote.
  await card.getByText('Reason:').waitFor();
  await card.getByText('A copy of a home already listed', { exact: true }).waitFor();
});

/** The language from the top bar's picker (shown from sm up), keeping the page and its state. */
async function switchLanguage(page: Page, lang: 'en' | 'hi' | 'mr') {
  await page.setViewportSize(DESKTOP);
  await page.getByRole('banner').getByRole('combobox').selectOption(lang);
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 15_000, interval: 100 }).toBe(lang);
}

/** Nothing wider than the screen at 360 and 1280 px (and, with E2E_SHOTS, a picture of each). */
async function atBothWidths(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${name}-${viewport.width}.png`), fullPage: true });
    }
  }
}

it('fits the warning and the list at 360 and 1280 px in English, Hindi and Marathi', async () => {
  const uploader = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(uploader.context, makeUser('Uploader'));
  const { page } = uploader;
  await fillWizard(page);
  await page.getByRole('button', { name: 'Publish anyway' }).waitFor();
  const warning = page.locator('section[aria-labelledby]').filter({ has: page.getByRole('link', { name: new RegExp(ORIGINAL) }) });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    if (lang !== 'en') await switchLanguage(page, lang);
    await atBothWidths(page, `warning-${lang}`, () => warning.waitFor());
  }
  await uploader.context.close();

  const { page: adminPage } = admin;
  await adminPage.goto('/admin/dashboard');
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await switchLanguage(adminPage, lang);
    await adminPage.getByRole('tab').nth(3).click();
    const pair = adminPage.getByRole('article').filter({ hasText: COPY });
    await atBothWidths(adminPage, `admin-duplicates-${lang}`, () => pair.first().waitFor());
  }
});
