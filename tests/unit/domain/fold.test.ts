import { describe, expect, it } from 'vitest';
import { fold, matchesFilter, EMPTY_FILTER } from '#src/domain/listing-filter.ts';
import { noAmenities } from '#src/domain/amenities.ts';

describe('fold (case-insensitive search, as the database lowers text)', () => {
  it.each([
    ['Andheri WEST', 'andheri west'],
    ['Café ÉLAN', 'café élan'],
    // One code point at a time, as PostgreSQL's lower(): no combining dot, no final sigma.
    ['İnci', 'inci'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['घर', 'घर'],
  ])('%s -> %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('lets a search for a Greek word find it whatever its case', () => {
    const listing = {
      ...noAmenities(),
      verifiedAt: null,
      propertyName: 'ΟΔΟΣ Σοφίας',
      location: 'Dadar',
      type: 'sale',
      ucresale: 'resale',
      price: 1,
      station: 19,
    } as const;
    expect(matchesFilter(listing, { ...EMPTY_FILTER, q: 'οδοσ' })).toBe(true);
    expect(matchesFilter(listing, { ...EMPTY_FILTER, q: 'ΟΔΟΣ' })).toBe(true);
  });
});
