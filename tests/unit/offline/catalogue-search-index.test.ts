import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FRESHNESS, isUnlisted } from '../../../src/domain/freshness-core.ts';
import { compareByCommute, EMPTY_FILTER, type ListingFilter, matchesFilter } from '../../../src/domain/listing-filter.ts';
import { stationIndexOf } from '../../../src/domain/stations.ts';
import { buildListingIndex, type IndexedListing } from '../../../src/offline/catalogue/search/listing-index.ts';
import { listingSearcher } from '../../../src/offline/catalogue/search/search-listings.ts';
import { filterFor, type Listing, listing } from '../../helpers/listing-arbitraries.ts';

const NOW = new Date(Date.UTC(2026, 11, 7, 12));
const DAY_MS = 24 * 60 * 60 * 1000;

/** A generated listing as the device holds it, confirmed `days` ago (past the freshness limit it is out of search). */
function onDevice(l: Listing, i: number, days: number): IndexedListing {
  return {
    _id: `listing-${i}`,
    propertyName: l.propertyName,
    location: l.location,
    type: l.type,
    ucresale: l.ucresale,
    price: l.price,
    station: stationIndexOf(l.location),
    walkMinutes: l.walkMinutes,
    verifiedAt: l.verified ? '2026-11-12T00:00:00.000Z' : null,
    confirmedAt: new Date(NOW.getTime() - days * DAY_MS).toISOString(),
    wifi: l.amenities.includes('wifi'),
    gym: l.amenities.includes('gym'),
    parking: l.amenities.includes('parking'),
    furnished: l.amenities.includes('furnished'),
    swimming: l.amenities.includes('swimming'),
    ac: l.amenities.includes('ac'),
    security: l.amenities.includes('security'),
    postedBy: l.postedBy,
    possession: l.possession,
    maintenance: l.maintenance,
    furnishing: l.furnishing,
    floor: l.floor,
  };
}

const NO_FACTS_GIVEN = { postedBy: 'agent', possession: null, maintenance: null, furnishing: null, floor: null } as const;

const held = fc
  .array(fc.tuple(listing, fc.integer({ min: 0, max: 60 })), { minLength: 1, maxLength: 60 })
  .chain((pairs) =>
    fc.tuple(
      fc.constant(pairs.map(([l, days], i) => onDevice(l, i, days))),
      fc.array(fc.tuple(filterFor(pairs.map(([l]) => l)), fc.nat(8), fc.integer({ min: 1, max: 12 })), { minLength: 1, maxLength: 8 }),
    ),
  );

/** The shared predicate's list, as the page worked it out before the index: fresh and matching, newest first or by commute. */
function predicateList(rows: IndexedListing[], f: ListingFilter): IndexedListing[] {
  return rows.filter((p) => !isUnlisted(p, NOW, DEFAULT_FRESHNESS) && matchesFilter(p, f)).sort(compareByCommute(f));
}

describe("the catalogue's search index", () => {
  it('answers every filter with the count and the page of listings the shared predicate selects, in its order', () => {
    fc.assert(
      fc.property(held, ([rows, filters]) => {
        const search = listingSearcher(buildListingIndex(rows));
        // One searcher answers a run of filters, as a run of keystrokes: what one remembers must not bend the next.
        for (const [f, offset, limit] of filters) {
          const expected = predicateList(rows, f);
          const answer = search(f, { now: NOW, freshness: DEFAULT_FRESHNESS, offset, limit });
          expect(answer.total, JSON.stringify(f)).toBe(expected.length);
          expect(
            answer.slots.map((slot) => rows[slot]?._id),
            JSON.stringify(f),
          ).toEqual(expected.slice(offset, offset + limit).map((p) => p._id));
        }
      }),
      { numRuns: 300 },
    );
    // 300 runs of up to 60 listings and 8 filters: a few seconds on a busy machine.
  }, 60_000);

  it('finds a place by a piece of a word, by words spanning a space, and in Devanagari by the station it names', () => {
    const base = onDevice(
      {
        propertyName: '2 BHK Flat',
        location: 'Borivali West',
        type: 'rent',
        ucresale: 'resale',
        price: 30000,
        amenities: [],
        verified: false,
        walkMinutes: 5,
        ...NO_FACTS_GIVEN,
      },
      0,
      1,
    );
    const rows = [base, { ...base, _id: 'b', propertyName: 'दुकान', location: 'बोरीवली पूर्व' }, { ...base, _id: 'c', location: 'Virar East' }];
    const search = listingSearcher(buildListingIndex(rows));
    const ids = (q: string) => search({ ...EMPTY_FILTER, q }, { now: NOW, freshness: DEFAULT_FRESHNESS, offset: 0, limit: 10 }).slots.map((s) => rows[s]?._id);
    expect(ids('est')).toEqual(['listing-0']);
    // A piece of a station's name stands for the station in every script.
    expect(ids('rival')).toEqual(['listing-0', 'b']);
    expect(ids('li we')).toEqual(['listing-0']);
    expect(ids('borivali')).toEqual(['listing-0', 'b']);
    expect(ids('बोरी')).toEqual(['listing-0', 'b']);
    expect(ids('bhk f')).toEqual(['listing-0', 'c']);
  });

  it('orders by commute shortest first, equal commutes newest first and listings without one last, as the predicate does', () => {
    const malad = onDevice(
      {
        propertyName: 'Flat',
        location: 'Malad West',
        type: 'rent',
        ucresale: 'resale',
        price: 30000,
        amenities: [],
        verified: false,
        walkMinutes: 5,
        ...NO_FACTS_GIVEN,
      },
      0,
      1,
    );
    const rows = [malad, { ...malad, _id: 'nowhere', station: null }, { ...malad, _id: 'same' }, { ...malad, _id: 'near', walkMinutes: 1 }];
    const f: ListingFilter = { ...EMPTY_FILTER, commuteTo: 'Churchgate', sort: 'commute' };
    const answer = listingSearcher(buildListingIndex(rows))(f, { now: NOW, freshness: DEFAULT_FRESHNESS, offset: 0, limit: 10 });
    expect(answer.slots.map((s) => rows[s]?._id)).toEqual(predicateList(rows, f).map((p) => p._id));
    expect(answer.slots.map((s) => rows[s]?._id)).toEqual(['near', 'listing-0', 'same', 'nowhere']);
  });
});
