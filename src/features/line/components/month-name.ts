import { type Lang, LOCALES } from '#src/domain/languages.ts';
import { madePerLanguage } from '#src/domain/made-on-first-use.ts';

const monthFormat = madePerLanguage((lang) => new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** A YYYY-MM month as the reader's language writes it ("Dec 2026", "दिस॰ 2026"). */
export function monthName(month: string, lang: Lang): string {
  return monthFormat(lang).format(new Date(`${month}-01T00:00:00Z`));
}
