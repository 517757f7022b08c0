import { type VisitHours, visitHoursNamed } from '../../domain/visit-hours.ts';
import type { Translator } from '../../i18n/translator.ts';

/**
 * When visits can be booked, in the reader's language: each names the days and the parts of the day its own way, and
 * the English reads as the server's out-of-hours refusal does.
 */
export function visitHoursLine(hours: VisitHours, { lang, t }: Translator): string {
  const named = visitHoursNamed(hours, lang);
  const days =
    named.span === 'every' ? t('booking.everyDay') : named.span === 'run' ? t('booking.dayRange', { first: named.first, last: named.last }) : named.list;
  return t('booking.hours', { days, opens: named.opens, closes: named.closes, minutes: named.minutes });
}
