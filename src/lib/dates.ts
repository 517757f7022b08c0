import { bookingInstant } from '../domain/mumbai-time.ts';
import { TIME_ZONE } from '../domain/time-zone.ts';
import { dateFormat } from './instant-date.ts';
import { type Lang, LOCALES } from '../domain/languages.ts';
import { madePerLanguage } from '../domain/made-on-first-use.ts';

const dayFormat = madePerLanguage(
  (lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
);

/**
 * A YYYY-MM-DD day in the short Indian form cards and tables have room for, e.g. 'Tue, 24 Nov, 2026' (Hindi
 * 'मंगल, 24 नव॰ 2026'; the long form and clock times are src/domain/visit-time.ts, shared with the e-mails); the raw text
 * if it is not a date.
 */
export function formatDay(ymd: string, lang: Lang = 'en'): string {
  // Noon in Mumbai: far from midnight, so the calendar day is the same whatever the device's zone.
  const instant = bookingInstant(ymd, '12:00');
  return Number.isNaN(instant) ? ymd : dayFormat(lang).format(instant);
}

/** A YYYY-MM-DD day that is not about a weekday (when a source was published), e.g. '12 Sept 2025'; the raw text if it is not a date. */
export function formatDate(ymd: string, lang: Lang = 'en'): string {
  const instant = bookingInstant(ymd, '12:00');
  return Number.isNaN(instant) ? ymd : dateFormat(lang).format(instant);
}

const dayMonthFormat = madePerLanguage((lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, day: 'numeric', month: 'short' }));

/** An instant (ISO) as its Mumbai day and month, e.g. '3 Oct' (Hindi '3 अक्टू॰'); the raw text if it is not a date. */
export function formatDayMonth(iso: string, lang: Lang = 'en'): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : dayMonthFormat(lang).format(at);
}
