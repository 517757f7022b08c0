import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayInKolkata } from '../../src/domain/booking.ts';
import { visitDayAhead } from '../helpers/visit-days.ts';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

/** One story, in order: an owner lists a flat, a user books a visit, the admin confirms it, the user sees it upcoming and cancels it. */
let s: Suite;
let listing: { id: string; name: string };
const booker = { name: 'Meera Shah', email: 'meera@example.in', contactNo: '9820055501', password: 'secret123' };
let user: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };

// Tomorrow in Mumbai: always bookable, and still in the future when the admin confirms it.
const visitDate = visitDayAhead();
const visitTime = '11:30';

beforeAll(async () => {
  s = await startSuite();
  const owner = await s.browser.newContext({ baseURL: s.baseURL });
  expect(
    (
      await owner.request.post('/api/auth/signup', { data: { name: 'Owner', email: 'owner@example.in', contactNo: '9820055500', password: 'secret123' } })
    ).status(),
  ).toBe(201);
  const fields = listingFields({ propertyName: 'Sea-facing 2 BHK, Bandra West', location: 'Bandra West', type: 'sale' });
  const created = await owner.request.post('/api/property/create', {
    multipart: { ...fields, images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') } },
  });
  expect(created.status()).toBe(201);
  const body: { property: Property } = await created.json();
  listing = { id: body.property._id, name: body.property.propertyName };
  await owner.close();
  user = await newPage(s.browser, s.baseURL, PHONE);
  const signup = await user.context.request.post('/api/auth/signup', { data: booker });
  expect(signup.status()).toBe(201);
  admin = await newPage(s.browser, s.baseURL, DESKTOP);
});
afterAll(() => s?.close());

function bookingCard(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
}

it('books a visit, lands on My Bookings with it Pending, and the confirmation mail reaches the booker', async () => {
  const { page } = user;
  await page.goto(`/book-visit/${listing.id}`);
  await page.getByRole('heading', { name: listing.name }).waitFor();
  expect(await page.getByLabel('Visit date').getAttribute('min')).toBe(todayInKolkata(new Date()));
  await page.getByLabel('Visit date').fill(visitDate);
  await page.getByLabel('Visit time').selectOption(visitTime);
  await page.getByLabel('Pick me up (chargeable)').check();
  await page.getByRole('button', { name: 'Confirm Visit Booking' }).click();

  await page.waitForURL(`${s.baseURL}/my-bookings`);
  await page.getByText('Visit booked successfully!').waitFor();
  const card = bookingCard(page);
  await card.getByText('Pending').waitFor();
  await card.getByText('11:30 am').waitFor();
  await card.getByText('Requested').waitFor();
  expect(await page.getByText('Total Bookings').locator('..').getByRole('definition').textContent()).toBe('1');

  await expect.poll(() => s.outbox().filter((m) => m.includes(booker.email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = s.outbox().find((m) => m.includes(booker.email)) ?? '';
  expect(mail).toMatch(new RegExp(`^To: .*${booker.email}`, 'mi'));
  expect(mail).toContain(listing.name);
});

it('turns a plain user away from /admin/dashboard, and the server refuses its data too', async () => {
  const { page } = user;
  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { name: 'This page is for administrators' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  expect(await page.getByText(booker.email).count()).toBe(0);
  expect((await user.context.request.get('/api/admin/get-users')).status()).toBe(403);
});

it('lets the admin confirm the booking from the dashboard, and it stays confirmed', async () => {
  const { page } = admin;
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${s.baseURL}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

  await page.getByRole('cell', { name: booker.email }).waitFor();
  const status = page.getByRole('combobox', { name: new RegExp(`^Status of ${booker.name}'s visit to ${listing.name}`) });
  expect(await status.inputValue()).toBe('pending');
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/update-booking-status/') && r.request().method() === 'PATCH');
  await status.selectOption('confirmed');
  expect((await answered).status()).toBe(200);
  await expect.poll(() => status.inputValue()).toBe('confirmed');

  await page.reload();
  await page.getByRole('cell', { name: booker.email }).waitFor();
  expect(await status.inputValue()).toBe('confirmed');
});

it('shows the confirmed visit as Upcoming to the user', async () => {
  const { page } = user;
  await page.goto('/my-bookings');
  const card = bookingCard(page);
  await card.getByText('Upcoming').waitFor();
  expect(await card.getByText('Pending').count()).toBe(0);
  expect(await page.getByText('Upcoming Visits').locator('..').getByRole('definition').textContent()).toBe('1');
});

it('lets the user cancel it: the card goes, and the dashboard shows it cancelled', async () => {
  const { page } = user;
  await page.getByRole('button', { name: `Cancel visit to ${listing.name}` }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByText('Booking cancelled').waitFor();
  await page.getByRole('heading', { name: 'No Bookings Yet' }).waitFor();
  expect(await bookingCard(page).count()).toBe(0);

  await page.reload();
  await page.getByRole('heading', { name: 'No Bookings Yet' }).waitFor();

  await admin.page.reload();
  const status = admin.page.getByRole('combobox', { name: new RegExp(`^Status of ${booker.name}'s visit`) });
  await expect.poll(() => status.inputValue()).toBe('cancelled');
});
