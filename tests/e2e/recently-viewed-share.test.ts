import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, PHONE, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/** The listings opened on this device show on /properties, offline too; Share on a listing. */
let s: Suite;
const listings: Property[] = [];

beforeAll(async () => {
  s = await startSuite();
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  await signUpViaApi(owner, makeUser('Owner'));
  const made: { name: string; location: string }[] = [
    { name: 'Terrace flat, Vile Parle East', location: 'Vile Parle East' },
    { name: 'Garden 2 BHK, Borivali West', location: 'Borivali West' },
  ];
  for (const { name, location } of made) {
    const created = await owner.request.post('/api/property/create', {
      multipart: { ...listingFields({ propertyName: name, location }), images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') } },
    });
    expect(created.status()).toBe(201);
    const body: { property: Property } = await created.json();
    listings.push(body.property);
  }
  await owner.close();
}, 120_000);
afterAll(() => s?.close());

it('lists the listings opened on this device, newest first, on /properties, and still offline', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Browser'));
  await page.goto('/properties');
  await waitForServiceWorker(page);
  expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
  // Moving through the app as a user does (a full page load could cut the last view's write short).
  for (const p of listings) {
    await page.getByRole('link', { name: p.propertyName }).first().click();
    await page.getByRole('heading', { name: p.propertyName, level: 1 }).waitFor();
    await page.getByRole('link', { name: /Back to properties/ }).click();
    await page.waitForURL(/\/properties$/);
  }
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await strip.waitFor();
  const names = () => strip.getByRole('listitem').allInnerTexts();
  await expect.poll(async () => (await names()).map((t) => t.split('\n')[0])).toEqual(['Garden 2 BHK, Borivali West', 'Terrace flat, Vile Parle East']);

  await context.setOffline(true);
  await page.reload();
  await strip.waitFor();
  expect((await names()).map((t) => t.split('\n')[0])).toEqual(['Garden 2 BHK, Borivali West', 'Terrace flat, Vile Parle East']);
  await context.close();
}, 120_000);

it('Share uses the Web Share API where the browser has it', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Sharer'));
  // Records what the app hands the system share sheet (there is no sheet to drive in a headless browser).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void Object.assign(window, { shared: data }),
    });
  });
  const p = listings[0];
  if (!p) throw new Error('no listing');
  await page.goto(`/property/${p._id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'shared')))
    .toEqual({ title: p.propertyName, text: `${p.propertyName}, ${p.location} on Mumbai Homes`, url: `${s.baseURL}/property/${p._id}` });
  expect(await page.getByRole('link', { name: /on WhatsApp$/ }).count()).toBe(0);
  await context.close();
}, 120_000);

it('without it, Share copies the link; on a phone WhatsApp is named beside it', async () => {
  const context = await s.browser.newContext({ baseURL: s.baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-IN' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await signUpViaApi(context, makeUser('Phone'));
  const p = listings[1];
  if (!p) throw new Error('no listing');
  await page.goto(`/property/${p._id}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${s.baseURL}/property/${p._id}`);
  const whatsapp = page.getByRole('link', { name: `Share ${p.propertyName} on WhatsApp` });
  const href = await whatsapp.getAttribute('href');
  expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${p.propertyName}, ${p.location} on Mumbai Homes ${s.baseURL}/property/${p._id}`)}`);
  await context.close();
}, 120_000);
