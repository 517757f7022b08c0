import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi, type TestUser } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { collectPageErrors } from './page-trouble.ts';
import { latinWords } from './english-left.ts';
import { startSuite, type Suite } from './harness.ts';
import { allowSiteWords, BORIVALI_FLAT as BORIVALI, pickLanguage } from './walk-data.ts';

let s: Suite;
let borivaliId: string;
const { allow, englishLeft } = latinWords();

const ANDHERI = { propertyName: 'Shop near Andheri station', location: 'Andheri East', address: '9 MIDC Road, Andheri East', description: 'Corner shop.' };

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  borivaliId = (await insertProperty(s.server.database.db, ownerId, { ...BORIVALI, type: 'sale' })).id;
  await insertProperty(s.server.database.db, ownerId, { ...ANDHERI, type: 'rent', price: 45_000 });
  allow(BORIVALI.propertyName, BORIVALI.location, BORIVALI.address, BORIVALI.description, ANDHERI.propertyName, ANDHERI.location);
  await allowSiteWords(context.request, allow);
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

const SEARCH = { hi: 'बोरीवली', mr: 'बोरिवली' } as const;

it.each(['hi', 'mr'] as const)('switches to %s and walks the app with no English left on screen', async (lang) => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  const user: TestUser = makeUser('Reader');
  // The reader's own name and e-mail, and the initials of their avatar.
  allow(user.name, user.email, user.name.replace(/(\w)\w*\s*/g, '$1'));
  await signUpViaApi(context, user);

  await pickLanguage(page, lang);
  const h1 = page.getByRole('heading', { level: 1 });
  await eventually(async () => /[A-Za-z]/.test((await h1.textContent()) ?? '')).toBe(false);
  expect(await englishLeft(page), `${lang} /`).toEqual([]);

  // The phone's menu, with its own language picker.
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await page.locator('#mobile-menu').getByRole('combobox').waitFor();
  expect(await englishLeft(page), `${lang} menu`).toEqual([]);
  await page.keyboard.press('Escape');

  // Rendered by the server in the cookie's language, then searched in Devanagari.
  await page.goto('/properties');
  await page.getByText(BORIVALI.propertyName).first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  await page.locator('#property-search').fill(SEARCH[lang]);
  await eventually(() => page.getByText(ANDHERI.propertyName).count()).toBe(0);
  expect(await page.getByText(BORIVALI.propertyName).count()).toBeGreaterThan(0);
  expect(await englishLeft(page), `${lang} /properties`).toEqual([]);

  await page.goto(`/property/${borivaliId}`);
  await eventually(() => h1.textContent()).toBe(BORIVALI.propertyName);
  await page.getByText(BORIVALI.description).waitFor();
  expect(await englishLeft(page), `${lang} listing`).toEqual([]);

  await page.goto(`/book-visit/${borivaliId}`);
  await page.locator('input[type="date"]').waitFor();
  expect(await englishLeft(page), `${lang} /book-visit`).toEqual([]);

  await page.goto('/profile');
  await page.getByText(user.email).first().waitFor();
  expect(await englishLeft(page), `${lang} /profile`).toEqual([]);

  expect(errors).toEqual([]);
  await context.close();
});
