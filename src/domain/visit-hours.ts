import { z } from 'zod';
import { bookingInstant } from './booking.ts';
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

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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

/** 'Monday to Saturday', or 'Monday, Wednesday and Friday' when the days do not run in a row. */
function dayRange(days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted.at(-1) ?? 0;
  const names = sorted.map((d) => DAY_NAMES[d] ?? '');
  if (sorted.length === 7) return 'every day';
  if (sorted.length > 2 && last - first === sorted.length - 1) return `${names[0]} to ${names.at(-1)}`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The server's 400 and the form's error: what times are open, in words. */
export function outsideVisitHoursMessage(hours: VisitHours): string {
  return `Visits can be booked ${dayRange(hours.days)}, ${formatVisitTime(hours.opens)} to ${formatVisitTime(hours.closes)} (Mumbai time), in ${hours.slotMinutes}-minute slots`;
}
