import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from '#src/domain/languages.ts';
import { siteInfoSchema } from '#src/domain/site.ts';
import { watchTrouble } from './page-trouble.ts';

/** The sale flat both language walks open: a listing's own words, which stay in Latin letters in every language. */
export const BORIVALI_FLAT = {
  propertyName: 'Sea-view flat near Borivali station',
  location: 'Borivali West',
  address: '5 LT Road, Borivali West',
  description: 'Bright flat with a balcony.',
};

/** Lets the site's own data (the agent's e-mail, the office address, the MahaRERA number) stay in Latin letters. */
export async function allowSiteWords(request: APIRequestContext, allow: (...texts: string[]) => void): Promise<void> {
  const site = siteInfoSchema.parse(await (await request.get('/api/site')).json());
  allow(site.agentEmail, site.officeAddress, site.agentRera);
}

/** Opens the landing page and picks `lang` in its language picker, as a reader would; returns once the page is in it. */
export async function pickLanguage(page: Page, lang: 'hi' | 'mr'): Promise<void> {
  const trouble = watchTrouble(page);
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption(lang);
  await waitForPageLang(page, lang, trouble);
}

/**
 * Waits for the page to be in `lang` (its <html lang>). If it never is, the failure says what its language pickers
 * show and what went wrong on the page (`trouble`, from watchTrouble).
 */
export async function waitForPageLang(page: Page, lang: Lang, trouble: () => string): Promise<void> {
  try {
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 15_000, interval: 100 }).toBe(lang);
  } catch (error) {
    const shown = await page.locator('html').getAttribute('lang');
    const pickers = await page
      .getByRole('combobox', { name: /^(Language|भाषा)$/ })
      .evaluateAll((selects) => selects.map((select) => (select instanceof HTMLSelectElement ? select.value : '?')));
    throw new Error(`the page stayed in ${shown}, not ${lang}; its pickers show ${pickers.join(', ')}; ${trouble()}`, { cause: error });
  }
}
