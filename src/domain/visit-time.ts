/** How a visit's date and time read in India (en-IN): "Wednesday, 25 November 2026" at "2:05 pm". */

// Dates and times of a booking are already Mumbai wall-clock values; format them as UTC so the device's zone never shifts them.
const dateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** '2026-11-25' -> 'Wednesday, 25 November 2026'. */
export function formatVisitDate(bookingDate: string): string {
  const d = new Date(`${bookingDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? bookingDate : dateFormat.format(d);
}

/** '14:05' -> '2:05 pm'. */
export function formatVisitTime(bookingTime: string): string {
  const d = new Date(`1970-01-01T${bookingTime}:00Z`);
  return Number.isNaN(d.getTime()) ? bookingTime : timeFormat.format(d);
}

const shortDateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-25' -> 'Wed 25 Nov': a notification's few words. */
export function formatVisitDateShort(bookingDate: string): string {
  const d = new Date(`${bookingDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? bookingDate : shortDateFormat.format(d).replace(',', '');
}
