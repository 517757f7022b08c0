import { z } from 'zod';
import { AMENITY_KEYS } from './amenities.ts';
import { textInput } from './fields.ts';
import { FILTER_STATUSES, FILTER_TEXT_MAX, LISTING_SORTS, type ListingFilter, DESK_MINUTES_RANGE, MAX_COMMUTE_RANGE } from './listing-filter-core.ts';
import { FACT_LIMITS, FURNISHINGS, POSTED_BY } from './listing-facts.ts';
import { PROPERTY_TYPES } from './property-kinds.ts';
import { STATIONS } from './stations.ts';

/** How a saved search tells its owner about new matches. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
/** A user keeps at most this many saved searches: every one is matched against each new listing. */
export const SAVED_SEARCHES_MAX = 50;
/** The highest maximum price a saved filter may carry (₹1e15: past it a number stops being exact in JSON). */
export const SAVED_MAX_PRICE = 1e15;

export const SAVED_SEARCH_SAVED = 'Search saved';
export const SAVED_SEARCH_UPDATED = 'Saved search updated';
export const SAVED_SEARCH_DELETED = 'Saved search deleted';

/** A ListingFilter as JSON: the body of a save, the stored column, and the queued action on the device all parse through it. */
export const savedFilterSchema = z.object({
  q: textInput('searchTextNotText').max(FILTER_TEXT_MAX, 'searchTextTooLong'),
  type: z.union([z.literal(''), z.enum(PROPERTY_TYPES)], { error: 'typeInvalid' }),
  status: z.union([z.literal(''), z.enum(FILTER_STATUSES)], { error: 'statusFilterInvalid' }),
  location: textInput('locationNotText').max(FILTER_TEXT_MAX, 'locationFilterTooLong'),
  areaFrom: z.union([z.literal(''), z.enum(STATIONS)], { error: 'areaUnknown' }),
  areaTo: z.union([z.literal(''), z.enum(STATIONS)], { error: 'areaUnknown' }),
  maxPrice: z.number({ error: 'maxPriceInvalid' }).min(0, 'maxPriceInvalid').max(SAVED_MAX_PRICE, 'maxPriceTooLarge').nullable(),
  amenities: z.array(z.enum(AMENITY_KEYS, { error: 'amenityUnknown' })).max(AMENITY_KEYS.length, 'amenityRepeated'),
  // Searches saved before "Verified only" existed read as not asking for it.
  verified: z.boolean({ error: 'verifiedOnlyInvalid' }).default(false),
  // Searches saved before the commute filter existed read as having no destination.
  commuteTo: z.union([z.literal(''), z.enum(STATIONS)], { error: 'commuteToUnknown' }).default(''),
  deskMinutes: z
    .number({ error: 'deskMinutesInvalid' })
    .int('deskMinutesInvalid')
    .min(DESK_MINUTES_RANGE.min, 'deskMinutesInvalid')
    .max(DESK_MINUTES_RANGE.max, 'deskMinutesInvalid')
    .nullable()
    .default(null),
  maxCommute: z
    .number({ error: 'maxCommuteInvalid' })
    .int('maxCommuteInvalid')
    .min(MAX_COMMUTE_RANGE.min, 'maxCommuteInvalid')
    .max(MAX_COMMUTE_RANGE.max, 'maxCommuteInvalid')
    .nullable()
    .default(null),
  sort: z.enum(LISTING_SORTS, { error: 'sortInvalid' }).default('newest'),
  // Searches saved before the listing facts read as asking for none of them.
  postedBy: z.union([z.literal(''), z.enum(POSTED_BY)], { error: 'postedByFilterInvalid' }).default(''),
  readyToMove: z.boolean({ error: 'readyToMoveInvalid' }).default(false),
  maxMaintenance: z
    .number({ error: 'maxMaintenanceInvalid' })
    .int('maxMaintenanceInvalid')
    .min(0, 'maxMaintenanceInvalid')
    .max(FACT_LIMITS.maintenance.max, 'maxMaintenanceInvalid')
    .nullable()
    .default(null),
  furnishing: z.union([z.literal(''), z.enum(FURNISHINGS)], { error: 'furnishingFilterInvalid' }).default(''),
  minFloor: z
    .number({ error: 'minFloorInvalid' })
    .int('minFloorInvalid')
    .min(FACT_LIMITS.floor.min, 'minFloorInvalid')
    .max(FACT_LIMITS.floor.max, 'minFloorInvalid')
    .nullable()
    .default(null),
  maxFloor: z
    .number({ error: 'maxFloorInvalid' })
    .int('maxFloorInvalid')
    .min(FACT_LIMITS.floor.min, 'maxFloorInvalid')
    .max(FACT_LIMITS.floor.max, 'maxFloorInvalid')
    .nullable()
    .default(null),
  parking: z.boolean({ error: 'parkingFilterInvalid' }).default(false),
}) satisfies z.ZodType<ListingFilter, unknown>;

export const savedSearchNameField = textInput('savedSearchNameRequired')
  .trim()
  .min(1, 'savedSearchNameRequired')
  .max(SAVED_SEARCH_NAME_MAX, 'savedSearchNameTooLong');

/** PUT /api/user/saved-searches/{id}: the id is made on the device, so a save queued offline and replayed twice is one search. */
export const saveSearchSchema = z.object({ name: savedSearchNameField, filter: savedFilterSchema });
export type SaveSearchInput = z.infer<typeof saveSearchSchema>;

/** PATCH /api/user/saved-searches/{id}: rename, or change the alert. */
export const updateSavedSearchSchema = z
  .object({ name: savedSearchNameField.optional(), alert: z.enum(ALERT_MODES, { error: 'alertInvalid' }).optional() })
  .refine((v) => v.name !== undefined || v.alert !== undefined, { message: 'nothingToChange' })
  // What the refine says, for the OpenAPI document: one of the two at least.
  .meta({ anyOf: [{ required: ['name'] }, { required: ['alert'] }] });
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    filter: savedFilterSchema,
    alert: z.enum(ALERT_MODES),
    /** Listings that match and were published since the user last opened this search. */
    newMatches: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchAnswerSchema = z.object({ message: z.string(), search: savedSearchSchema });
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswerSchema>;
