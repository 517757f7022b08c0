import { z } from 'zod';
import { lastPriceDropSchema, priceHistorySchema } from './price-history.ts';
import { AVAILABILITIES } from './availability-kinds.ts';
import { AMENITY_KEYS, normaliseAmenityKey, type AmenityKey } from './amenities.ts';
import { numberInput, optionalNumberInput, requiredText } from './fields.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from './property-kinds.ts';
import { HIDDEN_AS } from './duplicates-core.ts';
import { STATIONS } from './stations.ts';
import { COMMUTE_LIMITS } from './commute/commute-limits.ts';
import { checkFactsTogether, listingFactsFields } from './listing-facts-fields.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from './listing-facts.ts';

export { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from './property-kinds.ts';

export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** MahaRERA project registration: 'P' and 11 digits, e.g. P51800012345. */
export const RERA_PATTERN = /^P\d{11}$/;

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
    .array(z.string({ error: 'amenitiesNotNames' }), { error: 'amenitiesNotNames' })
    .max(AMENITY_KEYS.length * 2, 'amenitiesNotNames')
    .transform((keys, ctx): AmenityKey[] => {
      const out = new Set<AmenityKey>();
      for (const key of keys) {
        const k = normaliseAmenityKey(key);
        if (!k) {
          ctx.addIssue({ code: 'custom', message: 'unknownAmenityNamed', params: { name: key.slice(0, 40) } });
          return z.NEVER;
        }
        out.add(k);
      }
      return [...out];
    }),
);

/** A listing's price in rupees: the upload's field, and the owner's price change (PATCH /api/property/price/{id}). */
export const priceField = numberInput('priceRequired', 'priceNotNumber').pipe(
  z.number().min(1, 'priceNotPositive').max(1e11, 'priceTooLarge').int('priceNotWhole'),
);

/** Form text to a number of minutes: digits only, so "1e1" and "12\u0000" are not ten and twelve. */
function walkText(v: unknown): unknown {
  if (v === '') return null;
  if (typeof v === 'string') return /^\s*\d{1,2}\s*$/.test(v) ? Number(v.trim()) : Number.NaN;
  return v;
}

// A change that names no walk at all is refused as nothing to change: clearing is said with null.
const walkMinutesNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'nothingToChange' : 'walkMinutesInvalid') })
  .int('walkMinutesInvalid')
  .min(COMMUTE_LIMITS.walk.min, 'walkMinutesInvalid')
  .max(COMMUTE_LIMITS.walk.max, 'walkMinutesInvalid')
  .nullable();

/**
 * Minutes from the door to the listing's station, 1-60: optional (empty is none, and the commute uses the stated
 * default); the upload's field.
 */
export const walkMinutesField = z.preprocess((v) => (v === undefined ? null : walkText(v)), walkMinutesNumber);

/** The owner's change of the walk (PATCH /api/property/walk/{id}): the upload's rule, but the field must be there. */
export const walkMinutesChangeField = z.preprocess(walkText, walkMinutesNumber);

import { MAX_DEPOSIT } from './property-kinds.ts';

export { MAX_DEPOSIT };

/** Form text to rupees: plain digits (a sign and decimals are read, to be refused by name), so "1e16" is no number. */
function depositText(v: unknown): unknown {
  if (v === '' || v === null) return null;
  if (typeof v === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(v) && v.length <= 40 ? Number(v.trim()) : Number.NaN;
  return v;
}

// A change that names no deposit at all is refused as nothing to change: clearing is said with null.
const depositNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'nothingToChange' : 'depositNotNumber') })
  .min(1, 'depositNotPositive')
  .max(MAX_DEPOSIT, 'depositTooLarge')
  .int('depositNotWhole')
  .nullable();

/** A rent's security deposit in rupees, optional (empty is none): the upload's field. */
export const depositField = z.preprocess((v) => (v === undefined ? null : depositText(v)), depositNumber);

/** The owner's change of a rent's deposit (PATCH /api/property/deposit/{id}): the upload's rule, but the field must be there. */
export const depositChangeField = z.preprocess(depositText, depositNumber);

/** The listing fields of the upload form, shared by the wizard and POST /api/property/create. */
export const propertyFieldsSchema = z
  .object({
    type: z.enum(PROPERTY_TYPES, { error: 'typeRequired' }),
    ucresale: z.enum(PROPERTY_STATUSES, { error: 'statusRequired' }),
    price: priceField,
    propertyName: requiredText('titleRequired', 120, 'titleTooLong'),
    location: requiredText('locationRequired', 120, 'locationTooLong'),
    address: requiredText('addressRequired', 300, 'addressTooLong'),
    // Optional: a shop or a plot has none, and an empty field means 0.
    bedrooms: optionalNumberInput(0, 'bedroomsNegative').pipe(z.number().int('bedroomsNotWhole').min(0, 'bedroomsNegative').max(50, 'bedroomsTooMany')),
    carpetArea: numberInput('carpetAreaRequired', 'carpetAreaNotNumber').pipe(z.number().min(1, 'carpetAreaRequired').max(1e6, 'carpetAreaTooLarge')),
    description: requiredText('descriptionRequired', 5000, 'descriptionTooLong'),
    amenities: amenitiesField,
    reraNumber: z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: 'reraInvalid' }).regex(RERA_PATTERN, 'reraInvalid'))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    walkMinutes: walkMinutesField.optional().transform((v) => v ?? null),
    /** Kept for a rent only: a sale's is dropped (the wizard asks for it on a rent). */
    deposit: depositField.optional().transform((v) => v ?? null),
    ...listingFactsFields,
  })
  .superRefine(checkFactsTogether);
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

/** Where a listing's ₹ per sq ft sits among its comparable listings (src/domain/fair-price.ts). */
export const fairPriceSchema = z.object({ medianPerSqft: z.number().int(), count: z.number().int(), percent: z.number().int() }).meta({ id: 'FairPrice' });

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
    /** `duplicate` when the moderator hid it as a copy of another listing; for the owner's own list only. */
    hiddenAs: z.enum(HIDDEN_AS).optional(),
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
    /** A rent's security deposit in rupees as its owner gave it; null when not given (absent from the catalogue). */
    deposit: z.number().int().nullable().optional(),
    /** Who lists it: its owner, an agent (brokerage below) or the builder; a listing from before the field reads as an agent's. */
    postedBy: z.enum(POSTED_BY).optional(),
    /** An agent's brokerage on a rent, in months of rent (halves); null when not stated. */
    brokerageMonths: z.number().nullable().optional(),
    /** An agent's brokerage on a sale, percent of the price; null when not stated. */
    brokeragePercent: z.number().nullable().optional(),
    /** Society maintenance in rupees a month; null when not stated. */
    maintenance: z.number().int().nullable().optional(),
    /** The floor (ground 0, basements below) and the building's floors; null when not stated. */
    floor: z.number().int().nullable().optional(),
    totalFloors: z.number().int().nullable().optional(),
    /** 'ready', or the month (YYYY-MM) of possession of a home under construction; null when not stated. */
    possession: z.string().nullable().optional(),
    builtYear: z.number().int().nullable().optional(),
    parkingCovered: z.number().int().nullable().optional(),
    parkingOpen: z.number().int().nullable().optional(),
    furnishing: z.enum(FURNISHINGS).nullable().optional(),
    facing: z.enum(FACINGS).nullable().optional(),
    /** A sale's occupancy certificate: received or not; null when not stated. */
    ocReceived: z.enum(OC_STATES).nullable().optional(),
    /** Detail answer only: its ₹ per sq ft against the median of its station's listings of its type (null below five). */
    fairPrice: fairPriceSchema.nullable().optional(),
    /** The catalogue's cards: the listing's latest price drop, if it has had one. */
    lastPriceDrop: lastPriceDropSchema.optional(),
    /** On the market, or sold, rented or withdrawn (only lists that keep such a listing carry one: wishlist, detail, the owner's). */
    availability: z.enum(AVAILABILITIES).optional(),
    /** When it left the market (ISO): present while it is not available. */
    availabilityChangedAt: z.string().optional(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof propertySchema>;
