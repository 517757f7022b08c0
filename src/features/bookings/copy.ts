import { VISIT_BOOKED } from '../../domain/messages.ts';
import type { VisitHours } from '../../domain/visit-hours.ts';

const HINDI_DAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const hindiTime = new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const clock = (time: string) => hindiTime.format(new Date(`1970-01-01T${time}:00Z`));

/** The visit hours in Hindi, beside the English rule the server states (src/domain/visit-hours.ts). */
function hoursInHindi(hours: VisitHours): string {
  const sorted = [...new Set(hours.days)].sort((a, b) => a - b);
  const days = sorted.map((d) => HINDI_DAYS[d] ?? '');
  const inARow = sorted.length > 2 && (sorted.at(-1) ?? 0) - (sorted[0] ?? 0) === sorted.length - 1;
  const span = inARow ? `${days[0]} से ${days.at(-1)}` : days.join(', ');
  return `विज़िट ${span}, ${clock(hours.opens)} से ${clock(hours.closes)} तक (मुंबई समय), ${hours.slotMinutes} मिनट के स्लॉट में।`;
}

/** Every word the Book Visit and My Bookings screens show (SPEC sections 2, 5 and 8). */
export const bookingsCopy = {
  bookVisit: {
    title: 'Book a Visit',
    subtitle: 'Pick a day and time that suits you. We will confirm it with the owner.',
    loading: 'Loading property details',
    loadFailed: 'Failed to load property details',
    retry: 'Try again',
    browse: 'Browse Properties',
    summaryHeading: 'Property',
    forSale: 'For Sale',
    forRent: 'For Rent',
    date: 'Visit date',
    time: 'Visit time',
    pickTime: 'Choose a time',
    backToListing: 'Back to the listing',
    noSlotsLeft: 'No visit times are left on this day. Please choose another day.',
    hoursHi: hoursInHindi,
    pickup: 'Pick me up (chargeable)',
    pickupHint: 'Our agent picks you up from your nearest station. We tell you the fee when we confirm the visit.',
    submit: 'Confirm Visit Booking',
    busy: 'Booking...',
    emailNote: 'A confirmation e-mail will be sent to you once your visit is booked.',
    success: VISIT_BOOKED,
    failed: 'Booking failed',
    queued: 'You are offline. Your visit is saved on this device and will be sent when you are back online.',
  },
  /** The expectations list, shown in both languages side by side. */
  expectations: {
    en: {
      heading: 'What to expect',
      items: [
        'Our agent calls you before the visit to confirm the time.',
        'The visit takes about 30 to 45 minutes, with the agent showing you around.',
        'Carry a photo ID such as Aadhaar, PAN or a passport.',
        'The visit itself is free of charge.',
      ],
    },
    hi: {
      heading: 'विज़िट में क्या होगा',
      items: [
        'विज़िट से पहले हमारे एजेंट आपको कॉल करके समय की पुष्टि करेंगे।',
        'विज़िट लगभग 30 से 45 मिनट की होती है, एजेंट आपको पूरी प्रॉपर्टी दिखाएँगे।',
        'आधार, पैन या पासपोर्ट जैसा कोई फ़ोटो पहचान पत्र साथ रखें।',
        'विज़िट पूरी तरह निःशुल्क है।',
      ],
    },
  },
  myBookings: {
    title: 'My Bookings',
    subtitle: 'Your property visits, pending and confirmed.',
    loading: 'Loading bookings',
    loadFailed: 'Failed to fetch bookings',
    retry: 'Try again',
    total: 'Total Bookings',
    upcoming: 'Upcoming Visits',
    statsLabel: 'Booking summary',
    listLabel: 'Your bookings',
    loadMore: 'Load more bookings',
    loadingMore: 'Loading more...',
    emptyTitle: 'No Bookings Yet',
    emptyText: 'Find a home you like and book a visit from its page.',
    browse: 'Browse Properties',
    badgeUpcoming: 'Upcoming',
    badgePending: 'Pending',
    date: 'Date',
    time: 'Time',
    pickup: 'Pickup',
    pickupYes: 'Requested',
    pickupNo: 'No',
    removedListing: 'Listing no longer available',
    viewProperty: 'View property',
    cancel: 'Cancel Visit',
    cancelAria: (name: string) => `Cancel visit to ${name}`,
    confirmQuestion: 'Cancel this visit?',
    confirmYes: 'Yes, cancel',
    confirmNo: 'Keep it',
    cancelling: 'Cancelling...',
    cancelled: 'Booking cancelled',
    cancelFailed: 'Failed to cancel booking',
    offline: 'You are offline. Cancelling a visit needs a connection.',
    waitingHeading: 'Waiting to be sent',
    waiting: 'Will be sent when you are back online',
    waitingBadge: 'Waiting',
    rejectedHeading: 'Not booked',
    dismiss: 'Dismiss',
  },
} as const;
