import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../domain/answers.ts';
import { api } from '../../../lib/api-client.ts';
import { myBookingsQueryOptions } from './get-bookings.ts';

export function cancelBooking(bookingId: string): Promise<unknown> {
  return api<MessageAnswer>('/api/property/deletebooking', { method: 'POST', body: { bookingId } });
}

/** SPEC section 4: a cancelled booking leaves the user's list at once. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (_answer, bookingId) => {
      qc.setQueryData(myBookingsQueryOptions.queryKey, (list) => list?.filter((b) => b._id !== bookingId));
    },
  });
}
