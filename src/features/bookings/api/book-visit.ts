import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingAnswer } from '#src/domain/answers.ts';
import type { bookVisitSchema } from '#src/domain/booking.ts';
import { api, ApiError } from '#src/lib/api-client.ts';
import { myBookingsQueryOptions } from './get-bookings.ts';

export type BookVisitRequest = z.output<typeof bookVisitSchema>;

export function bookVisit(request: BookVisitRequest, idempotencyKey: string): Promise<unknown> {
  return api<BookingAnswer>('/api/property/bookvisit', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Only a lost connection is retried: the idempotency key makes the repeat safe, and a 4xx would only repeat itself. */
const MAX_NETWORK_RETRIES = 2;

export function useBookVisit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookVisitRequest; idempotencyKey: string }) => bookVisit(request, idempotencyKey),
    retry: (failures, err) => failures < MAX_NETWORK_RETRIES && err instanceof ApiError && err.status === 0,
    onSuccess: () => qc.invalidateQueries({ queryKey: myBookingsQueryOptions.queryKey }),
  });
}
