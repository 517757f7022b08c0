import fc from 'fast-check';
import { AMENITY_KEYS } from '../../src/domain/amenities.ts';
import { FILTER_STATUSES, type ListingFilter } from '../../src/domain/listing-filter.ts';
import { FURNISHINGS, POSTED_BY } from '../../src/domain/listing-facts.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '../../src/domain/property.ts';
import { STATIONS, stationIndexOf, stationNames } from '../../src/domain/stations.ts';

/** fast-check generators of listings and of filters that hit as well as miss them, for the tests that hold two matchers to one answer. */

// Words people put in listings, with a few that fold differently in JavaScript's toLowerCase and
// PostgreSQL's lower() if done naively: the Turkish dotted İ and a word-final Greek sigma.
const WORDS = ['2', 'BHK', 'Flat', 'sea-facing', 'Shop', 'near', 'Station', 'road', 'WEST', 'east', '100%', 'ready_to_move', 'Naka', ...STATIONS];
// Stations as Hindi and Marathi write them: a search in one script must find listings written in the other.
const DEVANAGARI_STATIONS = STATIONS.flatMap((s) => stationNames(s).slice(1));
const UNICODE_WORDS = ['Café', 'ÉLAN', 'İnci', 'ΟΔΟΣ', 'Σοφίας', 'घर', 'Straße', 'ŽIŽKOV'];
const word = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE_WORDS) },
  { weight: 1, arbitrary: fc.constantFrom(...DEVANAGARI_STATIONS) },
);
const text = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
const location = fc.oneof(
  fc.tuple(fc.constantFrom(...STATIONS), fc.constantFrom('West', 'East', '')).map(([s, side]) => `${s} ${side}`.trim()),
  fc.tuple(fc.constantFrom('Near', 'Opp.'), fc.constantFrom(...STATIONS)).map(([a, s]) => `${a} ${s} station`),
  text,
);
export const listing = fc.record({
  propertyName: text,
  location,
  type: fc.constantFrom(...PROPERTY_TYPES),
  ucresale: fc.constantFrom(...PROPERTY_STATUSES),
  price: fc.integer({ min: 1, max: 200_000_000 }),
  amenities: fc.subarray([...AMENITY_KEYS]),
  verified: fc.boolean(),
  // Mostly given, as the demo's are; a few at the default's 15, so ties between listings are common.
  walkMinutes: fc.oneof(fc.constant(null), fc.constant(15), fc.integer({ min: 1, max: 60 })),
  // The facts, each often not stated: a limit on one never matches a listing that leaves it out.
  postedBy: fc.constantFrom(...POSTED_BY),
  possession: fc.constantFrom(null, 'ready', '2027-06'),
  maintenance: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20_000 })),
  furnishing: fc.constantFrom(null, ...FURNISHINGS),
  floor: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 30 })),
});
export type Listing = typeof listing extends fc.Arbitrary<infer L> ? L : never;

/** Search text: usually a piece of one of the listings' own text in a random case, so searches hit as well as miss. */
function needle(texts: string[]) {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...texts.flatMap((t) => t.split(' '))),
          fc.oneof(fc.constant(0), fc.nat()),
          fc.integer({ min: 1, max: 6 }),
          fc.constantFrom('upper', 'lower', 'asis'),
        )
        .map(([w, start, len, kase]) => {
          const from = start % w.length;
          const piece = w.slice(from, from + len);
          return kase === 'upper' ? piece.toUpperCase() : kase === 'lower' ? piece.toLowerCase() : piece;
        }),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(...STATIONS, ...DEVANAGARI_STATIONS) },
  );
}
/** Mostly unset, so that filters combine into selections that are neither always empty nor everything. */
function sometimes<T, E>(empty: E, arb: fc.Arbitrary<T>): fc.Arbitrary<T | E> {
  return fc.oneof({ weight: 3, arbitrary: fc.constant(empty) }, { weight: 2, arbitrary: arb });
}
export function filterFor(listings: Listing[]): fc.Arbitrary<ListingFilter> {
  const texts = listings.flatMap((l) => [l.propertyName, l.location]);
  return fc.record({
    q: needle(texts),
    type: sometimes('' as const, fc.constantFrom(...PROPERTY_TYPES)),
    status: sometimes('' as const, fc.constantFrom(...FILTER_STATUSES)),
    location: sometimes('', needle(listings.map((l) => l.location))),
    areaFrom: sometimes('' as const, fc.constantFrom(...STATIONS)),
    areaTo: sometimes('' as const, fc.constantFrom(...STATIONS)),
    maxPrice: sometimes(null, fc.oneof(fc.integer({ min: 0, max: 200_000_000 }), fc.double({ min: 0, max: 2e8, noNaN: true }))),
    amenities: sometimes([], fc.subarray([...AMENITY_KEYS], { minLength: 1, maxLength: 2 })),
    verified: sometimes(false, fc.constant(true)),
    // Without a destination the other three are dropped (withoutStrayCommute): generated anyway, to hold that too.
    commuteTo: sometimes('' as const, fc.constantFrom(...STATIONS)),
    deskMinutes: sometimes(null, fc.integer({ min: 0, max: 60 })),
    maxCommute: sometimes(null, fc.integer({ min: 15, max: 150 })),
    sort: fc.constantFrom('newest' as const, 'commute' as const),
    postedBy: sometimes('' as const, fc.constantFrom(...POSTED_BY)),
    readyToMove: sometimes(false, fc.constant(true)),
    maxMaintenance: sometimes(null, fc.integer({ min: 0, max: 20_000 })),
    furnishing: sometimes('' as const, fc.constantFrom(...FURNISHINGS)),
    minFloor: sometimes(null, fc.integer({ min: -2, max: 30 })),
    maxFloor: sometimes(null, fc.integer({ min: -2, max: 30 })),
    parking: sometimes(false, fc.constant(true)),
  });
}
export const scenario = fc
  .array(listing, { minLength: 1, maxLength: 25 })
  .chain((listings) => fc.tuple(fc.constant(listings), fc.array(filterFor(listings), { minLength: 1, maxLength: 8 })));

/** A generated listing as a row of the properties table, the `i`th made (one second apart, oldest first). */
export function listingRow(l: Listing, ownerId: string, i: number) {
  return {
    ownerId,
    propertyName: l.propertyName,
    type: l.type,
    ucresale: l.ucresale,
    location: l.location,
    station: stationIndexOf(l.location),
    walkMinutes: l.walkMinutes,
    address: 'Somewhere in Mumbai',
    price: l.price,
    carpetArea: 500,
    description: 'x',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    verifiedAt: l.verified ? new Date(Date.UTC(2026, 10, 12)) : null,
    ...Object.fromEntries(l.amenities.map((a) => [a, true])),
    postedBy: l.postedBy,
    possession: l.possession,
    maintenance: l.maintenance,
    furnishing: l.furnishing,
    floor: l.floor,
  };
}
