import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { readDeviceStorage } from './offline-storage.ts';
import { waitForServiceWorker } from './service-worker.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
});
afterAll(() => s?.close());

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const PUBLISH_OFFLINE = 'You are offline. Your draft is saved on this device: publish it when you are back online.';
const DELETE_OFFLINE = 'You are offline. Deleting a listing needs a connection.';

async function photo(hue: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: hue } })
    .jpeg()
    .toBuffer();
}

/** The text of what a control's aria-describedby points at, as a screen reader reads it with the control. */
function description(page: Page, name: string) {
  return page.getByRole('button', { name }).evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The previews that really drew a picture: a restored photo must be an image again, not just an <img>. */
function drawnPreviews(page: Page) {
  return page
    .getByRole('img', { name: /^Photo \d+$/ })
    .evaluateAll((imgs) => imgs.filter((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 800).length);
}

it('blocks Publish offline with the reason; after a reload while offline the draft and its photos are back, and publishing clears it', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Drafter'));
  await page.goto('/upload-property');
  await waitForServiceWorker(page);
  await page.getByRole('heading', { name: 'Basic Info' }).waitFor();
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await page.getByLabel('Property Type').selectOption('rent');
  await page.getByLabel('Property Status').selectOption('resale');
  await page.getByLabel('Who is listing it?').selectOption('agent');
  await page.getByLabel('Price (₹)').fill('42000');
  await page.getByLabel('Location').fill('Kandivali East');
  await page.getByLabel('Title').fill('2 BHK by Thakur Village');
  await next.click();
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  await page.getByLabel('Address').fill('B-12 Thakur Complex, Kandivali East');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Carpet Area (sq ft)').fill('780');
  await page.getByLabel('Description').fill('Corner flat, morning sun, five minutes to the highway.');
  await next.click();
  await page.getByRole('heading', { name: 'Features' }).waitFor();

  // The train goes into a tunnel: the photos are still chosen and the form still fills, but Publish waits.
  await context.setOffline(true);
  await page.getByLabel('Parking', { exact: true }).check();
  await page.getByLabel(/Add photos/).setInputFiles([
    { name: 'balcony.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa5500') },
    { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await photo('#0055aa') },
  ]);
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await page.getByText(PUBLISH_OFFLINE).waitFor();
  const publish = page.getByRole('button', { name: 'Publish Property' });
  expect(await publish.isDisabled()).toBe(true);
  expect(await description(page, 'Publish Property')).toBe(PUBLISH_OFFLINE);
  await expect.poll(() => drawnPreviews(page)).toBe(2);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upload-blocked-offline.png`, fullPage: true });

  // Give the typing pause its time, then reload still offline: the service worker serves the app, the device knows the user.
  await page.waitForTimeout(600);
  await page.reload();

  await page.getByText('Your draft is back.').waitFor();
  await page.getByRole('heading', { name: 'Features' }).waitFor();
  expect(await page.getByLabel('Parking', { exact: true }).isChecked()).toBe(true);
  await expect.poll(() => drawnPreviews(page)).toBe(2);
  expect(await publish.isDisabled()).toBe(true);
  expect(await description(page, 'Publish Property')).toBe(PUBLISH_OFFLINE);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upload-draft-restored.png`, fullPage: true });

  await context.setOffline(false);
  await page.getByText(PUBLISH_OFFLINE).waitFor({ state: 'detached' });
  expect(await publish.isDisabled()).toBe(false);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  expect(await page.getByLabel('Description').inputValue()).toBe('Corner flat, morning sun, five minutes to the highway.');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  expect(await page.getByLabel('Title').inputValue()).toBe('2 BHK by Thakur Village');
  expect(await page.getByLabel('Property Type').inputValue()).toBe('rent');
  await next.click();
  await next.click();

  await page.getByRole('button', { name: 'Publish Property' }).click();
  await page.waitForURL(`${s.baseURL}/my-properties`);
  const mine = page.getByRole('article', { name: '2 BHK by Thakur Village' });
  await mine.waitFor();
  await expect.poll(() => mine.getByRole('img', { name: /photo 1 of 2/ }).count()).toBe(1);
  const created = await (await context.request.get('/api/user/myproperties')).json();
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ propertyName: '2 BHK by Thakur Village', parking: true });

  // Published: the next upload starts empty, with nothing to restore.
  await page.goto('/upload-property');
  await page.getByRole('heading', { name: 'Basic Info' }).waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('');
  expect(await page.getByText('Your draft is back.').count()).toBe(0);

  // Deleting the listing also waits for the network, with the reason on the button.
  await page.goto(`/property/${created[0]._id}`);
  const remove = page.getByRole('button', { name: 'Delete Property' });
  await remove.waitFor();
  await context.setOffline(true);
  await page.getByText(DELETE_OFFLINE).waitFor();
  expect(await remove.isDisabled()).toBe(true);
  expect(await description(page, 'Delete Property')).toBe(DELETE_OFFLINE);
  await context.setOffline(false);
  await page.getByText(DELETE_OFFLINE).waitFor({ state: 'detached' });
  expect(await remove.isDisabled()).toBe(false);
  await context.close();
});

it('signing out takes the upload draft and its photos off the device', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Leaver'));
  await page.goto('/upload-property');
  await page.getByLabel('Title').fill('Half-typed shop listing');
  await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  const drafts = async () => (await readDeviceStorage(page)).databases.filter((d) => d.name === 'mumbai-homes-drafts').flatMap((d) => d.records);
  await expect.poll(async () => (await drafts()).some((r) => r.includes('Half-typed shop listing')), { timeout: 10_000 }).toBe(true);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Logged out successfully!').waitFor();
  // The device is cleared just after the toast.
  await expect.poll(drafts, { timeout: 10_000 }).toEqual([]);
  await context.close();
});
