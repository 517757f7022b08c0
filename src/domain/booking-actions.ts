import { z } from 'zod';
import { BOOKING_STATUSES } from './booking.ts';

/** POST /api/property/deletebooking */
export const cancelBookingSchema = z.object({
  bookingId: z.string({ error: 'bookingIdRequired' }).min(1, 'bookingIdRequired'),
});

/** PATCH /api/admin/update-booking-status/{id}: an admin may set any of the three, in any order. */
export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'bookingStatusInvalid' }),
});
