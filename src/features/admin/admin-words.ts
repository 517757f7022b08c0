import type { MessageId } from '@lingui/core';
import english from 'virtual:catalogue/en/admin';
import type { BookingStatus } from '../../domain/booking.ts';
import { registerPart } from '../../i18n/translator.ts';

// The dashboard's words load with its code: no other page's first load carries them (decision 0043).
registerPart('admin', english);

/** A booking status as an admin reads it; the value sent to the API stays the status itself. */
export const STATUS_MESSAGES: Record<BookingStatus, MessageId> = {
  pending: 'admin.status.pending',
  confirmed: 'admin.status.confirmed',
  cancelled: 'admin.status.cancelled',
};
