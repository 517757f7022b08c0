import { z } from 'zod';
import { bookingInstant } from './booking.ts';
import type { ErrorValues } from './error-codes.ts';
import { type Lang, LOCALES } from './languages.ts';
import { formatVisitTime } from './visit-time.ts';

/**
 * When the agent can show a listing, in Mumbai wall-clock time: visits start every `slotMinutes` from `opens`, and the
 * last one ends by `closes`. Days are 0 = Sunday ... 6 = Saturday. The server's settings (server/config.ts) reach the
 * booking form through GET /api/site; both sides judge a slot with the functions below.
 */
export const visitHoursSchema = z.object({
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  slotMinutes: z.number().int().min(5).max(240),
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
});
export type VisitHours = z.infer<typeof visitHoursSchema>;

/** Monday to Saturday, 9:30 am to 7:30 pm, in 30-minute slots (decision 0037). */
export const DEFAULT_VISIT_HOURS: VisitHours = { opens: '09:30', closes: '19:30', slotMinutes: 30, days: [1, 2, 3, 4, 5, 6] };

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every slot's start time ('09:30', '10:00', ... '19:00' by default). */
export function visitSlots(hours: VisitHours): string[] {
  const slots: string[] = [];
  for (let m = minutesOf(hours.opens); m + hours.slotMinutes <= minutesOf(hours.closes); m += hours.slotMinutes) slots.push(timeOf(m));
  return slots;
}

/** Whether visits happen on this YYYY-MM-DD (a calendar date, so its weekday is read in UTC). */
export function isVisitDay(bookingDate: string, hours: VisitHours): boolean {
  return hours.days.includes(new Date(`${bookingDate}T00:00:00Z`).getUTCDay());
}

/** The one rule: a working day and one of its slots. */
export function isInVisitHours(visit: { bookingDate: string; bookingTime: string }, hours: VisitHours): boolean {
  return isVisitDay(visit.bookingDate, hours) && visitSlots(hours).includes(visit.bookingTime);
}

/** The slots still ahead on a date (all of them on a later day, none on a closed day or a past one). */
export function slotsOpenOn(bookingDate: string, hours: VisitHours, now: Date): string[] {
  if (!isVisitDay(bookingDate, hours)) return [];
  return visitSlots(hours).filter((time) => bookingInstant(bookingDate, time) > now.getTime());
}

/** The hours as an error's values, data only: the days as '1,2,3,4,5,6', the times as HH:MM (Mumbai wall clock). */
export function visitHoursValues(hours: VisitHours): ErrorValues {
  return { days: [...new Set(hours.days)].sort((a, b) => a - b).join(','), opens: hours.opens, closes: hours.closes, minutes: hours.slotMinutes };
}

// 22 November 2026 was a Sunday: day d of the week is 22 + d November.
const weekday = (lang: Lang, day: number) => new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22 + day));

/**
 * The values of an out-of-hours refusal in a language's words, for its catalogue message: the day names and times from
 * Intl, and whether the days are every day, a run ('Monday to Saturday') or a list ('Monday, Wednesday and Friday').
 * Undefined for values that are not visit hours.
 */
export function visitHoursWords(values: ErrorValues, lang: Lang): ErrorValues | undefined {
  const parsed = visitHoursSchema.safeParse({
    days: String(values.days ?? '')
      .split(',')
      .map(Number),
    opens: values.opens,
    closes: values.closes,
    slotMinutes: values.minutes,
  });
  if (!parsed.success) return undefined;
  return visitHoursNamed(parsed.data, lang);
}

/** Visit hours named in a language: the day names and times from Intl, and whether the days are every day, a run or a list. */
export type NamedVisitHours = {
  span: 'every' | 'run' | 'list';
  first: string;
  last: string;
  list: string;
  opens: string;
  closes: string;
  minutes: number;
};

export function visitHoursNamed(hours: VisitHours, lang: Lang): NamedVisitHours {
  const sorted = [...new Set(hours.days)].sort((a, b) => a - b);
  const names = sorted.map((d) => weekday(lang, d));
  const inARow = sorted.length > 2 && (sorted.at(-1) ?? 0) - (sorted[0] ?? 0) === sorted.length - 1;
  return {
    span: sorted.length === 7 ? 'every' : inARow ? 'run' : 'list',
    first: names[0] ?? '',
    last: names.at(-1) ?? '',
    list: new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(names),
    opens: formatVisitTime(hours.opens, lang),
    closes: formatVisitTime(hours.closes, lang),
    minutes: hours.slotMinutes,
  };
}
