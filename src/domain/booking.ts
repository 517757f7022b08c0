import { z } from 'zod';
import type { PropertyType } from './property.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TIME_ZONE = 'Asia/Kolkata';
export const DATE_TIME_REQUIRED = 'Please select a date and time';
export const DATE_IN_PAST = 'The date cannot be earlier than today';

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Mumbai as YYYY-MM-DD, whatever the device's time zone. */
export function todayInKolkata(now: Date): string {
  return ymd.format(now);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** SPEC section 5: date and time required, the date not earlier than today (in Mumbai). */
export function makeBookVisitSchema(today: string) {
  return z.object({
    propertyId: z.string({ error: 'Property not found.' }).min(1, 'Property not found.'),
    bookingDate: z
      .string({ error: DATE_TIME_REQUIRED })
      .min(1, DATE_TIME_REQUIRED)
      .refine(isRealDate, 'Enter a valid date')
      .refine((d) => d >= today, DATE_IN_PAST),
    bookingTime: z.string({ error: DATE_TIME_REQUIRED }).min(1, DATE_TIME_REQUIRED).regex(TIME, 'Enter a valid time'),
    pickup: z.boolean({ error: 'Pickup must be true or false' }).optional().default(false),
  });
}
export type BookVisitInput = z.input<ReturnType<typeof makeBookVisitSchema>>;

/** Pickup is chargeable and offered for sale listings only. */
export function pickupAllowed(type: PropertyType): boolean {
  return type === 'sale';
}

/** Milliseconds since the epoch of a booking's date and time in Mumbai (UTC+05:30, no DST). */
export function bookingInstant(bookingDate: string, bookingTime: string): number {
  return Date.parse(`${bookingDate}T${bookingTime}:00+05:30`);
}

export function isUpcoming(b: { bookingDate: string; bookingTime: string }, now: Date): boolean {
  return bookingInstant(b.bookingDate, b.bookingTime) > now.getTime();
}

/** SPEC section 4: 'Upcoming' for confirmed and upcoming, 'Pending' for pending. */
export function bookingBadge(b: { status: BookingStatus; bookingDate: string; bookingTime: string }, now: Date): 'Upcoming' | 'Pending' | null {
  if (b.status === 'pending') return 'Pending';
  if (b.status === 'confirmed' && isUpcoming(b, now)) return 'Upcoming';
  return null;
}

export interface Booking {
  _id: string;
  property: { _id: string; propertyName: string; address: string; location: string; price: number; type: PropertyType } | null;
  user: { _id: string; name: string } | null;
  bookingDate: string;
  bookingTime: string;
  pickup: boolean;
  status: BookingStatus;
  createdAt: string;
}
