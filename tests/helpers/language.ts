import { english } from 'virtual:catalogue/english';
import type { Lang } from '../../src/domain/languages.ts';
import { loadEnglish, loadLanguage, type Translator, translatorFor } from '../../src/i18n/translator.ts';

/** Every English part, as the pages that show them load them: a test renders a screen outside its page. */
export async function loadEveryEnglishPart(): Promise<void> {
  for (const load of Object.values(english)) loadEnglish((await load()).default);
}

/** `lang`'s translator with every part of it loaded, as a page in that language would have its own. */
export async function translatorWithEveryPart(lang: Lang): Promise<Translator> {
  await loadEveryEnglishPart();
  if (lang !== 'en') await loadLanguage(lang);
  return translatorFor(lang);
}
