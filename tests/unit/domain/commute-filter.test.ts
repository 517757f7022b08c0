import { describe, expect, it } from 'vitest';
import { noAmenities } from '#src/domain/amenities.ts';
import { listingCommute, listingCommuteMinutes } from '#src/domain/commute/commute-filter.ts';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-model.ts';
import {
  compareByCommute,
  DESK_MINUTES_RANGE,
  EMPTY_FILTER,
  type FilterableListing,
  filterFromParams,
  filterToParams,
  type ListingFilter,
  listingFilterParamsSchema,
  MAX_COMMUTE_RANGE,
  matchesFilter,
  sortByCommute,
  withoutStrayCommute,
} from '#src/domain/listing-filter.ts';
import { firstCode } from '#src/domain/error-codes.ts';
import { savedFilterSchema } from '#src/domain/saved-search.ts';
import { STATIONS, type Station } from '#src/domain/stations.ts';

const listing = (station: Station | null, walkMinutes: number | null, name = 'Flat'): FilterableListing => ({
  ...noAmenities(),
  verifiedAt: null,
  propertyName: name,
  location: station ?? 'Somewhere',
  type: 'sale',
  ucresale: 'resale',
  price: 10_000_000,
  station: station === null ? null : STATIONS.indexOf(station),
  walkMinutes,
});
const f = (over: Partial<ListingFilter>): ListingFilter => ({ ...EMPTY_FILTER, ...over });

describe('the commute filter', () => {
  const borivali = listing('Borivali', 10, 'Borivali');
  const virar = listing('Virar', 5, 'Virar');
  const dadar = listing('Dadar', null, 'Dadar');
  const nowhere = listing(null, 5, 'Nowhere');

  it('works out the same minutes from the table as the full commute', () => {
    const filter = f({ commuteTo: 'Churchgate', deskMinutes: 5 });
    for (const p of [borivali, virar, dadar]) {
      const full = listingCommute(p, filter);
      expect(full?.ok && full.commute.minutes).toBe(listingCommuteMinutes(p, filter));
    }
    // 10 walk + 2 wait + 52 fast train + 5 to the desk.
    expect(listingCommuteMinutes(borivali, filter)).toBe(69);
    expect(listingCommute(nowhere, filter)).toEqual({ ok: false, reason: 'noStation' });
    expect(listingCommute(borivali, EMPTY_FILTER)).toBeNull();
  });

  it('keeps the listings within the limit, and never one whose commute cannot be worked out', () => {
    const filter = f({ commuteTo: 'Churchgate', maxCommute: 70 });
    expect([borivali, virar, dadar, nowhere].filter((p) => matchesFilter(p, filter)).map((p) => p.propertyName)).toEqual(['Borivali', 'Dadar']);
    expect(matchesFilter(nowhere, f({ commuteTo: 'Churchgate' }))).toBe(true);
    // A limit without a destination limits nothing.
    expect(matchesFilter(virar, f({ maxCommute: 15 }))).toBe(true);
  });

  it('sorts by commute, shortest first, ties and unknowns keeping the order they came in', () => {
    const near = listing('Churchgate', 10, 'Near');
    const alsoNear = listing('Churchgate', 10, 'Also near');
    const sorted = [nowhere, virar, near, borivali, alsoNear].sort(compareByCommute(f({ commuteTo: 'Churchgate', sort: 'commute' })));
    expect(sorted.map((p) => p.propertyName)).toEqual(['Near', 'Also near', 'Borivali', 'Virar', 'Nowhere']);
    expect(sortByCommute([nowhere, virar, near, borivali, alsoNear], f({ commuteTo: 'Churchgate', sort: 'commute' }))).toEqual(sorted);
    const unsorted = [virar, near, borivali];
    expect(sortByCommute(unsorted, f({ commuteTo: 'Churchgate' }))).toEqual(unsorted);
    expect([...unsorted].sort(compareByCommute(f({ commuteTo: 'Churchgate' })))).toEqual(unsorted);
  });

  it('round-trips through the URL, and drops the commute fields without a destination', () => {
    const filter = f({ commuteTo: 'Lower Parel', deskMinutes: 7, maxCommute: 60, sort: 'commute' });
    const params = filterToParams(filter);
    expect(params.toString()).toBe('commuteTo=Lower+Parel&deskMinutes=7&maxCommute=60&sort=commute');
    expect(filterFromParams(params)).toEqual(filter);
    expect(filterFromParams(new URLSearchParams('deskMinutes=7&maxCommute=60&sort=commute'))).toEqual(EMPTY_FILTER);
    expect(filterFromParams(new URLSearchParams('commuteTo=dadar&deskMinutes=61&maxCommute=1e2&sort=price'))).toEqual(f({ commuteTo: 'Dadar' }));
    expect(withoutStrayCommute(f({ maxCommute: 60, sort: 'commute' }))).toEqual(EMPTY_FILTER);
  });

  it.each([
    [{ commuteTo: 'Pune' }, { code: 'unknownDestinationNamed', values: { name: 'Pune' } }],
    [{ commuteTo: 'Dadar\u0000' }, { code: 'unknownDestinationNamed', values: { name: 'Dadar\u0000' } }],
    [{ deskMinutes: '61' }, { code: 'deskMinutesInvalid' }],
    [{ deskMinutes: '1e1' }, { code: 'deskMinutesInvalid' }],
    [{ maxCommute: '1e16' }, { code: 'maxCommuteInvalid' }],
    [{ maxCommute: '14' }, { code: 'maxCommuteInvalid' }],
    [{ maxCommute: "$'" }, { code: 'maxCommuteInvalid' }],
    [{ sort: 'price' }, { code: 'sortInvalid' }],
  ])('refuses %o in the API query with a code', (query, refusal) => {
    const error = listingFilterParamsSchema.safeParse(query).error;
    expect(error && firstCode(error)).toEqual(refusal);
  });

  it('reads the limits the model states', () => {
    expect(DESK_MINUTES_RANGE).toEqual(COMMUTE_LIMITS.desk);
    expect(MAX_COMMUTE_RANGE).toEqual(COMMUTE_LIMITS.max);
  });

  it('reads a search saved before the commute filter as one without a destination', () => {
    const old = { q: '', type: '', status: '', location: '', areaFrom: '', areaTo: '', maxPrice: null, amenities: [], verified: false };
    expect(savedFilterSchema.parse(old)).toEqual(EMPTY_FILTER);
    expect(savedFilterSchema.safeParse({ ...old, commuteTo: 'Dadar', maxCommute: 1e16 }).success).toBe(false);
  });
});
