import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, properties, users } from '../../server/db/schema.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signInViaApi, signInViaForm } from './accounts.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

/** Lists longer than a page: the admin's tables and My Bookings load the rest as they scroll, and search on the server. */
let s: Suite;
const BOOKER = { name: 'Meera Shah', email: 'meera@example.in', contactNo: '9820055501', password: 'secret123' };
const MEMBERS = 60;
const VISITS = 30;

beforeAll(async () => {
  s = await startSuite();
  const db = s.server.database.db;
  const signup = await fetch(`${s.baseURL}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BOOKER) });
  expect(signup.status).toBe(201);
  const { user } = await signup.json();
  await db.insert(users).values(
    Array.from({ length: MEMBERS }, (_, i) => ({
      name: `Member ${i + 1}`,
      email: `member${i + 1}@example.in`,
      contactNo: '9820000000',
      passwordHash: 'not-a-hash',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
  const flat = await insertProperty(db, user._id, { propertyName: 'Goregaon 2 BHK', location: 'Goregaon West' });
  await db.insert(bookings).values(
    Array.from({ length: VISITS }, (_, i) => ({
      propertyId: flat.id,
      userId: user._id,
      bookingDate: `2099-01-${String(i + 1).padStart(2, '0')}`,
      bookingTime: '11:00',
    })),
  );
});
afterAll(() => s?.close());

it("loads the admin's users table a page at a time as it scrolls inside its box, and searches every account on the server", async () => {
  const [all] = await s.server.database.db.select({ n: count() }).from(users);
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signInViaForm(page, s.baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  // The section and the scrolling box inside it are both regions named by the heading; the box comes second.
  const section = page.getByRole('region', { name: 'Users' }).last();
  await page.getByText(`Showing 50 of ${all?.n} users`).waitFor();
  // The oldest accounts are on the second page; scrolling the table's own box to its end brings them.
  expect(await section.getByRole('cell', { name: 'Member 1', exact: true }).count()).toBe(0);
  await section.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await page.getByText(`Showing ${all?.n} of ${all?.n} users`).waitFor();
  await section.getByRole('cell', { name: 'Member 1', exact: true }).waitFor();

  // member5@ and member50@ to member59@: eleven accounts, wherever they were in the list.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('member5');
  await page.getByText('Showing 11 of 11 users').waitFor();
  await section.getByRole('cell', { name: 'member50@example.in' }).waitFor();
  await section.getByRole('cell', { name: 'member5@example.in' }).waitFor();
  await context.close();
});

it("loads the moderators' Listings tab a page at a time as it scrolls, past what one page holds", async () => {
  const db = s.server.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).limit(1);
  for (let i = 0; i < 70; i++)
    await insertProperty(db, owner?.id ?? '', { propertyName: `Malad flat ${i + 1}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
  const [all] = await db.select({ n: count() }).from(properties);
  // The oldest listing, which only a later page holds.
  const [oldest] = await db.select({ name: properties.propertyName }).from(properties).orderBy(properties.createdAt, properties.id).limit(1);
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await signInViaForm(page, s.baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Listings' }).click();
  const section = page.getByRole('region', { name: 'Listings' }).last();
  await page.getByText(`Showing 50 of ${all?.n} listings`).waitFor();
  const oldestRow = section.getByRole('button', { name: `Review ${oldest?.name}` });
  expect(await oldestRow.count()).toBe(0);
  for (let shown = 50; shown < (all?.n ?? 0); shown += 50) {
    await section.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.getByText(`Showing ${Math.min(shown + 50, all?.n ?? 0)} of ${all?.n} listings`).waitFor();
  }
  await oldestRow.first().waitFor();
  await context.close();
});

it('shows My Bookings a page at a time as the user scrolls, with the figures of every booking', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signInViaApi(context, BOOKER.email, BOOKER.password);
  await page.goto('/my-bookings');
  const cards = page.getByRole('heading', { name: 'Goregaon 2 BHK' });
  await expect.poll(() => cards.count()).toBe(12);
  expect(await page.getByText('Total Bookings').locator('..').getByRole('definition').textContent()).toBe(String(VISITS));
  expect(await page.getByText('Upcoming Visits').locator('..').getByRole('definition').textContent()).toBe(String(VISITS));
  await cards.nth(11).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBe(24);
  await cards.nth(23).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBe(VISITS);
  expect(await page.getByRole('button', { name: 'Load more bookings' }).count()).toBe(0);
  await context.close();
});
