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

const byNewest = (a: SummaryTuple, b: SummaryTuple) => b[11] - a[11] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);

/** The device's copy after an answer: replaced when the answer is full, else patched (removed ids out, changed ones in). */
export function mergeCatalogue(before: StoredCatalogue | null, answer: CatalogueResponse, now: number): StoredCatalogue {
  const { range, withheld } = answer;
  if (answer.full || !before)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: [...answer.listings].sort(byNewest), range, withheld };
  const byId = new Map(before.listings.map((t) => [t[0], t]));
  for (const id of answer.removed) byId.delete(id);
  for (const t of answer.listings) byId.set(t[0], t);
  const listings = answer.listings.length || answer.removed.length ? [...byId.values()].sort(byNewest) : before.listings;
  return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings, range, withheld };
}
