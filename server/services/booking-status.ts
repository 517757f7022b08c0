import type { Booking, BookingStatus } from '../../src/domain/booking.ts';
import type { AppDeps } from '../deps.ts';
import { queueBookingNotice } from './booking-notice.ts';
import { setBookingStatus } from './bookings.ts';
import { bookingStatusMail } from './mail-messages.ts';
import type { WorkLog } from './work-log.ts';

/** An admin confirms or cancels a visit; a real change is mailed and pushed to the visitor. */
export async function changeBookingStatus(deps: AppDeps, bookingId: string, status: BookingStatus, log: WorkLog): Promise<Booking> {
  const { booking, visit, changed } = await setBookingStatus(deps.database.db, bookingId, status);
  if (changed && visit) {
    await deps.mailer.send(bookingStatusMail(visit, status));
    await queueBookingNotice(deps, booking, visit.propertyName).catch((err: unknown) => log.error({ err }, 'booking notification not queued'));
  }
  return booking;
}
