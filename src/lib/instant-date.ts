import { type Lang, LOCALES } from '../domain/languages.ts';
import { madePerLanguage } from '../domain/made-on-first-use.ts';
import { TIME_ZONE } from '../domain/time-zone.ts';

/** Day, month and year in Mumbai, e.g. '12 Nov 2026'. Apart from src/lib/dates.ts so the cards that show it do not load the rest. */
export const dateFormat = madePerLanguage(
  (lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }),
);

/** An instant (ISO) as its Mumbai date, e.g. '12 Nov 2026' (when a listing was verified or confirmed); the raw text if it is not a date. */
export function formatInstantDate(iso: string, lang: Lang = 'en'): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : dateFormat(lang).format(at);
}
