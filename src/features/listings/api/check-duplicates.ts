import { useMutation } from '@tanstack/react-query';
import type { DuplicateCheckAnswer } from '#src/domain/duplicates.ts';
import { api } from '#src/lib/api-client.ts';
import { type NewListing, toFormData } from './create-property.ts';

/** POST /api/property/duplicate-check: the same form as the upload; the listed homes it looks like. Stores nothing. */
export function useCheckDuplicates() {
  return useMutation({
    mutationFn: (listing: NewListing) => api<DuplicateCheckAnswer>('/api/property/duplicate-check', { method: 'POST', body: toFormData(listing) }),
  });
}
