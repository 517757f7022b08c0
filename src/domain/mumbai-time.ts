/** Mumbai's dates and clock times without zod, so pages that only show a date load no form rules. */

import { madeOnFirstUse } from './made-on-first-use.ts';
import { TIME_ZONE } from './time-zone.ts';

const ymd = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today's date in Mumbai as YYYY-MM-DD, whatever the device's time zone. */
export function todayInKolkata(now: Date): string {
  return ymd().format(now);
}

const hm = madeOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** The time of day in Mumbai as HH:MM, the form a booking's time is stored in (so the two compare as text). */
export function clockInKolkata(now: Date): string {
  return hm().format(now);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** Milliseconds since the epoch of a booking's date and time in Mumbai (UTC+05:30, no DST). */
export function bookingInstant(bookingDate: string, bookingTime: string): number {
  return Date.parse(`${bookingDate}T${bookingTime}:00+05:30`);
}
