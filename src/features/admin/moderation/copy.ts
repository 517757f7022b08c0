import type { ModerationAction } from '../../../domain/moderation.ts';
import { REPORT_REASON_LABELS } from '../../../domain/report-reasons.ts';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Every word of the Reports and Listings tabs and a listing's moderation view (issue 20). */
export const moderationCopy = {
  tabs: { label: 'Dashboard sections', overview: 'Users and bookings', reports: 'Reports', listings: 'Listings' },
  reasons: REPORT_REASON_LABELS,
  when: (iso: string) => when.format(new Date(iso)),
  reports: {
    heading: 'Reported listings',
    loading: 'Loading reports',
    loadFailed: 'Could not load reports.',
    none: 'No open reports',
    count: (n: number) => `${n} open ${n === 1 ? 'report' : 'reports'}`,
    by: (name: string | undefined, at: string) => `${name ?? 'Deleted user'}, ${at}`,
  },
  listings: {
    heading: 'Listings',
    search: 'Search listings',
    searchPlaceholder: 'Name, location or owner e-mail',
    loading: 'Loading listings',
    loadFailed: 'Could not load listings.',
    none: 'No listings yet',
    empty: 'No listings match your search.',
    loadMore: 'Load more listings',
    loadingMore: 'Loading more...',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'listing' : 'listings'}`,
    name: 'Listing',
    owner: 'Owner',
    created: 'Created',
    confirmed: 'Last confirmed',
    reportsColumn: 'Open reports',
    status: 'Status',
    hidden: 'Hidden',
    listed: 'Listed',
  },
  review: (name: string) => `Review ${name}`,
  reviewShort: 'Review',
  panel: {
    close: 'Close',
    loading: 'Loading listing',
    loadFailed: 'Could not load this listing.',
    owner: (name: string, email: string) => `Owner: ${name} (${email})`,
    hiddenBecause: (reason: string) => `Hidden: ${reason}`,
    openReports: 'Open reports',
    noReports: 'No open reports.',
    hideReason: 'Reason for hiding (the owner sees this)',
    hide: 'Hide listing',
    restore: 'Restore listing',
    dismiss: 'Dismiss reports',
    verify: 'Mark verified by our agent',
    unverify: 'Remove verification',
    verifiedOn: (at: string) => `Verified by our agent on ${at}`,
    busy: 'Saving...',
    history: 'Moderation history',
    noHistory: 'No moderation actions yet.',
    failed: 'That did not work. Please try again.',
    entry: (action: ModerationAction, admin: string | undefined, at: string) => `${ACTION_WORDS[action]} by ${admin ?? 'a deleted admin'}, ${at}`,
  },
} as const;

const ACTION_WORDS: Record<ModerationAction, string> = {
  hide: 'Hidden',
  restore: 'Restored',
  'dismiss-reports': 'Reports dismissed',
  verify: 'Verified',
  unverify: 'Verification removed',
};
