import type { MessageId } from '@lingui/core';
import type { BookingStatus } from '../../domain/booking.ts';

/** A booking status as an admin reads it; the value sent to the API stays the status itself. */
export const STATUS_MESSAGES: Record<BookingStatus, MessageId> = {
  pending: 'admin.status.pending',
  confirmed: 'admin.status.confirmed',
  cancelled: 'admin.status.cancelled',
};
