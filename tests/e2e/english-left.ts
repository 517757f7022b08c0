import type { Page } from 'playwright-core';

/** Words that may stay in Latin letters everywhere: the brand, the language's own name, WhatsApp, BHK and RK as every Mumbai listing writes them. */
const NAMES = ['Mumbai', 'Homes', 'English', 'WhatsApp', 'BHK', 'RK'];

/** Every word a reader sees: the page's rendered text and the placeholders of the fields on screen. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')];
    return [document.body.innerText, ...fields.filter((f) => f.checkVisibility()).map((f) => f.placeholder)].join('\n');
  });
}

/** A walk's allowed Latin words (names and data) and the check for any other English left on screen. */
export function latinWords() {
  const allowed = new Set(NAMES);
  return {
    /** Lets the Latin words of these texts (a listing's or the reader's own data) stay on screen. */
    allow(...texts: string[]): void {
      for (const text of texts) for (const word of text.match(/[A-Za-z]+/g) ?? []) allowed.add(word);
    },
    /** The Latin-letter words on screen that are neither names nor the reader's or a listing's own data. */
    async englishLeft(page: Page): Promise<string[]> {
      const words = (await visibleText(page)).match(/[A-Za-z]{2,}/g) ?? [];
      return [...new Set(words.filter((w) => !allowed.has(w)))];
    },
  };
}
