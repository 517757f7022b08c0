import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/** Save the current search on /properties, then rename, open and delete it on Saved searches; offline, the save waits in the outbox. */
let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

const FILTERED = '/properties?areaFrom=Borivali&areaTo=Andheri&maxPrice=15000000';

it('saves the filtered search under a name, renames it, opens it as its list and deletes it', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Saver'));
  await page.goto(FILTERED);
  await page.getByRole('button', { name: 'Save search' }).click();
  const name = page.getByRole('textbox', { name: 'Search name' });
  await name.waitFor();
  expect(await name.inputValue()).toBe('Homes in Borivali-Andheri under ₹1.5 Cr');
  await name.fill('2 BHK Borivali-Andheri under 1.5 Cr');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Search saved. Find it under Saved searches.').waitFor();

  await page.goto('/profile');
  await page.getByRole('link', { name: /Saved searches/ }).click();
  await page.waitForURL(/\/saved-searches$/);
  const row = page.getByRole('listitem', { name: '2 BHK Borivali-Andheri under 1.5 Cr' });
  await row.getByText('No new matches').waitFor();

  await row.getByRole('button', { name: 'Rename 2 BHK Borivali-Andheri under 1.5 Cr' }).click();
  await row.getByRole('textbox', { name: 'Search name' }).fill('Near the western line');
  await row.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem', { name: 'Near the western line' });
  await renamed.getByRole('heading', { name: 'Near the western line' }).waitFor();

  await renamed.getByRole('button', { name: 'Open' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/properties' && url.searchParams.get('areaFrom') === 'Borivali' && url.searchParams.get('maxPrice') === '15000000',
  );

  await page.goto('/saved-searches');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Near the western line' }).click();
  await page.getByText('No saved searches yet.').waitFor();
  const stored = await context.request.get('/api/user/saved-searches');
  expect(await stored.json()).toEqual({ searches: [] });
  await context.close();
}, 120_000);

it('offline, a save waits on the device and reaches the server once the connection is back', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signUpViaApi(context, makeUser('Commuter'));
  await page.goto(FILTERED);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Save search' }).waitFor();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save search' }).click();
  await page.getByRole('textbox', { name: 'Search name' }).fill('Saved on the train');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Search saved on this device: it will be sent when you are back online').waitFor();

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const res = await context.request.get('/api/user/saved-searches');
      const body: { searches: { name: string }[] } = await res.json();
      return body.searches.map((x) => x.name);
    })
    .toEqual(['Saved on the train']);
  await page.goto('/saved-searches');
  await page.getByRole('listitem', { name: 'Saved on the train' }).waitFor();
  await context.close();
}, 120_000);
