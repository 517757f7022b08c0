import type { ListingSummary } from './catalogue.ts';
import type { SummaryTuple } from './catalogue-wire.ts';
import { AMENITY_KEYS } from './amenities.ts';

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
