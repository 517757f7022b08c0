import { describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  availabilityChangeSchema,
  availabilityRefusal,
  RELIST_KEEP_DAYS,
  relistKeepsHistory,
  similarListingsPath,
  takenState,
} from '../../../src/domain/availability.ts';
import { firstCode } from '../../../src/domain/error-codes.ts';
import { STATIONS } from '../../../src/domain/stations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('relistKeepsHistory', () => {
  const leftAt = new Date('2026-08-01T10:00:00Z');
  const later = (days: number, ms = 0) => new Date(leftAt.getTime() + days * DAY_MS + ms);

  it('keeps the first date and history at 89 and at exactly 90 days, not at 91', () => {
    expect(RELIST_KEEP_DAYS).toBe(90);
    expect(relistKeepsHistory(leftAt, later(89))).toBe(true);
    expect(relistKeepsHistory(leftAt, later(90))).toBe(true);
    expect(relistKeepsHistory(leftAt, later(91))).toBe(false);
  });

  it('counts 90 × 24 hours to the millisecond, not calendar days', () => {
    expect(relistKeepsHistory(leftAt, later(90, 1))).toBe(false);
    expect(relistKeepsHistory(leftAt, later(90, -1))).toBe(true);
    expect(relistKeepsHistory(leftAt, leftAt)).toBe(true);
  });
});

describe('availabilityRefusal', () => {
  it('sells only a sale and rents only a rent; withdraws and relists either', () => {
    expect(availabilityRefusal('sale', 'sold')).toBeNull();
    expect(availabilityRefusal('rent', 'sold')).toBe('soldNeedsSale');
    expect(availabilityRefusal('rent', 'rented')).toBeNull();
    expect(availabilityRefusal('sale', 'rented')).toBe('rentedNeedsRent');
    for (const type of ['sale', 'rent'] as const) {
      expect(availabilityRefusal(type, 'withdrawn')).toBeNull();
      expect(availabilityRefusal(type, 'available')).toBeNull();
      expect(availabilityRefusal(type, takenState(type))).toBeNull();
    }
  });
});

describe('availabilityChangeSchema', () => {
  it('takes the four states and refuses anything else with one code', () => {
    for (const availability of AVAILABILITIES) expect(availabilityChangeSchema.parse({ availability })).toEqual({ availability });
    for (const availability of [undefined, '', 'SOLD', 'sold\u0000', 1e16, null, ['sold'], "$'"]) {
      const result = availabilityChangeSchema.safeParse({ availability });
      expect(result.success).toBe(false);
      if (!result.success) expect(firstCode(result.error)).toEqual({ code: 'availabilityInvalid' });
    }
  });
});

describe('similarListingsPath', () => {
  it('opens the list at the same station and type', () => {
    const andheri = STATIONS.indexOf('Andheri');
    expect(similarListingsPath({ type: 'sale', station: andheri })).toBe('/properties?type=sale&areaFrom=Andheri&areaTo=Andheri');
    expect(similarListingsPath({ type: 'rent', station: null })).toBe('/properties?type=rent');
  });
});
