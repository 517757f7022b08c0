// Reads of the device's catalogue (the folder's rule: src/lib/query-keys/shared-keys.ts). Each key names the copy it
// reads (its version, size and stations), so a sync that changes the copy makes new entries instead of stale answers.

export const catalogueKeys = {
  all: ['catalogue'],
  listings: (copy: string, ids: readonly string[]) => ['catalogue', copy, 'listings', ...ids] as const,
  fairPrice: (copy: string, listing: { _id: string; station: number | null; type: string; price: number; carpetArea: number }) =>
    ['catalogue', copy, 'fair-price', listing._id, listing.station, listing.type, listing.price, listing.carpetArea] as const,
  /** The line's figures over the copy, as they stand at an unlisting hour (line-figures.ts, lineUnlistCutoff). */
  line: (copy: string, unlistedBefore: number) => ['catalogue', copy, 'line', unlistedBefore] as const,
} as const;
