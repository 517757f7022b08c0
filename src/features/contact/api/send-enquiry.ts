import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '../../../domain/enquiry.ts';
import { api } from '../../../lib/api-client.ts';

export function sendEnquiry(input: EnquiryInput) {
  return api<{ message: string }>('/api/property/contactus', { method: 'POST', body: input });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
