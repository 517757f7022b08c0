import { type FilterableListing, type ListingFilter, registerCommuteModel } from '../listing-filter-core.ts';
import { STATIONS } from '../stations.ts';
import { type CommuteOutcome, commuteOf, DEFAULT_WALK_MINUTES, minutesTableTo } from './commute-model.ts';

/** A listing's commute under a filter's destination; null when the filter has none. */
export function listingCommute(p: FilterableListing, f: ListingFilter): CommuteOutcome | null {
  if (!f.commuteTo) return null;
  const station = p.station === null ? null : (STATIONS[p.station] ?? null);
  return commuteOf({ station, walkMinutes: p.walkMinutes ?? null }, { to: f.commuteTo, deskMinutes: f.deskMinutes ?? 0 });
}

/** The same minutes as listingCommute's, from the per-destination table alone: a keystroke tests thousands of listings. */
export function listingCommuteMinutes(p: FilterableListing, f: ListingFilter): number | null {
  if (!f.commuteTo || p.station === null) return null;
  const ride = minutesTableTo(f.commuteTo)[p.station];
  if (ride === undefined) return null;
  return (p.walkMinutes ?? DEFAULT_WALK_MINUTES) + ride + (f.deskMinutes ?? 0);
}

registerCommuteModel(listingCommuteMinutes);
