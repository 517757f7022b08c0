import type { EnquiryInput } from '#src/domain/enquiry.ts';
import { newIdempotencyKey } from '#src/lib/idempotency-key.ts';
import { queueAction, VISITOR } from '#src/offline/outbox/index.ts';

/** An enquiry written offline, kept in the outbox with its own Idempotency-Key so a replay reaches the agent once. */
export function queueEnquiry(userId: string | null, input: EnquiryInput, idempotencyKey = newIdempotencyKey()): Promise<void> {
  return queueAction({
    kind: 'enquiry',
    userId: userId ?? VISITOR,
    method: 'POST',
    path: '/api/property/contactus',
    body: input,
    idempotencyKey,
    details: { message: input.message },
  });
}
