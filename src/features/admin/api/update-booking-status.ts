import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingsPage } from '#src/domain/admin.ts';
import type { BookingAnswer } from '#src/domain/answers.ts';
import type { BookingStatus } from '#src/domain/booking.ts';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

export function updateBookingStatus(id: string, status: BookingStatus): Promise<unknown> {
  return api<BookingAnswer>(`/api/admin/update-booking-status/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

/** The row changes only once the server has agreed; a failure is logged and changes nothing. */
export function useUpdateBookingStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) => updateBookingStatus(id, status),
    onSuccess: (_answer, { id, status }) => {
      // The row may be on a page of several searches: each shows the new status.
      qc.setQueriesData<InfiniteData<AdminBookingsPage>>({ queryKey: adminKeys.bookings }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, bookings: page.bookings.map((b) => (b._id === id ? { ...b, status } : b)) })) } : data,
      );
    },
    onError: (err, { id, status }) => console.error(`Failed to set booking ${id} to ${status}`, err),
  });
}
