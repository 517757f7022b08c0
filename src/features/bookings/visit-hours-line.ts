import type { VisitHours } from '../../domain/visit-hours.ts';
import { formatVisitTime } from '../../domain/visit-time.ts';
import type { Translator } from '../../i18n/translator.ts';

// 22 November 2026 was a Sunday: day d of the week is 22 + d November.
const weekday = (locale: string, day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22 + day));

/**
 * When visits can be booked, in the reader's language: each names the days and the parts of the day its own way, and
 * the English reads as the server's out-of-hours refusal does.
 */
export function visitHoursLine(hours: VisitHours, { lang, locale, t }: Translator): string {
  const sorted = [...new Set(hours.days)].sort((a, b) => a - b);
  const names = sorted.map((d) => weekday(locale, d));
  const inARow = sorted.length > 2 && (sorted.at(-1) ?? 0) - (sorted[0] ?? 0) === sorted.length - 1;
  const days =
    sorted.length === 7
      ? t('booking.everyDay')
      : inARow
        ? t('booking.dayRange', { first: names[0], last: names.at(-1) })
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return t('booking.hours', {
    days,
    opens: formatVisitTime(hours.opens, lang),
    closes: formatVisitTime(hours.closes, lang),
    minutes: hours.slotMinutes,
  });
}
