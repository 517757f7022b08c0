import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

/** The words each language must show, from the real catalogues as a reader would read them (decision 0045). */
const WORDS = {
  en: { badCredentials: 'Invalid email or password', nameRequired: 'Name is required', messageRequired: 'Message cannot be empty' },
  hi: { badCredentials: 'ईमेल या पासवर्ड ग़लत है', nameRequired: 'नाम लिखना ज़रूरी है', messageRequired: 'मैसेज ख़ाली नहीं हो सकता' },
  mr: { badCredentials: 'ईमेल किंवा पासवर्ड चुकीचा आहे', nameRequired: 'नाव लिहिणे आवश्यक आहे', messageRequired: 'संदेश रिकामा असू शकत नाही' },
} as const;

async function readerIn(lang: keyof typeof WORDS): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(s.browser, s.baseURL);
  // The language a reader chose earlier on this device: the server renders in it and the app keeps it.
  if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: s.baseURL }]);
  return { page, close: () => context.close() };
}

it.each(['en', 'hi', 'mr'] as const)("says the server's refusal of a wrong password in %s", async (lang) => {
  const { page, close } = await readerIn(lang);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill('nobody@example.in');
  await page.locator('input[type="password"]').fill('wrong-pass');
  await page.locator('form button[type="submit"]').click();
  await page.getByText(WORDS[lang].badCredentials, { exact: true }).waitFor();
  if (lang !== 'en') expect(await page.getByText(WORDS.en.badCredentials).count()).toBe(0);
  await close();
});

it.each(['en', 'hi', 'mr'] as const)("says the contact form's own checks in %s", async (lang) => {
  const { page, close } = await readerIn(lang);
  await page.goto('/contact-us');
  await page.locator('form button[type="submit"]').click();
  const alerts = page.getByRole('alert');
  await alerts.getByText(WORDS[lang].nameRequired, { exact: true }).waitFor();
  await alerts.getByText(WORDS[lang].messageRequired, { exact: true }).waitFor();
  const shown = await alerts.allInnerTexts();
  if (lang !== 'en') expect(shown.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  await close();
});
