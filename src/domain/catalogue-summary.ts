import type { ListingSummary } from './catalogue.ts';
import type { FactsTuple, SummaryTuple } from './catalogue-wire.ts';
import { type ListingFacts, NO_FACTS } from './listing-facts.ts';
import type { PropertyType } from './property-kinds.ts';
import { AMENITY_KEYS } from './amenities.ts';

/** A summary's facts tuple as the listing's fields (all of them, decision 0081); a summary without one reads as an agent's, nothing stated. */
function factsOf(type: PropertyType, t: FactsTuple | undefined): ListingFacts {
  if (!t) return NO_FACTS;
  const [postedBy, brokerage, maintenance, floor, totalFloors, possession, furnishing, ocReceived, builtYear, parkingCovered, parkingOpen, facing] = t;
  return {
    postedBy,
    brokerageMonths: type === 'rent' ? brokerage : null,
    brokeragePercent: type === 'sale' ? brokerage : null,
    maintenance,
    floor,
    totalFloors,
    possession,
    furnishing,
    ocReceived,
    builtYear,
    parkingCovered,
    parkingOpen,
    facing,
  };
}

// Apart from catalogue.ts and its schemas: the page turns the device's tuples into cards without loading zod, whose
// schemas cost a slow phone more to build than the catalogue costs to read.
export function fromSummaryTuple(t: SummaryTuple): ListingSummary {
  const [
    _id,
    propertyName,
    location,
    station,
    type,
    ucresale,
    price,
    bedrooms,
    carpetArea,
    bits,
    reraNumber,
    created,
    photo,
    verified,
    confirmed,
    walkMinutes,
    drop,
    deposit,
    facts,
  ] = t;
  const has = (key: (typeof AMENITY_KEYS)[number]) => (bits & (1 << AMENITY_KEYS.indexOf(key))) !== 0;
  return {
    _id,
    propertyName,
    location,
    station,
    walkMinutes: walkMinutes ?? null,
    type,
    ucresale,
    price,
    bedrooms,
    carpetArea,
    reraNumber,
    createdAt: new Date(created).toISOString(),
    verifiedAt: verified == null ? null : new Date(verified).toISOString(),
    confirmedAt: new Date(confirmed ?? created).toISOString(),
    ...(drop ? { lastPriceDrop: { date: new Date(drop[0]).toISOString(), percent: drop[1] } } : {}),
    ...(deposit != null ? { deposit } : {}),
    ...factsOf(type, facts),
    images: photo ? [{ imageUrl: photo[0], srcset: '', width: photo[1], height: photo[2] }] : [],
    wifi: has('wifi'),
    gym: has('gym'),
    parking: has('parking'),
    furnished: has('furnished'),
    swimming: has('swimming'),
    ac: has('ac'),
    security: has('security'),
  };
}
