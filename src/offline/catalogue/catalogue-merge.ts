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

/**
 * The device's copy after an answer: replaced when the answer is full, else patched (removed ids out, changed ones
 * in). A patch keeps the copy's order and merges the few changed listings into it, rather than sorting 100,000 again
 * for ten.
 */
export function mergeCatalogue(before: StoredCatalogue | null, answer: CatalogueResponse, now: number): StoredCatalogue {
  const { range, withheld } = answer;
  if (answer.full || !before)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: [...answer.listings].sort(byNewest), range, withheld };
  if (!answer.listings.length && !answer.removed.length)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: before.listings, range, withheld };
  // A listing both removed and changed in one answer is kept, as its change came after.
  const changed = new Map(answer.listings.map((t) => [t[0], t]));
  const incoming = [...changed.values()].sort(byNewest);
  const dropped = new Set([...answer.removed, ...changed.keys()]);
  // One pass over the copy: each changed listing goes in where its place comes, the old and the removed stay out.
  const listings: SummaryTuple[] = [];
  let next = 0;
  for (const t of before.listings) {
    for (let n = incoming[next]; n !== undefined && byNewest(n, t) < 0; n = incoming[++next]) listings.push(n);
    if (!dropped.has(t[0])) listings.push(t);
  }
  for (let n = incoming[next]; n !== undefined; n = incoming[++next]) listings.push(n);
  return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings, range, withheld };
}
