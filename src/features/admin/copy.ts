import type { BookingStatus } from '../../domain/booking.ts';

/** Every word the Admin Dashboard shows (SPEC section 2). */
export const adminCopy = {
  title: 'Admin Dashboard',
  subtitle: 'Everyone on Mumbai Homes and every visit they booked.',
  stats: {
    label: 'Site totals',
    users: 'Total Users',
    properties: 'Total Properties',
    bookings: 'Total Bookings',
  },
  users: {
    heading: 'Users',
    search: 'Search users',
    searchPlaceholder: 'Name, email or contact',
    name: 'Name',
    email: 'Email',
    contact: 'Contact',
    loading: 'Loading users',
    loadFailed: 'Could not load users.',
    empty: 'No users match your search.',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} users`,
  },
  bookings: {
    heading: 'Bookings',
    search: 'Search bookings',
    searchPlaceholder: 'User, property, date or status',
    user: 'User',
    property: 'Property',
    date: 'Date',
    time: 'Time',
    status: 'Status',
    loading: 'Loading bookings',
    loadFailed: 'Could not load bookings.',
    empty: 'No bookings match your search.',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} bookings`,
    unknownUser: 'Deleted user',
    removedListing: 'Listing removed',
    statusFor: (user: string, property: string, date: string) => `Status of ${user}'s visit to ${property} on ${date}`,
  },
  statusLabels: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' } satisfies Record<BookingStatus, string>,
  retry: 'Try again',
} as const;
