import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures.ts';
import { visitDayAhead } from '../helpers/visit-days.ts';
import { makeUser, signedInId, signInViaApi, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { collectPageErrors } from './page-trouble.ts';
import { latinWords } from './english-left.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';
import { allowSiteWords, BORIVALI_FLAT as LISTING, pickLanguage } from './walk-data.ts';

/** The three languages on the screens an admin, a reporter and an offline reader see: the dashboard's tabs, the report form, the offline banner. */
let s: Suite;
let listingId: string;
/** A listing each language's walk reports (one report per user and listing), by where it is. */
const REPORTED_PLACE = { hi: 'Dahisar East', mr: 'Malad West' };
const toReport: Record<string, string> = {};
const { allow, englishLeft } = latinWords();

const DETAILS = 'Owner asked for brokerage';
const HIDE_REASON = 'Checking the owner papers';

/** The catalogue a Hindi or Marathi reader's words come from, to find buttons and headings by the words they show. */
const words = (lang: 'hi' | 'mr'): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../src/i18n/catalogues/${lang}.json`), 'utf8'));

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  const owner = makeUser('Owner');
  await signUpViaApi(context, owner);
  const ownerId = await signedInId(context);
  listingId = (await insertProperty(s.server.database.db, ownerId, { ...LISTING, type: 'sale' })).id;
  for (const [lang, location] of Object.entries(REPORTED_PLACE)) {
    toReport[lang] = (await insertProperty(s.server.database.db, ownerId, { ...LISTING, propertyName: `Shop in ${location}`, location, type: 'rent' })).id;
    allow(location);
  }
  await context.clearCookies();

  await allowSiteWords(context.request, allow);

  // Two lines in the listing's moderation history: hidden, then listed again.
  await signInViaApi(context, ADMIN.email, ADMIN.password);
  expect((await context.request.post(`/api/admin/listings/${listingId}/hide`, { data: { reason: HIDE_REASON } })).status()).toBe(200);
  expect((await context.request.post(`/api/admin/listings/${listingId}/restore`)).status()).toBe(200);
  await context.clearCookies();

  // Then a visitor who booked a visit and reported the listing (a hidden listing's reports are closed): a row in every table and a card under Reports.
  const reporter = makeUser('Reporter');
  await signUpViaApi(context, reporter);
  const booked = await context.request.post('/api/property/bookvisit', { data: { propertyId: listingId, bookingDate: visitDayAhead(), bookingTime: '11:00' } });
  expect(booked.status()).toBe(201);
  const reported = await context.request.post(`/api/property/report/${listingId}`, { data: { reason: 'broker', details: DETAILS } });
  expect(reported.status()).toBe(201);

  await context.close();

  allow(...Object.values(LISTING), 'Shop', DETAILS, HIDE_REASON, owner.name, owner.email, reporter.name, reporter.email, ADMIN.email, 'Administrator');
}, 120_000);
afterAll(() => s?.close());

async function noEnglish(page: Page, where: string) {
  expect(await englishLeft(page), where).toEqual([]);
}

it.each(['hi', 'mr'] as const)('in %s, walks the admin dashboard, the report form and the offline banner with no English left', async (lang) => {
  const w = words(lang);
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  await signInViaApi(context, ADMIN.email, ADMIN.password);
  await pickLanguage(page, lang);

  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: w['admin.title'] }).waitFor();
  await page.getByRole('cell', { name: LISTING.propertyName }).first().waitFor();
  await page.getByRole('cell', { name: ADMIN.email }).waitFor();
  // The status reads in the reader's language; the value the API gets stays the status itself.
  const status = page.getByRole('main').locator('tbody select');
  expect(await status.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(w['admin.status.pending']);
  expect(await status.inputValue()).toBe('pending');
  await noEnglish(page, `${lang} users and bookings`);

  await page.getByRole('tab', { name: w['admin.tabReports'], exact: true }).click();
  await page.getByRole('heading', { name: w['moderation.reports.heading'] }).waitFor();
  await page.getByText(DETAILS).waitFor();
  await noEnglish(page, `${lang} reports`);

  await page.getByRole('button', { name: w['moderation.review']?.replace('{name}', LISTING.propertyName) }).click();
  await page.getByRole('heading', { name: w['moderation.history'] }).waitFor();
  await page.getByRole('button', { name: w['moderation.hide'] }).waitFor();
  await noEnglish(page, `${lang} review`);

  await page.getByRole('tab', { name: w['admin.tabListings'], exact: true }).click();
  await page.getByRole('heading', { name: w['moderation.listings.heading'] }).waitFor();
  await page.getByRole('cell', { name: LISTING.location }).first().waitFor();
  await noEnglish(page, `${lang} listings`);

  await page.goto(`/property/${toReport[lang]}`);
  await page.getByRole('button', { name: w['detail.report'] }).click();
  await page.getByText(w['report.heading'] ?? '').waitFor();
  await noEnglish(page, `${lang} report form`);
  await page.getByLabel(w['reason.wrongPhotos'] ?? '').check();
  await page.getByRole('button', { name: w['report.submit'] }).click();
  await page.getByRole('status').filter({ hasText: w['report.thanks'] }).waitFor();
  await noEnglish(page, `${lang} report sent`);

  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: w['shell.offline'] }).first().waitFor();
  await noEnglish(page, `${lang} offline banner`);
  await context.setOffline(false);

  expect(errors).toEqual([]);
  await context.close();
});
