import { bookingInstant, TIME_ZONE } from '../domain/booking.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** A YYYY-MM-DD day the Indian way, e.g. 'Tue, 24 Nov 2026'; the raw text if it is not a date. */
export function formatDay(ymd: string): string {
  // Noon in Mumbai: far from midnight, so the calendar day is the same in any rendering.
  const instant = bookingInstant(ymd, '12:00');
  return Number.isNaN(instant) ? ymd : dateFormat.format(instant);
}

/** An HH:MM clock time the Indian way, e.g. '4:30 pm'; the raw text if it is not a time. */
export function formatClock(hhmm: string): string {
  const instant = bookingInstant('2000-01-01', hhmm);
  return Number.isNaN(instant) ? hhmm : timeFormat.format(instant);
}
