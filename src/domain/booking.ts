import { z } from 'zod';
import { nextCursorSchema } from './page.ts';
import { bookingInstant, isRealDate, CLOCK_TIME } from './mumbai-time.ts';
import { PROPERTY_TYPES, type PropertyType } from './property-kinds.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export * from './mumbai-time.ts';

const bookingDateField = z.string({ error: 'dateTimeRequired' }).min(1, 'dateTimeRequired').refine(isRealDate, 'dateInvalid');

/** The date may not be earlier than today in Mumbai (both YYYY-MM-DD, so they compare as text). */
export function isBeforeToday(bookingDate: string, today: string): boolean {
  return bookingDate < today;
}

const bookVisitFields = (bookingDate: z.ZodType<string, string>) =>
  z.object({
    propertyId: z.string({ error: 'propertyNotFound' }).min(1, 'propertyNotFound'),
    bookingDate,
    bookingTime: z.string({ error: 'dateTimeRequired' }).min(1, 'dateTimeRequired').regex(CLOCK_TIME, 'timeInvalid'),
    pickup: z.boolean({ error: 'pickupInvalid' }).optional().default(false),
  });

/** POST /api/property/bookvisit's body; the route checks the date against its own today (`isBeforeToday`). */
export const bookVisitSchema = bookVisitFields(bookingDateField);

/** The booking form on a given day in Mumbai: date and time required, the date not earlier than today. */
export function makeBookVisitSchema(today: string) {
  return bookVisitFields(bookingDateField.refine((d) => !isBeforeToday(d, today), 'dateInPast'));
}

/** Pickup is chargeable and offered for sale listings only. */
export function pickupAllowed(type: PropertyType): boolean {
  return type === 'sale';
}

export function isUpcoming(b: { bookingDate: string; bookingTime: string }, now: Date): boolean {
  return bookingInstant(b.bookingDate, b.bookingTime) > now.getTime();
}

/** The badge: 'Upcoming' for confirmed and upcoming, 'Pending' for pending. */
export function bookingBadge(b: { status: BookingStatus; bookingDate: string; bookingTime: string }, now: Date): 'Upcoming' | 'Pending' | null {
  if (b.status === 'pending') return 'Pending';
  if (b.status === 'confirmed' && isUpcoming(b, now)) return 'Upcoming';
  return null;
}

/** A booking as the API lists it, with what a card shows of its listing (null once the listing is deleted) and booker. */
export const bookingSchema = z
  .object({
    _id: z.string(),
    property: z
      .object({ _id: z.string(), propertyName: z.string(), address: z.string(), location: z.string(), price: z.number(), type: z.enum(PROPERTY_TYPES) })
      .nullable(),
    user: z.object({ _id: z.string(), name: z.string() }).nullable(),
    bookingDate: z.string(),
    bookingTime: z.string(),
    pickup: z.boolean(),
    status: z.enum(BOOKING_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

/** A page of the signed-in user's bookings, soonest first, with the two figures My Bookings shows over all of them. */
export const myBookingsPageSchema = z
  .object({
    bookings: z.array(bookingSchema),
    nextCursor: nextCursorSchema,
    /** Pending and confirmed bookings in all: the Total Bookings figure. */
    total: z.number().int(),
    /** Those whose date and time are still ahead: the Upcoming Visits figure. */
    upcoming: z.number().int(),
  })
  .meta({ id: 'MyBookingsPage' });
export type MyBookingsPage = z.infer<typeof myBookingsPageSchema>;
