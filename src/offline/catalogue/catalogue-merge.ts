import { CATALOGUE_SHAPE } from '../../domain/catalogue-shape.ts';
import type { CatalogueResponse, StationRange, SummaryTuple } from '../../domain/catalogue-wire.ts';

/**
 * The device's copy as the page uses it: the summaries (compact tuples, newest first), the version to sync from, and
 * when; the stations they cover (null: every listing), and whether the server withheld them as more than a device
 * keeps. `refused`: the browser refused the space for every listing, so the device keeps a stretch instead.
 */
export interface StoredCatalogue {
  shape: typeof CATALOGUE_SHAPE;
  version: number;
  syncedAt: number;
  listings: SummaryTuple[];
  range: StationRange;
  withheld: boolean;
  refused?: boolean;
}

/** The copy's order: newest created first, then the greater id (the server's ORDER BY). */
export const byNewest = (a: SummaryTuple, b: SummaryTuple) => b[11] - a[11] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);

/** The listings newest first: as they are, when they come so (the server's order, a record written from the copy). */
function newestFirst(listings: SummaryTuple[]): SummaryTuple[] {
  for (let i = 1; i < listings.length; i++) {
    const a = listings[i - 1];
    const b = listings[i];
    if (a && b && byNewest(a, b) > 0) return [...listings].sort(byNewest);
  }
  return listings;
}

/** Where `t` goes among `listings` (newest first): before the first that does not come before it. */
function placeOf(listings: readonly SummaryTuple[], t: SummaryTuple): number {
  let lo = 0;
  let hi = listings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = listings[mid];
    if (at && byNewest(at, t) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const empty = (): SummaryTuple[] => [];

/**
 * The device's copy after an answer: replaced when the answer is full, else patched (removed ids out, changed ones
 * in). A patch keeps the copy's order and merges the few changed listings into it, rather than sorting 100,000 again
 * for ten.
 */
export function mergeCatalogue(before: StoredCatalogue | null, answer: CatalogueResponse, now: number): StoredCatalogue {
  const { range, withheld } = answer;
  if (answer.full || !before)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: newestFirst(answer.listings), range, withheld };
  if (!answer.listings.length && !answer.removed.length)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: before.listings, range, withheld };
  // A listing both removed and changed in one answer is kept, as its change came after.
  const changed = new Map(answer.listings.map((t) => [t[0], t]));
  const incoming = [...changed.values()].sort(byNewest);
  const dropped = new Set([...answer.removed, ...changed.keys()]);
  const held = before.listings;
  // The copy's unchanged stretches are copied whole (slice, concat): 100,000 pushes cost a slow phone 50-90 ms.
  const drops: number[] = [];
  for (let i = 0; i < held.length; i++) if (dropped.has(held[i]?.[0] ?? '')) drops.push(i);
  const places = incoming.map((t) => placeOf(held, t));
  const parts: SummaryTuple[][] = [];
  let from = 0;
  let d = 0;
  let k = 0;
  for (;;) {
    const drop = drops[d] ?? held.length;
    const place = places[k] ?? Number.POSITIVE_INFINITY;
    const cut = Math.min(drop, place);
    if (cut > from) parts.push(held.slice(from, cut));
    from = cut;
    const t = incoming[k];
    if (t && place <= drop) {
      parts.push([t]);
      k++;
    } else if (d < drops.length) {
      from = cut + 1;
      d++;
    } else break;
  }
  const listings = parts.length === 1 ? (parts[0] ?? []) : empty().concat(...parts);
  return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings, range, withheld };
}
