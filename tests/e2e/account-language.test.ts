import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { makeUser, signInViaForm, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { firstTap } from './first-tap.ts';
import { watchTrouble } from './page-trouble.ts';
import { waitForPageLang } from './walk-data.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 200 });

async function accountLang(email: string): Promise<string | undefined> {
  const [row] = await s.server.database.db.select({ lang: users.lang }).from(users).where(eq(users.email, email));
  return row?.lang;
}

it('saves a language picked while signed in to the account, offline too; at sign-in a device with no pick follows it, one with a pick keeps it', async () => {
  const user = makeUser('Polyglot');
  const phone = await newPage(s.browser, s.baseURL, PHONE);
  const trouble = watchTrouble(phone.page);
  await signUpViaApi(phone.context, user);
  expect(await accountLang(user.email)).toBe('en');

  await phone.page.goto('/');
  // Playwright picks an option without a tap; a reader's finger on the page starts the outbox (and the rest).
  await firstTap(phone.page);
  const picker = phone.page.getByRole('main').getByRole('combobox', { name: /^(Language|भाषा)$/ });
  await picker.selectOption('mr');
  await waitForPageLang(phone.page, 'mr', trouble);
  await eventually(() => accountLang(user.email)).toBe('mr');

  // Picked on the train: it waits in the outbox and reaches the account when the network is back.
  await phone.context.setOffline(true);
  await picker.selectOption('hi');
  await waitForPageLang(phone.page, 'hi', trouble);
  expect(await accountLang(user.email)).toBe('mr');
  await phone.context.setOffline(false);
  await eventually(() => accountLang(user.email)).toBe('hi');

  // Another device, where no language was ever picked: signing in there switches it to the account's Hindi.
  const laptop = await newPage(s.browser, s.baseURL);
  await signInViaForm(laptop.page, s.baseURL, user.email, user.password);
  await eventually(() => laptop.page.locator('html').getAttribute('lang')).toBe('hi');
  expect(await accountLang(user.email)).toBe('hi');

  // A phone where the reader picked Marathi before signing in stays in Marathi, and the account follows.
  const other = await newPage(s.browser, s.baseURL, PHONE);
  await other.context.addCookies([{ name: 'lang', value: 'mr', url: s.baseURL }]);
  await other.page.goto('/login');
  await other.page.locator('input[type="email"]').fill(user.email);
  await other.page.locator('input[type="password"]').fill(user.password);
  await other.page.locator('form button[type="submit"]').click();
  await other.page.waitForURL(`${s.baseURL}/`);
  expect(await other.page.locator('html').getAttribute('lang')).toBe('mr');
  await eventually(() => accountLang(user.email)).toBe('mr');
  await other.context.close();

  await phone.context.close();
  await laptop.context.close();
});

it("keeps a visitor's choice on the device alone", async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('mr');
  await eventually(() => page.locator('html').getAttribute('lang')).toBe('mr');
  expect(requests.filter((r) => r.includes('/api/user/lang'))).toEqual([]);
  await context.close();
});
