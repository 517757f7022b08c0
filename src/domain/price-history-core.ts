/** Price history rules without zod: the list's first load shows drops with these; price-history.ts adds the schemas. */

/** One price a listing asked from a date on (ISO). */
export interface PricePoint {
  date: string;
  price: number;
}

/** The listing's latest price drop: when (ISO) and by how much, in whole percent (negative). */
export interface LastPriceDrop {
  date: string;
  percent: number;
}

export interface PriceStory {
  first: PricePoint;
  /** The price asked now, and since when; absent while the first price still stands. */
  current?: PricePoint;
  /** Change from the first price to the current one, in whole percent (negative for a drop). */
  percent: number;
}

/** Whole-percent change from one price to another, rounded away from zero only past .5 (−7.4 is −7). */
export function percentChange(from: number, to: number): number {
  if (from <= 0) return 0;
  return Math.round(((to - from) / from) * 100);
}

/** What the history line says: listed at the first price, and the current one when it differs. */
export function priceStory(points: readonly PricePoint[]): PriceStory | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (points.length === 1 || last.price === first.price) {
    return points.length === 1 ? { first, percent: 0 } : { first, current: last, percent: 0 };
  }
  return { first, current: last, percent: percentChange(first.price, last.price) };
}

const DAY_MS = 86_400_000;

/** A card tells of a drop for this long after it. */
export const RECENT_DROP_DAYS = 30;

/** The drop a card shows: the last one, if it came within the last 30 days and is a whole percent at least. */
export function recentPriceDrop(drop: LastPriceDrop | undefined, now: Date): LastPriceDrop | null {
  if (!drop || drop.percent >= 0) return null;
  const at = Date.parse(drop.date);
  if (Number.isNaN(at) || now.getTime() - at > RECENT_DROP_DAYS * DAY_MS) return null;
  return drop;
}

/** Whole days from the first listing to now (0 on the day itself; never negative for a clock slightly behind). */
export function daysListed(listedAt: string, now: Date): number {
  const at = Date.parse(listedAt);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}
