import { firstCode } from '#src/domain/error-codes.ts';
import { describe, expect, it } from 'vitest';
import { noAmenities } from '#src/domain/amenities.ts';
import {
  activeFilterCount,
  EMPTY_FILTER,
  filterFromParams,
  filterToParams,
  listingFilterParamsSchema,
  matchesFilter,
  type FilterableListing,
  type ListingFilter,
} from '#src/domain/listing-filter.ts';
import { searchStations } from '#src/domain/stations.ts';

const flat: FilterableListing = {
  ...noAmenities(),
  verifiedAt: null,
  gym: true,
  parking: true,
  propertyName: 'Sea-facing 2 BHK',
  location: 'Andheri West',
  type: 'sale',
  ucresale: 'resale',
  price: 18_500_000,
  station: 12,
};
const f = (over: Partial<ListingFilter>): ListingFilter => ({ ...EMPTY_FILTER, ...over });

describe('matchesFilter', () => {
  it.each([
    [f({}), true],
    [f({ q: 'sea-FACING' }), true],
    [f({ q: 'andheri' }), true],
    [f({ q: 'bandra' }), false],
    [f({ type: 'rent' }), false],
    [f({ status: 'under construction' }), false],
    [f({ location: 'west' }), true],
    [f({ areaFrom: 'Borivali', areaTo: 'Bandra' }), true],
    [f({ areaFrom: 'Bandra', areaTo: 'Borivali' }), true],
    [f({ areaFrom: 'Vile Parle', areaTo: 'Churchgate' }), false],
    [f({ areaFrom: 'Andheri' }), true],
    [f({ areaTo: 'Malad' }), false],
    [f({ maxPrice: 18_500_000 }), true],
    [f({ maxPrice: 18_499_999 }), false],
    [f({ amenities: ['gym', 'parking'] }), true],
    [f({ amenities: ['gym', 'wifi'] }), false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesFilter(flat, filter)).toBe(expected);
  });

  it('keeps only verified listings when asked, and says so in the URL and the active count', () => {
    expect(matchesFilter(flat, f({ verified: true }))).toBe(false);
    expect(matchesFilter({ ...flat, verifiedAt: '2026-11-12T06:00:00.000Z' }, f({ verified: true }))).toBe(true);
    expect(filterToParams(f({ verified: true })).toString()).toBe('verified=1');
    expect(filterFromParams(new URLSearchParams('verified=1'))).toEqual(f({ verified: true }));
    // The filter panel's plain form (before its script runs) sends one parameter per amenity.
    expect(filterFromParams(new URLSearchParams('amenities=gym&amenities=wifi&type=rent&maxPrice='))).toEqual(f({ amenities: ['gym', 'wifi'], type: 'rent' }));
    expect(filterFromParams(new URLSearchParams('verified=maybe'))).toEqual(f({}));
    expect(activeFilterCount(f({ verified: true }))).toBe(1);
  });

  it('finds a station typed in either script, whichever script the listing is written in', () => {
    const borivali = { ...flat, propertyName: '1 BHK near the station', location: 'Borivali West', station: 7 };
    const inHindi = { ...borivali, location: 'बोरीवली पश्चिम' };
    for (const q of ['बोरीवली', 'बोरिवली', 'borivali', 'BORIVALI', 'बोरी']) {
      expect(matchesFilter(borivali, f({ q })), q).toBe(true);
      expect(matchesFilter(inHindi, f({ q })), q).toBe(true);
    }
    expect(matchesFilter({ ...flat, location: 'Bandra West' }, f({ q: 'वांद्रे' }))).toBe(true);
    expect(matchesFilter(borivali, f({ q: 'अंधेरी' }))).toBe(false);
    expect(searchStations('बोरी')).toEqual(['Borivali']);
    expect(searchStations('वांद्रे')).toEqual(['Bandra']);
  });

  it('never matches a listing without a station when an area is chosen', () => {
    expect(matchesFilter({ ...flat, station: null }, f({ areaFrom: 'Virar', areaTo: 'Churchgate' }))).toBe(false);
  });
});

describe('filter in the URL', () => {
  it('round-trips through query parameters', () => {
    const filter = f({
      q: '2 BHK',
      type: 'rent',
      status: 'resale',
      location: 'West',
      areaFrom: 'Borivali',
      areaTo: 'Andheri',
      maxPrice: 50000,
      amenities: ['wifi', 'ac'],
    });
    const params = filterToParams(filter);
    expect(params.toString()).toBe('q=2+BHK&type=rent&status=resale&location=West&areaFrom=Borivali&areaTo=Andheri&maxPrice=50000&amenities=ac%2Cwifi');
    expect(filterFromParams(params)).toEqual({ ...filter, amenities: ['ac', 'wifi'] });
  });

  it('drops what it does not understand in the address bar, and the API refuses it with a message', () => {
    const params = new URLSearchParams('type=villa&areaFrom=Pune&maxPrice=abc&amenities=gym,jacuzzi&q=flat');
    expect(filterFromParams(params)).toEqual(f({ q: 'flat' }));
    const strict = listingFilterParamsSchema.safeParse(Object.fromEntries(params));
    expect(strict.success).toBe(false);
    const unknown = listingFilterParamsSchema.safeParse({ areaFrom: 'Pune' });
    expect(unknown.success ? undefined : firstCode(unknown.error)).toEqual({ code: 'unknownAreaNamed', values: { name: 'Pune' } });
  });

  it('counts active filters for the mobile toggle', () => {
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
    expect(activeFilterCount(f({ type: 'sale', areaFrom: 'Virar', areaTo: 'Dadar', amenities: ['gym', 'ac'], q: 'ignored' }))).toBe(4);
  });
});
