import { z } from 'zod';
import { AMENITY_KEYS } from './amenities.ts';
import { textInput } from './fields.ts';
import {
  COMMUTE_TO_UNKNOWN,
  DESK_MINUTES_INVALID,
  DESK_MINUTES_RANGE,
  FILTER_STATUSES,
  FILTER_TEXT_MAX,
  LISTING_SORTS,
  type ListingFilter,
  MAX_COMMUTE_INVALID,
  MAX_COMMUTE_RANGE,
  MAX_PRICE_INVALID,
  SORT_INVALID,
} from './listing-filter-core.ts';
import { LOCATION_FILTER_TOO_LONG, LOCATION_NOT_TEXT, SEARCH_TEXT_NOT_TEXT, SEARCH_TEXT_TOO_LONG } from './listing-filter.ts';
import { PROPERTY_TYPES } from './property-kinds.ts';
import { STATIONS } from './stations.ts';
import { STATUS_FILTER_INVALID, TYPE_INVALID } from './api-errors.ts';

export const AREA_UNKNOWN = 'Unknown area';
export const MAX_PRICE_TOO_LARGE = 'Maximum price is too large';
export const AMENITY_UNKNOWN = 'Unknown amenity';
export const AMENITY_REPEATED = 'Each amenity at most once';
export const VERIFIED_ONLY_INVALID = 'Verified only must be true or false';
export const ALERT_INVALID = 'Alert must be instant, daily or off';
export const NOTHING_TO_CHANGE = 'Nothing to change';

/** How a saved search tells its owner about new matches. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
/** A user keeps at most this many saved searches: every one is matched against each new listing. */
export const SAVED_SEARCHES_MAX = 50;
/** The highest maximum price a saved filter may carry (₹1e15: past it a number stops being exact in JSON). */
export const SAVED_MAX_PRICE = 1e15;

export const SAVED_SEARCH_NAME_REQUIRED = 'Name your search';
export const SAVED_SEARCH_NAME_TOO_LONG = `A search name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCHES_FULL = `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_SAVED = 'Search saved';
export const SAVED_SEARCH_UPDATED = 'Saved search updated';
export const SAVED_SEARCH_DELETED = 'Saved search deleted';

/** A ListingFilter as JSON: the body of a save, the stored column, and the queued action on the device all parse through it. */
export const savedFilterSchema = z.object({
  q: textInput(SEARCH_TEXT_NOT_TEXT).max(FILTER_TEXT_MAX, SEARCH_TEXT_TOO_LONG),
  type: z.union([z.literal(''), z.enum(PROPERTY_TYPES)], { error: TYPE_INVALID }),
  status: z.union([z.literal(''), z.enum(FILTER_STATUSES)], { error: STATUS_FILTER_INVALID }),
  location: textInput(LOCATION_NOT_TEXT).max(FILTER_TEXT_MAX, LOCATION_FILTER_TOO_LONG),
  areaFrom: z.union([z.literal(''), z.enum(STATIONS)], { error: AREA_UNKNOWN }),
  areaTo: z.union([z.literal(''), z.enum(STATIONS)], { error: AREA_UNKNOWN }),
  maxPrice: z.number({ error: MAX_PRICE_INVALID }).min(0, MAX_PRICE_INVALID).max(SAVED_MAX_PRICE, MAX_PRICE_TOO_LARGE).nullable(),
  amenities: z.array(z.enum(AMENITY_KEYS, { error: AMENITY_UNKNOWN })).max(AMENITY_KEYS.length, AMENITY_REPEATED),
  // Searches saved before "Verified only" existed read as not asking for it.
  verified: z.boolean({ error: VERIFIED_ONLY_INVALID }).default(false),
  // Searches saved before the commute filter existed read as having no destination.
  commuteTo: z.union([z.literal(''), z.enum(STATIONS)], { error: COMMUTE_TO_UNKNOWN }).default(''),
  deskMinutes: z
    .number({ error: DESK_MINUTES_INVALID })
    .int(DESK_MINUTES_INVALID)
    .min(DESK_MINUTES_RANGE.min, DESK_MINUTES_INVALID)
    .max(DESK_MINUTES_RANGE.max, DESK_MINUTES_INVALID)
    .nullable()
    .default(null),
  maxCommute: z
    .number({ error: MAX_COMMUTE_INVALID })
    .int(MAX_COMMUTE_INVALID)
    .min(MAX_COMMUTE_RANGE.min, MAX_COMMUTE_INVALID)
    .max(MAX_COMMUTE_RANGE.max, MAX_COMMUTE_INVALID)
    .nullable()
    .default(null),
  sort: z.enum(LISTING_SORTS, { error: SORT_INVALID }).default('newest'),
}) satisfies z.ZodType<ListingFilter, unknown>;

export const savedSearchNameField = textInput(SAVED_SEARCH_NAME_REQUIRED)
  .trim()
  .min(1, SAVED_SEARCH_NAME_REQUIRED)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TOO_LONG);

/** PUT /api/user/saved-searches/{id}: the id is made on the device, so a save queued offline and replayed twice is one search. */
export const saveSearchSchema = z.object({ name: savedSearchNameField, filter: savedFilterSchema });
export type SaveSearchInput = z.infer<typeof saveSearchSchema>;

/** PATCH /api/user/saved-searches/{id}: rename, or change the alert. */
export const updateSavedSearchSchema = z
  .object({ name: savedSearchNameField.optional(), alert: z.enum(ALERT_MODES, { error: ALERT_INVALID }).optional() })
  .refine((v) => v.name !== undefined || v.alert !== undefined, { message: NOTHING_TO_CHANGE })
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
