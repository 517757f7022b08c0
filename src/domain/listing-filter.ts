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
  readWholeIn,
  readSortParam,
  readStationParam,
} from './listing-filter-core.ts';
// The server and the forms filter by commute whenever asked: the model registers itself with the predicate on import.
import './commute/commute-filter.ts';
import type { ErrorCode } from './error-codes.ts';
import { textInput } from './fields.ts';
import { FACT_LIMITS, FURNISHINGS, POSTED_BY } from './listing-facts.ts';
import { PROPERTY_TYPES } from './property-kinds.ts';

// Not in listing-filter-core.ts: only the zod schemas say these, and the core is in every first load.

export * from './listing-filter-core.ts';

// The facts' strict readers: the address bar reads them leniently in listing-filter-core.ts (filterFromParams).
const ok = <T>(value: T): ParamReading<T> => ({ ok: true, value });
const fail = <T>(code: ErrorCode): ParamReading<T> => ({ ok: false, refusal: { code } });

function readWhole(min: number, max: number, code: ErrorCode): (v: string | undefined) => ParamReading<number | null> {
  return (v) => {
    const n = readWholeIn(v, min, max);
    return n === undefined ? fail(code) : ok(n);
  };
}

/** A yes-only flag (`readyToMove`, `parking`): '1' or 'true' asks for it; absent, empty, '0' or 'false' does not. */
function readFlag(code: ErrorCode): (v: string | undefined) => ParamReading<boolean> {
  return (v) => {
    if (v === undefined || v === '' || v === '0' || v === 'false') return ok(false);
    return v === '1' || v === 'true' ? ok(true) : fail(code);
  };
}

function readChoiceParam<T extends string>(choices: readonly T[], code: ErrorCode): (v: string | undefined) => ParamReading<T | ''> {
  return (v) => {
    if (v === undefined || v === '') return ok('');
    const found = choices.find((c) => c === v);
    return found ? ok(found) : fail(code);
  };
}

const { maintenance, floor } = FACT_LIMITS;
const readPostedByParam = readChoiceParam(POSTED_BY, 'postedByFilterInvalid');
const readFurnishingParam = readChoiceParam(FURNISHINGS, 'furnishingFilterInvalid');
const readMaxMaintenanceParam = readWhole(0, maintenance.max, 'maxMaintenanceInvalid');
const readMinFloorParam = readWhole(floor.min, floor.max, 'minFloorInvalid');
const readMaxFloorParam = readWhole(floor.min, floor.max, 'maxFloorInvalid');

/** A reader of listing-filter-core.ts as a zod step: its code becomes the issue the API answers 400 with. */
function param<T>(read: (v: string | undefined) => ParamReading<T>) {
  return z
    .string()
    .optional()
    .transform((v, ctx): T => {
      const reading = read(v);
      if (reading.ok) return reading.value;
      ctx.addIssue({ code: 'custom', message: reading.refusal.code, params: reading.refusal.values });
      return z.NEVER;
    });
}

/** A station name (`areaFrom`, `areaTo`), any case; '' when absent. */
export const stationParamSchema = param(readStationParam);
/** `verified=1` (or true) asks for verified listings only; absent, empty or 0 does not (the address bar reads only '1'). */
function readVerifiedParam(v: string | undefined): ParamReading<boolean> {
  if (v === undefined || v === '' || v === '0' || v === 'false') return { ok: true, value: false };
  return v === '1' || v === 'true' ? { ok: true, value: true } : { ok: false, refusal: { code: 'verifiedParamInvalid' } };
}

/** Strict reading of the query parameters (the server answers 400 with the message). */
export const listingFilterParamsSchema = z.object({
  q: textInput('searchTextNotText').max(FILTER_TEXT_MAX, 'searchTextTooLong').optional().default(''),
  // The message sits on the union: zod reports a failed union as 'Invalid input' otherwise.
  type: z
    .union([z.literal(''), z.enum(PROPERTY_TYPES)], { error: 'typeInvalid' })
    .optional()
    .transform((v) => v ?? ''),
  status: z
    .union([z.literal(''), z.enum(FILTER_STATUSES)], { error: 'statusFilterInvalid' })
    .optional()
    .transform((v) => v ?? ''),
  location: textInput('locationNotText').max(FILTER_TEXT_MAX, 'locationFilterTooLong').optional().default(''),
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
  postedBy: param(readPostedByParam),
  readyToMove: param(readFlag('readyToMoveInvalid')),
  maxMaintenance: param(readMaxMaintenanceParam),
  furnishing: param(readFurnishingParam),
  minFloor: param(readMinFloorParam),
  maxFloor: param(readMaxFloorParam),
  parking: param(readFlag('parkingFilterInvalid')),
});
