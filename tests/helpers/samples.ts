import { EMPTY_FILTER } from '../../src/domain/listing-filter-core.ts';
import type { SaveSearchInput } from '../../src/domain/saved-search.ts';
import type { Booking } from '../../src/domain/booking.ts';
import type { Property } from '../../src/domain/property.ts';

/** A listing as GET /api/property/getProperty/{id} returns it. */
export function sampleProperty(over: Partial<Property> = {}): Property {
  return {
    _id: 'p1',
    propertyName: '2 BHK near Andheri station',
    type: 'sale',
    ucresale: 'resale',
    location: 'Andheri West',
    address: '12 SV Road, Andheri West, Mumbai 400058',
    price: 18_500_000,
    bedrooms: 2,
    carpetArea: 650,
    description: 'Bright flat, five minutes from the station.',
    owner: 'owner-1',
    images: [],
    walkMinutes: null,
    furnished: false,
    parking: true,
    gym: false,
    swimming: false,
    security: true,
    ac: false,
    wifi: false,
    reraNumber: null,
    station: 12,
    createdAt: '2026-01-05T10:00:00.000Z',
    verifiedAt: null,
    // Confirmed just now: fresh, whatever day the suite runs.
    confirmedAt: new Date().toISOString(),
    ...over,
  };
}

let n = 0;
/** A booking as the bookings endpoints return it, property and user populated. */
export function sampleBooking(over: Partial<Booking> = {}): Booking {
  n += 1;
  return {
    _id: `b${n}`,
    property: {
      _id: 'p1',
      propertyName: '2 BHK near Andheri station',
      address: '12 SV Road, Andheri West',
      location: 'Andheri West',
      price: 18_500_000,
      type: 'sale',
    },
    user: { _id: 'u1', name: 'Asha Patil' },
    bookingDate: '2026-03-20',
    bookingTime: '11:00',
    pickup: false,
    status: 'pending',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

/** The body of PUT /api/user/saved-searches/{id}: two-bedroom homes from Borivali to Andheri under ₹1.5 Cr. */
export function savedSearchBody(over: Partial<SaveSearchInput> = {}): SaveSearchInput {
  return {
    name: '2 BHK Borivali-Andheri under 1.5 Cr',
    filter: { ...EMPTY_FILTER, q: '2 BHK', areaFrom: 'Borivali', areaTo: 'Andheri', maxPrice: 15_000_000 },
    ...over,
  };
}
