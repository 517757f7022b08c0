import { z } from 'zod';
import { BOOKING_STATUSES, type Booking } from '../../src/domain/booking.ts';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { findUserById } from './accounts.ts';
import { pushToUser } from './push-delivery.ts';
import { bookingStatusNotification } from './push-messages.ts';

/** An admin changed a booking's status: the booker's browsers are told (the e-mail goes as before, from the route). */
export const bookingNoticeJob = defineJob(
  'booking-notice',
  z.object({
    userId: z.string(),
    bookingId: z.string(),
    bookingDate: z.string(),
    bookingTime: z.string(),
    status: z.enum(BOOKING_STATUSES),
    propertyName: z.string(),
  }),
  { retryLimit: 5, retryDelaySeconds: 30 },
);

export async function runBookingNotice(deps: AppDeps, notice: z.infer<typeof bookingNoticeJob.schema>): Promise<void> {
  const user = await findUserById(deps.database.db, notice.userId);
  if (user) await pushToUser(deps.database.db, deps.jobs, user.id, bookingStatusNotification(user.lang, notice));
}

export async function queueBookingNotice(deps: AppDeps, booking: Booking, propertyName: string): Promise<void> {
  if (!booking.user) return;
  await deps.jobs.enqueue(bookingNoticeJob, {
    userId: booking.user._id,
    bookingId: booking._id,
    bookingDate: booking.bookingDate,
    bookingTime: booking.bookingTime,
    status: booking.status,
    propertyName,
  });
}
