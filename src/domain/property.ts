import { z } from 'zod';
import { lastPriceDropSchema, priceHistorySchema } from './price-history.ts';
import { AMENITY_KEYS, normaliseAmenityKey, type AmenityKey } from './amenities.ts';
import { numberInput, optionalNumberInput, requiredText } from './fields.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from './property-kinds.ts';
import { STATIONS } from './stations.ts';
import { COMMUTE_LIMITS } from './commute/commute-limits.ts';

export const AMENITIES_NOT_NAMES = 'Amenities must be a list of names';
export const PRICE_REQUIRED = 'Price is required';
export const PRICE_NOT_NUMBER = 'Price must be a number';
export const PRICE_NOT_POSITIVE = 'Price must be greater than 0';
export const PRICE_TOO_LARGE = 'Price is too large';
export const PRICE_NOT_WHOLE = 'Price must be a whole number of rupees';
export const TYPE_REQUIRED = 'Property type is required';
export const STATUS_REQUIRED = 'Property status is required';
export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_LONG = 'Title must be at most 120 characters';
export const LOCATION_REQUIRED = 'Location is required';
export const LOCATION_TOO_LONG = 'Location must be at most 120 characters';
export const ADDRESS_REQUIRED = 'Address is required';
export const ADDRESS_TOO_LONG = 'Address must be at most 300 characters';
export const BEDROOMS_NEGATIVE = 'Must be 0 or more';
export const BEDROOMS_NOT_WHOLE = 'Bedrooms must be a whole number';
export const BEDROOMS_TOO_MANY = 'Bedrooms must be at most 50';
export const CARPET_AREA_REQUIRED = 'Carpet Area must be greater than 0';
export const CARPET_AREA_NOT_NUMBER = 'Carpet Area must be a number';
export const CARPET_AREA_TOO_LARGE = 'Carpet Area is too large';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const DESCRIPTION_TOO_LONG = 'Description must be at most 5000 characters';
export const WALK_MINUTES_INVALID = `Walk to the station must be a whole number of minutes from ${COMMUTE_LIMITS.walk.min} to ${COMMUTE_LIMITS.walk.max}`;

export { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from './property-kinds.ts';

export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  none: 'Please upload at least one image',
  tooMany: 'Maximum 10 images allowed',
  tooLarge: 'Image size should be less than 5MB',
} as const;

/** MahaRERA project registration: 'P' and 11 digits, e.g. P51800012345. */
export const RERA_PATTERN = /^P\d{11}$/;
export const RERA_MESSAGE = 'MahaRERA number is P followed by 11 digits';

const amenitiesField = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return [];
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  },
  z
    .array(z.string({ error: AMENITIES_NOT_NAMES }), { error: AMENITIES_NOT_NAMES })
    .max(AMENITY_KEYS.length * 2, AMENITIES_NOT_NAMES)
    .transform((keys, ctx): AmenityKey[] => {
      const out = new Set<AmenityKey>();
      for (const key of keys) {
        const k = normaliseAmenityKey(key);
        if (!k) {
          ctx.addIssue({ code: 'custom', message: `Unknown amenity: ${key.slice(0, 40)}` });
          return z.NEVER;
        }
        out.add(k);
      }
      return [...out];
    }),
);

/** A listing's price in rupees: the upload's field, and the owner's price change (PATCH /api/property/{id}/price). */
export const priceField = numberInput(PRICE_REQUIRED, PRICE_NOT_NUMBER).pipe(
  z.number().min(1, PRICE_NOT_POSITIVE).max(1e11, PRICE_TOO_LARGE).int(PRICE_NOT_WHOLE),
);

/**
 * Minutes from the door to the listing's station, 1-60: optional (empty is none, and the commute uses the stated
 * default); the upload's field and the owner's change (PATCH /api/property/{id}/walk).
 */
export const walkMinutesField = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return null;
  if (typeof v === 'string') return /^\s*\d{1,2}\s*$/.test(v) ? Number(v.trim()) : Number.NaN;
  return v;
}, z
  .number({ error: WALK_MINUTES_INVALID })
  .int(WALK_MINUTES_INVALID)
  .min(COMMUTE_LIMITS.walk.min, WALK_MINUTES_INVALID)
  .max(COMMUTE_LIMITS.walk.max, WALK_MINUTES_INVALID)
  .nullable());

/** The listing fields of the upload form, shared by the wizard and POST /api/property/create. */
export const propertyFieldsSchema = z.object({
  type: z.enum(PROPERTY_TYPES, { error: TYPE_REQUIRED }),
  ucresale: z.enum(PROPERTY_STATUSES, { error: STATUS_REQUIRED }),
  price: priceField,
  propertyName: requiredText(TITLE_REQUIRED, 120, TITLE_TOO_LONG),
  location: requiredText(LOCATION_REQUIRED, 120, LOCATION_TOO_LONG),
  address: requiredText(ADDRESS_REQUIRED, 300, ADDRESS_TOO_LONG),
  // Optional: a shop or a plot has none, and an empty field means 0.
  bedrooms: optionalNumberInput(0, BEDROOMS_NEGATIVE).pipe(z.number().int(BEDROOMS_NOT_WHOLE).min(0, BEDROOMS_NEGATIVE).max(50, BEDROOMS_TOO_MANY)),
  carpetArea: numberInput(CARPET_AREA_REQUIRED, CARPET_AREA_NOT_NUMBER).pipe(z.number().min(1, CARPET_AREA_REQUIRED).max(1e6, CARPET_AREA_TOO_LARGE)),
  description: requiredText(DESCRIPTION_REQUIRED, 5000, DESCRIPTION_TOO_LONG),
  amenities: amenitiesField,
  reraNumber: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: RERA_MESSAGE }).regex(RERA_PATTERN, RERA_MESSAGE))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  walkMinutes: walkMinutesField.optional().transform((v) => v ?? null),
});
export type PropertyFieldsInput = z.input<typeof propertyFieldsSchema>;
export type PropertyFields = z.output<typeof propertyFieldsSchema>;

/** A photo as the API returns it. */
export const propertyImageSchema = z
  .object({
    imageUrl: z.string(),
    srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'PropertyImage' });
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** A listing's commute in a list answer: the parts add up to minutes; via names the change stations. */
export const commuteAnswerSchema = z
  .object({
    minutes: z.number().int(),
    walk: z.number().int(),
    wait: z.number().int(),
    ride: z.number().int(),
    desk: z.number().int(),
    via: z.array(z.enum(STATIONS)),
  })
  .meta({ id: 'Commute' });
export type CommuteAnswer = z.infer<typeof commuteAnswerSchema>;

/** A listing as the API returns it: the stored field names, id as `_id`. */
export const propertySchema = z
  .object({
    _id: z.string(),
    propertyName: z.string(),
    type: z.enum(PROPERTY_TYPES),
    ucresale: z.enum(PROPERTY_STATUSES),
    location: z.string(),
    address: z.string(),
    price: z.number(),
    bedrooms: z.number().int(),
    carpetArea: z.number(),
    description: z.string(),
    owner: z.string(),
    images: z.array(propertyImageSchema),
    furnished: z.boolean(),
    parking: z.boolean(),
    gym: z.boolean(),
    swimming: z.boolean(),
    security: z.boolean(),
    ac: z.boolean(),
    wifi: z.boolean(),
    reraNumber: z.string().nullable(),
    /** Present (true) on a listing a moderator has taken down: only its owner's list and wishlists still carry it. */
    hidden: z.boolean().optional(),
    /** The moderator's reason, for the owner's own list only. */
    hiddenReason: z.string().optional(),
    /** When our agent verified it after showing it (ISO), or null: the "Verified by our agent" badge. */
    verifiedAt: z.string().nullable(),
    /** When its owner last confirmed it is still available (ISO; creation counts). */
    confirmedAt: z.string(),
    station: z.number().int().nullable(),
    /** Minutes from the door to the station as the owner gave them; null when not given. */
    walkMinutes: z.number().int().nullable().default(null),
    /** Door-to-desk minutes to the list's commuteTo (list answers with commuteTo only); null when there is no station to start from. */
    commute: commuteAnswerSchema.nullable().optional(),
    createdAt: z.string(),
    /** Detail answer only: every price asked, oldest first (the first is the listing's first price). */
    priceHistory: priceHistorySchema.optional(),
    /** Detail answer only: when it was first listed (ISO). */
    listedAt: z.string().optional(),
    /** The catalogue's cards: the listing's latest price drop, if it has had one. */
    lastPriceDrop: lastPriceDropSchema.optional(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof propertySchema>;
