import { AMENITY_KEYS } from '../../src/domain/amenities.ts';
import { STATIONS, stationIndexOf } from '../../src/domain/stations.ts';
import type { IndexedListing } from '../../src/offline/catalogue/search/listing-index.ts';

/** A small seeded generator, so every run filters the same listings. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

/**
 * `count` listings spread over the stations, kinds and prices, the same ones every run: what the keystroke benches
 * filter. Each is confirmed now (none is out of search) and newest first by its position.
 */
export function generatedListings(count: number): IndexedListing[] {
  const rnd = random(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const kinds = ['1 BHK flat', '2 BHK flat', '3 BHK apartment', 'Sea facing flat', 'Shop', 'Office space', 'Plot', 'Chawl room', 'Studio'];
  const sides = ['West', 'East', ''];
  const confirmedAt = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => {
    const station = pick(STATIONS);
    const location = `${station} ${pick(sides)}`.trim();
    const amenities = Object.fromEntries(AMENITY_KEYS.map((k) => [k, rnd() < 0.4]));
    return {
      _id: `listing-${i}`,
      confirmedAt,
      propertyName: `${pick(kinds)} near ${station} station`,
      location,
      type: rnd() < 0.6 ? 'sale' : 'rent',
      ucresale: pick(['under construction', 'resale', 'not applicable'] as const),
      price: Math.round(rnd() * 5e7),
      verifiedAt: null,
      station: stationIndexOf(location),
      wifi: amenities.wifi ?? false,
      gym: amenities.gym ?? false,
      parking: amenities.parking ?? false,
      furnished: amenities.furnished ?? false,
      swimming: amenities.swimming ?? false,
      ac: amenities.ac ?? false,
      security: amenities.security ?? false,
      // Most owners give their walk; the rest take the model's default.
      walkMinutes: rnd() < 0.7 ? 1 + Math.floor(rnd() * 25) : null,
    };
  });
}
