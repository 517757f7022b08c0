/** The owner's view of a listing without zod: My Properties draws with these; owner-activity.ts adds the schema. */
import { type Freshness, isStale, isUnlisted } from './freshness-core.ts';

/** How many days of views the owner's answer carries, today included. */
export const VIEW_DAYS = 14;

/** Where a listing stands, as its owner sees it. */
export const LISTING_STATES = ['listed', 'stale', 'unlisted', 'hidden'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export interface DayViews {
  /** Mumbai's date, YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface OwnerActivity {
  state: ListingState;
  /**
   * For a listed or stale listing: when it leaves the search unless its owner confirms it (ISO); null otherwise. A
   * stale listing is "waiting for confirmation by" this date.
   */
  confirmBy: string | null;
  /** Views per day over the last VIEW_DAYS days, oldest first; a day nobody looked is 0. */
  views: DayViews[];
  /** All views ever counted. */
  viewsTotal: number;
  /** Wishlists that hold it. */
  saves: number;
  /** Visits booked and not cancelled. */
  visits: number;
}

/** The last `days` Mumbai dates up to `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, days = VIEW_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Where a listing stands for its owner: hidden by a moderator; unlisted (not confirmed for `unlistDays`, out of search
 * until confirmed); stale (not confirmed for `staleDays`: waiting for confirmation); else listed. `confirmBy` is when a
 * listing still in search leaves it unless confirmed.
 */
export function ownerListingState(listing: { hidden: boolean; confirmedAt: Date }, now: Date, f: Freshness): { state: ListingState; confirmBy: string | null } {
  const confirmedAt = listing.confirmedAt.toISOString();
  if (listing.hidden) return { state: 'hidden', confirmBy: null };
  if (isUnlisted({ confirmedAt }, now, f)) return { state: 'unlisted', confirmBy: null };
  const confirmBy = new Date(listing.confirmedAt.getTime() + f.unlistDays * 86_400_000).toISOString();
  return { state: isStale({ confirmedAt }, now, f) ? 'stale' : 'listed', confirmBy };
}
