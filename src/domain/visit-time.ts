import { type Lang, LOCALES } from './languages.ts';
import { madePerLanguage } from './made-on-first-use.ts';

/** How a visit's date and time read in India: "Wednesday, 25 November 2026" at "2:05 pm"; in Hindi "बुधवार, 25 नवंबर 2026" at "दोपहर 2:05". */

// Dates and times of a booking are already Mumbai wall-clock values; format them as UTC so the device's zone never shifts them.
function formats(lang: Lang) {
  const locale = LOCALES[lang];
  return {
    date: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    // English keeps the spec's "2:05 pm"; Hindi and Marathi name the part of the day (सुबह, दोपहर; सकाळ, दुपार), not am/pm.
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...(lang === 'en' ? {} : { dayPeriod: 'short' }) }),
    shortDate: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
}

const FORMATS = madePerLanguage(formats);

/** '2026-11-25' -> 'Wednesday, 25 November 2026'. */
export function formatVisitDate(bookingDate: string, lang: Lang = 'en'): string {
  const d = new Date(`${bookingDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? bookingDate : FORMATS(lang).date.format(d);
}

/** '14:05' -> '2:05 pm'. */
export function formatVisitTime(bookingTime: string, lang: Lang = 'en'): string {
  const d = new Date(`1970-01-01T${bookingTime}:00Z`);
  return Number.isNaN(d.getTime()) ? bookingTime : FORMATS(lang).time.format(d);
}

/** '2026-11-25' -> 'Wed 25 Nov': a notification's few words. */
export function formatVisitDateShort(bookingDate: string, lang: Lang = 'en'): string {
  const d = new Date(`${bookingDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? bookingDate : FORMATS(lang).shortDate.format(d).replace(',', '');
}
