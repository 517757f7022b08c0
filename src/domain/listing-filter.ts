import { z } from 'zod';
import {
  FILTER_STATUSES,
  FILTER_TEXT_MAX,
  type ParamReading,
  readAmenitiesParam,
  readCommuteToParam,
  readDeskMinutesParam,
  readMaxCommuteParam,
  readMaxPriceParam,
  readSortParam,
  readStationParam,
} from './listing-filter-core.ts';
// The server and the forms filter by commute whenever asked: the model registers itself with the predicate on import.
import './commute/commute-filter.ts';
import { textInput } from './fields.ts';
import { PROPERTY_TYPES } from './property-kinds.ts';
import { STATUS_FILTER_INVALID, TYPE_INVALID } from './api-errors.ts';

export const VERIFIED_PARAM_INVALID = 'Verified must be 1 or 0';
// Not in listing-filter-core.ts: only the zod schemas say these, and the core is in every first load.
export const SEARCH_TEXT_NOT_TEXT = 'Search text must be text';
export const SEARCH_TEXT_TOO_LONG = `Search text must be at most ${FILTER_TEXT_MAX} characters`;
export const LOCATION_NOT_TEXT = 'Location must be text';
export const LOCATION_FILTER_TOO_LONG = `Location must be at most ${FILTER_TEXT_MAX} characters`;

export * from './listing-filter-core.ts';

/** A reader of listing-filter-core.ts as a zod step: its message becomes the issue the API answers 400 with. */
function param<T>(read: (v: string | undefined) => ParamReading<T>) {
  return z
    .string()
    .optional()
    .transform((v, ctx): T => {
      const reading = read(v);
      if (reading.ok) return reading.value;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });
}

/** A station name (`areaFrom`, `areaTo`), any case; '' when absent. */
export const stationParamSchema = param(readStationParam);
/** `verified=1` (or true) asks for verified listings only; absent, empty or 0 does not (the address bar reads only '1'). */
function readVerifiedParam(v: string | undefined): ParamReading<boolean> {
  if (v === undefined || v === '' || v === '0' || v === 'false') return { ok: true, value: false };
  return v === '1' || v === 'true' ? { ok: true, value: true } : { ok: false, message: VERIFIED_PARAM_INVALID };
}

/** Strict reading of the query parameters (the server answers 400 with the message). */
export const listingFilterParamsSchema = z.object({
  q: textInput(SEARCH_TEXT_NOT_TEXT).max(FILTER_TEXT_MAX, SEARCH_TEXT_TOO_LONG).optional().default(''),
  // The message sits on the union: zod reports a failed union as 'Invalid input' otherwise.
  type: z
    .union([z.literal(''), z.enum(PROPERTY_TYPES)], { error: TYPE_INVALID })
    .optional()
    .transform((v) => v ?? ''),
  status: z
    .union([z.literal(''), z.enum(FILTER_STATUSES)], { error: STATUS_FILTER_INVALID })
    .optional()
    .transform((v) => v ?? ''),
  location: textInput(LOCATION_NOT_TEXT).max(FILTER_TEXT_MAX, LOCATION_FILTER_TOO_LONG).optional().default(''),
  areaFrom: stationParamSchema,
  areaTo: stationParamSchema,
  maxPrice: param(readMaxPriceParam),
  amenities: param(readAmenitiesParam),
  verified: param(readVerifiedParam),
  // Without commuteTo the other three are read (and refused when bad) but mean nothing: withoutStrayCommute drops them.
  commuteTo: param(readCommuteToParam),
  deskMinutes: param(readDeskMinutesParam),
  maxCommute: param(readMaxCommuteParam),
  sort: param(readSortParam),
});
