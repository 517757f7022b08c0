import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import type { ReportListingInput } from '#src/domain/report.ts';
import { api } from '#src/lib/api-client.ts';

/** POST /api/property/report/{id}. */
export function reportListing(propertyId: string, input: ReportListingInput): Promise<MessageAnswer> {
  return api<MessageAnswer>(`/api/property/report/${encodeURIComponent(propertyId)}`, { method: 'POST', body: input });
}

export function useReportListing(propertyId: string) {
  return useMutation({ mutationFn: (input: ReportListingInput) => reportListing(propertyId, input) });
}
