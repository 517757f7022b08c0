/** Listing freshness without zod: the list's first load judges cards with these; freshness.ts adds the schema. */

export interface Freshness {
  staleDays: number;
  remindDays: number;
  unlistDays: number;
}

export const DEFAULT_FRESHNESS: Freshness = { staleDays: 30, remindDays: 38, unlistDays: 45 };

const DAY_MS = 24 * 60 * 60 * 1000;

export const MAY_BE_GONE = 'May no longer be available';
export const LISTING_CONFIRMED = 'Thanks: your listing is confirmed as available';

function ageMs(confirmedAt: string, now: Date): number {
  return now.getTime() - Date.parse(confirmedAt);
}

/** Not confirmed for `staleDays`: the card and the page say it may be gone. */
export function isStale(listing: { confirmedAt: string }, now: Date, f: Freshness): boolean {
  return ageMs(listing.confirmedAt, now) >= f.staleDays * DAY_MS;
}

/** Not confirmed for `unlistDays`: out of search and lists until its owner confirms it. */
export function isUnlisted(listing: { confirmedAt: string }, now: Date, f: Freshness): boolean {
  return ageMs(listing.confirmedAt, now) >= f.unlistDays * DAY_MS;
}

/** The newest confirmation that leaves a listing unlisted at `now` (the SQL side of isUnlisted). */
export function unlistCutoff(now: Date, f: Freshness): Date {
  return new Date(now.getTime() - f.unlistDays * DAY_MS);
}

/** The newest confirmation that makes a reminder due at `now`. */
export function remindCutoff(now: Date, f: Freshness): Date {
  return new Date(now.getTime() - f.remindDays * DAY_MS);
}
