/** Amenity keys as stored and as the filter reads them (one key, `swimming`, for the pool). */
export const AMENITY_KEYS = ['wifi', 'gym', 'parking', 'furnished', 'swimming', 'ac', 'security'] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

export const AMENITY_LABELS: Record<AmenityKey, string> = {
  wifi: 'WiFi',
  gym: 'Gym',
  parking: 'Parking',
  furnished: 'Furnished',
  swimming: 'Swimming Pool',
  ac: 'AC',
  security: 'Security',
};

/** The upload form of the seed sent `swimming_pool`; both spellings mean the pool. */
export function normaliseAmenityKey(key: string): AmenityKey | null {
  const k = key === 'swimming_pool' ? 'swimming' : key;
  return AMENITY_KEYS.find((a) => a === k) ?? null;
}

export type Amenities = Record<AmenityKey, boolean>;

export function noAmenities(): Amenities {
  return { wifi: false, gym: false, parking: false, furnished: false, swimming: false, ac: false, security: false };
}
