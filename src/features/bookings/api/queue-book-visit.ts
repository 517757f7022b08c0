import type { Property } from '#src/domain/property.ts';
import { queueAction } from '#src/offline/outbox/index.ts';
import type { BookVisitRequest } from './book-visit.ts';

/**
 * A booking made offline: the same request the form would send, with the same Idempotency-Key, kept in
 * the outbox. The listing's name and place travel with it so My bookings can show what is waiting.
 */
export function queueBookVisit(
  userId: string,
  request: BookVisitRequest,
  idempotencyKey: string,
  property: Pick<Property, 'propertyName' | 'location'>,
): Promise<void> {
  return queueAction({
    kind: 'booking',
    userId,
    method: 'POST',
    path: '/api/property/bookvisit',
    body: request,
    idempotencyKey,
    details: {
      propertyId: request.propertyId,
      propertyName: property.propertyName,
      location: property.location,
      bookingDate: request.bookingDate,
      bookingTime: request.bookingTime,
      pickup: request.pickup,
    },
  });
}
