import { z } from 'zod';
import { BOOKING_STATUSES } from './booking.ts';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const BOOKING_ID_REQUIRED = 'Booking id is required';
/** A visit today at a time already gone in Mumbai (the date rule alone would let it through). */
export const TIME_PASSED = 'Please select a time later than now';
/** The server's 403, and what the booking page says to an owner who opens it for their own listing. */
export const OWN_PROPERTY = 'You cannot book a visit to your own property';
export const STATUS_INVALID = 'Status must be pending, confirmed or cancelled';

/** POST /api/property/deletebooking */
export const cancelBookingSchema = z.object({
  bookingId: z.string({ error: BOOKING_ID_REQUIRED }).min(1, BOOKING_ID_REQUIRED),
});

/** PATCH /api/admin/update-booking-status/{id}: an admin may set any of the three, in any order. */
export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: STATUS_INVALID }),
});
