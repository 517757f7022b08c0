import type { AmenityKey } from '../../src/domain/amenities.ts';
import type { Facing, ListingFacts } from '../../src/domain/listing-facts.ts';

/** A number from the address, as the walk and the deposit are drawn: the seed's random sequence stays as it was. */
function addressHash(address: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export interface SeedFactsInput {
  address: string;
  rent: boolean;
  plot: boolean;
  commercial: boolean;
  underConstruction: boolean;
  area: number;
  /** The station's sale rate, ₹ per sq ft: maintenance follows it. */
  rate: number;
  amenities: AmenityKey[];
  /** What the description already says: the floor, the facing and the possession month. */
  floor: number;
  facing: Facing | null;
  possession: string | null;
}

const round = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);

/**
 * A demo listing's facts as Mumbai listings state them: about 40% posted by their owner, a builder for many new
 * projects, the rest by a broker (a month's rent, or 1-2% of a sale); maintenance of ₹2-7 per sq ft a month by the
 * station's rates, in round ₹500s; the floor the description names, of a building a few floors taller.
 */
export function seedFacts(l: SeedFactsInput): ListingFacts {
  const h = addressHash(l.address, 0x51);
  const roll = h % 100;
  const postedBy = roll < 40 ? 'owner' : l.underConstruction && roll < 75 ? 'builder' : 'agent';
  const agent = postedBy === 'agent';
  const perSqft = Math.min(7, Math.max(2, l.rate / 7000));
  const stated = (h >>> 7) % 10 !== 0;
  const residential = !l.plot && !l.commercial;
  const parking = l.amenities.includes('parking');
  const cars = (h >>> 11) % 10;
  const built = 1975 + ((h >>> 15) % 50);
  return {
    postedBy,
    brokerageMonths: agent && l.rent ? ([1, 1, 1, 0.5, 2][(h >>> 3) % 5] ?? 1) : null,
    brokeragePercent: agent && !l.rent ? ([1, 1, 2, 2, 1.5][(h >>> 3) % 5] ?? 1) : null,
    maintenance: l.plot || !stated ? null : round(l.area * perSqft, 500),
    floor: l.plot ? null : l.commercial ? 0 : l.floor,
    totalFloors: l.plot ? null : l.commercial ? 2 + ((h >>> 19) % 4) : l.floor + ((h >>> 19) % 9),
    possession: l.plot ? null : (l.possession ?? 'ready'),
    builtYear: l.plot || l.possession || (h >>> 23) % 3 === 0 ? null : built,
    parkingCovered: parking ? (cars < 6 ? 1 : cars < 8 ? 0 : 2) : null,
    parkingOpen: parking ? (cars >= 6 && cars < 8 ? 1 : 0) : null,
    furnishing: !residential ? null : l.amenities.includes('furnished') ? 'furnished' : (h >>> 25) % 5 < 2 ? 'semi' : 'unfurnished',
    facing: l.facing,
    ocReceived: l.rent || l.plot ? null : l.underConstruction ? 'no' : (h >>> 27) % 5 === 0 ? null : 'yes',
  };
}
