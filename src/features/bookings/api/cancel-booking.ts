import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { isUpcoming } from '#src/domain/booking.ts';
import { api } from '#src/lib/api-client.ts';
import { myBookingsQueryOptions } from './get-bookings.ts';

export function cancelBooking(bookingId: string): Promise<unknown> {
  return api<MessageAnswer>('/api/property/deletebooking', { method: 'POST', body: { bookingId } });
}

/** A cancelled booking leaves the user's list, and its figures, at once. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (_answer, bookingId) => {
      qc.setQueryData(myBookingsQueryOptions.queryKey, (data) => {
        const gone = data?.pages.flatMap((p) => p.bookings).find((b) => b._id === bookingId);
        if (!data || !gone) return data;
        const wasUpcoming = isUpcoming(gone, new Date());
        return {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            bookings: p.bookings.filter((b) => b._id !== bookingId),
            total: p.total - 1,
            upcoming: p.upcoming - (wasUpcoming ? 1 : 0),
          })),
        };
      });
    },
  });
}
