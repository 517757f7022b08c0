import type { Property } from '#src/domain/property.ts';
import { stationIndexOf } from '#src/domain/stations.ts';

let n = 0;

/** A listing as the API returns it, with photos unless told otherwise. */
export function makeProperty(over: Partial<Property> = {}): Property {
  n += 1;
  const location = over.location ?? 'Andheri West';
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    propertyName: `Listing ${n}`,
    type: 'sale',
    ucresale: 'resale',
    location,
    address: '12 SV Road, Mumbai',
    price: 18_500_000,
    bedrooms: 2,
    carpetArea: 650,
    description: 'Bright flat near the station.',
    walkMinutes: null,
    owner: 'owner-1',
    images: [1, 2, 3].map((i) => ({
      imageUrl: `/uploads/p${n}-${i}-800.webp`,
      srcset: `/uploads/p${n}-${i}-400.webp 400w, /uploads/p${n}-${i}-800.webp 800w`,
      width: 1600,
      height: 1200,
    })),
    furnished: false,
    parking: false,
    gym: false,
    swimming: false,
    security: false,
    ac: false,
    wifi: false,
    reraNumber: null,
    station: stationIndexOf(location),
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
    verifiedAt: null,
    // Confirmed just now: fresh, whatever day the suite runs.
    confirmedAt: new Date().toISOString(),
    ...over,
  };
}

export const USER = { _id: 'user-1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user' as const, wishlist: [] as string[] };
