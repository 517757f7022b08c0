import type { CommuteDestination } from '#src/domain/commute/commute-model.ts';
import type { ListingFilter } from '#src/domain/listing-filter-core.ts';
import { STATIONS, type Station } from '#src/domain/stations.ts';

/** What the model needs of a listing: its station by name (listings keep its index) and the owner's walk minutes. */
export function commuteInput(listing: { station: number | null; walkMinutes?: number | null | undefined }): {
  station: Station | null;
  walkMinutes: number | null;
} {
  return { station: listing.station === null ? null : (STATIONS[listing.station] ?? null), walkMinutes: listing.walkMinutes ?? null };
}

/** The filter's destination, or null when it sets none; no desk minutes means the station is the desk. */
export function destinationOf(f: Pick<ListingFilter, 'commuteTo' | 'deskMinutes'>): CommuteDestination | null {
  return f.commuteTo ? { to: f.commuteTo, deskMinutes: f.deskMinutes ?? 0 } : null;
}
