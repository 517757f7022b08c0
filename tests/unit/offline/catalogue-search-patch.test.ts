import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMENITY_KEYS } from '#src/domain/amenities.ts';
import { fromSummaryTuple } from '#src/domain/catalogue-summary.ts';
import type { SummaryTuple } from '#src/domain/catalogue-wire.ts';
import type { PricedListing } from '#src/domain/fair-price.ts';
import { DEFAULT_FRESHNESS } from '#src/domain/freshness-core.ts';
import { filterToParams } from '#src/domain/listing-filter-core.ts';
import type { ListingFilter } from '#src/domain/listing-filter.ts';
import { stationIndexOf } from '#src/domain/stations.ts';
import { mergeCatalogue, type StoredCatalogue } from '#src/offline/catalogue/catalogue-merge.ts';
import { fairPriceHeld, holdListings, listingsHeld, searchHeld } from '#src/offline/catalogue/search/held-listings.ts';
import { buildListingIndex } from '#src/offline/catalogue/search/listing-index.ts';
import { patchListingIndex } from '#src/offline/catalogue/search/patch-listing-index.ts';
import { sameTuple } from '#src/offline/catalogue/search/same-tuple.ts';
import { listingSearcher } from '#src/offline/catalogue/search/search-listings.ts';
import { slotChange } from '#src/offline/catalogue/search/slot-change.ts';
import { byNewest } from '#src/offline/catalogue/catalogue-merge.ts';
import { copyBits, emptyBits, hasBit, setBit } from '#src/offline/catalogue/search/bitset.ts';
import { filterFor, type Listing, listing } from '../../helpers/listing-arbitraries.ts';

const NOW = Date.UTC(2026, 11, 7, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A generated listing as the wire sends it: created `day` days back (few days, so many share one), confirmed `days` ago. */
function wired(l: Listing, id: number, day: number, days: number): SummaryTuple {
  const bits = AMENITY_KEYS.reduce((b, key, i) => (l.amenities.includes(key) ? b | (1 << i) : b), 0);
  return [
    `id-${String(id).padStart(3, '0')}`,
    l.propertyName,
    l.location,
    stationIndexOf(l.location),
    l.type,
    l.ucresale,
    l.price,
    2,
    650,
    bits,
    null,
    NOW - 90 * DAY_MS + day * DAY_MS,
    null,
    l.verified ? NOW - 30 * DAY_MS : null,
    NOW - days * DAY_MS,
    l.walkMinutes,
    null,
    null,
    [l.postedBy, null, l.maintenance, l.floor, null, l.possession, l.furnishing, null, null, null, null, null],
  ];
}

const entry = fc.tuple(listing, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 60 }));
/**
 * The copy before (at least `least` listings), and a difference of up to `most` listings new (ids the copy lacks), or
 * changed (maybe to another day: reordered), and removed; and a filter.
 */
const copyAndDifference = (least: number, most: number) =>
  fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 80 }), entry), { selector: ([id]) => id, minLength: least, maxLength: 50 }).chain((copy) =>
    fc.tuple(
      fc.constant(copy),
      fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 120 }), entry), { selector: ([id]) => id, maxLength: most }),
      fc.subarray(
        copy.map(([id]) => id),
        { maxLength: Math.min(most, copy.length) },
      ),
      filterFor(copy.map(([, [l]]) => l)),
    ),
  );

const full = (listings: SummaryTuple[]) => ({ version: 1, full: true, listings, removed: [], range: null, withheld: false });
const difference = (listings: SummaryTuple[], removed: number[]) => ({
  version: 2,
  full: false,
  listings,
  removed: removed.map((id) => `id-${String(id).padStart(3, '0')}`),
  range: null,
  withheld: false,
});
const page = { now: new Date(NOW), freshness: DEFAULT_FRESHNESS, offset: 0, limit: 20 };

function merged(copy: [number, [Listing, number, number]][], changes: [number, [Listing, number, number]][], removed: number[]) {
  const before: StoredCatalogue = mergeCatalogue(null, full(copy.map(([id, [l, day, days]]) => wired(l, id, day, days))), 1);
  const after = mergeCatalogue(
    before,
    difference(
      changes.map(([id, [l, day, days]]) => wired(l, id, day, days)),
      removed,
    ),
    2,
  );
  return { before, after };
}

describe('the search index patched after a merged difference', () => {
  it('is the index built afresh over the merged copy, and answers as it does', () => {
    fc.assert(
      fc.property(copyAndDifference(1, 12), ([copy, changes, removed, f]) => {
        const { before, after } = merged(copy, changes, removed);
        const rowsAfter = after.listings.map(fromSummaryTuple);
        const patched = patchListingIndex(
          buildListingIndex(before.listings.map(fromSummaryTuple)),
          rowsAfter,
          slotChange(before.listings, after.listings, sameTuple, byNewest),
        );
        const fresh = buildListingIndex(rowsAfter);
        expect(patched).toEqual(fresh);
        expect(listingSearcher(patched)(f, page)).toEqual(listingSearcher(fresh)(f, page));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  // A difference small beside the copy, as a sync's is: the worker patches what it built rather than building it again.
  it("leaves the worker's search, listings by id and fair price as over the merged copy read afresh", () => {
    fc.assert(
      fc.property(copyAndDifference(30, 4), ([copy, changes, removed, f]) => {
        const { before, after } = merged(copy, changes, removed);
        const ask = (filter: ListingFilter) => searchHeld({ params: filterToParams(filter).toString(), now: NOW, freshness: DEFAULT_FRESHNESS, limit: 20 });
        const ids = [...copy, ...changes].map(([id]) => `id-${String(id).padStart(3, '0')}`);
        const probe: PricedListing = { _id: 'probe', station: stationIndexOf(copy[0]?.[1][0].location ?? ''), type: 'sale', price: 9e6, carpetArea: 600 };
        holdListings(null);
        holdListings(before);
        // Everything built over the copy before, as after a search, a listing's page and its fair price.
        ask(f);
        listingsHeld(ids);
        fairPriceHeld(probe);
        holdListings(after);
        const patched = { search: ask(f), listings: listingsHeld(ids), fair: fairPriceHeld(probe) };
        holdListings(null);
        holdListings(after);
        expect(patched).toEqual({ search: ask(f), listings: listingsHeld(ids), fair: fairPriceHeld(probe) });
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('copying a run of slots between sets', () => {
  it('moves exactly the run, at any alignment, leaving the rest clear', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 300 }), fc.nat(), fc.nat(), fc.nat(), (slots, a, b, c) => {
        const from = slots.length ? a % slots.length : 0;
        const length = slots.length ? b % (slots.length - from + 1) : 0;
        const to = c % 200;
        const source = emptyBits(slots.length);
        for (const [slot, on] of slots.entries()) if (on) setBit(source, slot);
        const target = emptyBits(to + length);
        copyBits(source, from, target, to, length);
        const expected = Array.from({ length: to + length }, (_, slot) => slot >= to && slots[from + slot - to] === true);
        expect(Array.from({ length: to + length }, (_, slot) => hasBit(target, slot))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
