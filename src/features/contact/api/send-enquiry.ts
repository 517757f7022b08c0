import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import type { EnquiryInput } from '#src/domain/enquiry.ts';
import { api } from '#src/lib/api-client.ts';

/** The key lets a lost answer's retry (or the offline queue) send the same enquiry without mailing the agent twice. */
export function sendEnquiry({ input, idempotencyKey }: { input: EnquiryInput; idempotencyKey: string }) {
  return api<MessageAnswer>('/api/property/contactus', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
