import { AMENITY_KEYS } from './amenities.ts';
import { COMMUTE_LIMITS } from './commute/commute-limits.ts';
import { MAX_DEPOSIT, PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from './property-kinds.ts';
import { STATIONS } from './stations.ts';
import {
  FACINGS,
  FACT_LIMITS,
  FURNISHINGS,
  OC_STATES,
  POSSESSION_MONTH,
  POSTED_BY,
  type Facing,
  type Furnishing,
  type OcState,
  type PostedBy,
} from './listing-facts.ts';

/**
 * The catalogue as the device reads it, without zod: the catalogue worker fetches and stores every listing on every
 * page, and zod was most of its download (decision 0064). catalogue.ts holds the same rules as zod schemas for the
 * server and the OpenAPI document; tests/unit/domain/catalogue-wire.test.ts holds the two equal.
 */

/**
 * A listing's facts in a summary (listing-facts.ts), all of them, so the detail page and compare show them offline:
 * who posts it, the brokerage (months on a rent, percent on a sale), maintenance, floor, floors, possession,
 * furnishing, OC, the built year (a ready home's only), covered and open parking spaces, facing (decision 0081).
 */
export type FactsTuple = [
  postedBy: PostedBy,
  brokerage: number | null,
  maintenance: number | null,
  floor: number | null,
  totalFloors: number | null,
  possession: string | null,
  furnishing: Furnishing | null,
  ocReceived: OcState | null,
  builtYear: number | null,
  parkingCovered: number | null,
  parkingOpen: number | null,
  facing: Facing | null,
];

/** The facts of a listing that states none: an agent's, as a listing from before the facts reads (toSummaryTuple). */
export const NO_FACTS_TUPLE: FactsTuple = ['agent', null, null, null, null, null, null, null, null, null, null, null];

/**
 * One listing on the wire, as a tuple in this order (names cost more bytes than the values on a phone's network):
 * id, title, location, station, type, status, price, bedrooms, carpet area, amenity bits (bit i = AMENITY_KEYS[i]),
 * RERA number, created (ms since 1970), first photo [smallest URL, width, height] or null, verified (ms) or null,
 * last confirmed (ms), walk to the station (minutes) or null, last price drop [when (ms), percent] or null, a rent's
 * deposit (₹) or null, its facts. The last six are optional so a summary saved on a device before they existed still reads.
 */
export type SummaryTuple = [
  id: string,
  title: string,
  location: string,
  station: number | null,
  type: PropertyType,
  status: PropertyStatus,
  price: number,
  bedrooms: number,
  carpetArea: number,
  amenityBits: number,
  rera: string | null,
  createdAt: number,
  photo: [url: string, width: number, height: number] | null,
  verifiedAt?: number | null | undefined,
  confirmedAt?: number | undefined,
  walkMinutes?: number | null | undefined,
  lastPriceDrop?: [at: number, percent: number] | null | undefined,
  deposit?: number | null | undefined,
  facts?: FactsTuple | undefined,
];

/**
 * Where SummaryTuple keeps each field. Code that reads a few fields of many tuples by place (the line's figures) names
 * them here, so a field added or moved is changed in one place beside the tuple, not in every reader.
 */
export const SUMMARY_AT = {
  id: 0,
  title: 1,
  location: 2,
  station: 3,
  type: 4,
  status: 5,
  price: 6,
  bedrooms: 7,
  carpetArea: 8,
  amenityBits: 9,
  rera: 10,
  createdAt: 11,
  photo: 12,
  verifiedAt: 13,
  confirmedAt: 14,
  walkMinutes: 15,
  lastPriceDrop: 16,
  deposit: 17,
} as const;

/** The stations an answer covers, both included; null for every listing. */
export type StationRange = [number, number] | null;

export interface CatalogueResponse {
  version: number;
  full: boolean;
  listings: SummaryTuple[];
  removed: string[];
  range: StationRange;
  withheld: boolean;
}

const REQUIRED_PLACES = 13;
const ALL_PLACES = 19;

// zod's number() takes no NaN or Infinity, and its int() only safe integers: the same here.
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const intIn = (v: unknown, min: number, max: number): v is number => isInt(v) && v >= min && v <= max;
const textUpTo = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => values.some((x) => x === v);
const absentOr = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

function isPhoto(v: unknown): boolean {
  return Array.isArray(v) && v.length === 3 && textUpTo(v[0], 1000) && isInt(v[1]) && v[1] > 0 && isInt(v[2]) && v[2] > 0;
}

function isPriceDrop(v: unknown): boolean {
  return Array.isArray(v) && v.length === 2 && isInt(v[0]) && intIn(v[1], -100, 0);
}

function isRange(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && intIn(v[0], 0, Number.MAX_SAFE_INTEGER) && intIn(v[1], 0, Number.MAX_SAFE_INTEGER);
}

const { walk } = COMMUTE_LIMITS;

const nullOr = (v: unknown, check: (v: unknown) => boolean) => v === null || check(v);
const { brokerageMonths, brokeragePercent, maintenance, floor, parking, builtYear } = FACT_LIMITS;

/** Whether `v` is a facts tuple catalogue.ts's factsTupleSchema accepts. */
export function isFactsTuple(v: unknown): v is FactsTuple {
  if (!Array.isArray(v) || v.length !== 12) return false;
  const [postedBy, brokerage, monthly, at, of, possession, furnishing, oc, built, covered, open, facing] = v;
  return (
    oneOf(POSTED_BY, postedBy) &&
    nullOr(brokerage, (x) => isNumber(x) && x >= 0 && x <= Math.max(brokerageMonths.max, brokeragePercent.max)) &&
    nullOr(monthly, (x) => intIn(x, maintenance.min, maintenance.max)) &&
    nullOr(at, (x) => intIn(x, floor.min, floor.max)) &&
    nullOr(of, (x) => intIn(x, 0, floor.max)) &&
    nullOr(possession, (x) => x === 'ready' || (typeof x === 'string' && POSSESSION_MONTH.test(x))) &&
    nullOr(furnishing, (x) => oneOf(FURNISHINGS, x)) &&
    nullOr(oc, (x) => oneOf(OC_STATES, x)) &&
    // A built year is a ready home's, as the upload's rules say (listing-facts-fields.ts).
    nullOr(built, (x) => possession === 'ready' && intIn(x, builtYear.min, builtYear.max)) &&
    nullOr(covered, (x) => intIn(x, parking.min, parking.max)) &&
    nullOr(open, (x) => intIn(x, parking.min, parking.max)) &&
    nullOr(facing, (x) => oneOf(FACINGS, x))
  );
}

/** Whether `v` is a summary tuple catalogue.ts's schema accepts: then it is used as it is, as the schema would return it. */
export function isSummaryTuple(v: unknown): v is SummaryTuple {
  if (!Array.isArray(v) || v.length < REQUIRED_PLACES || v.length > ALL_PLACES) return false;
  const [id, title, location, station, type, status, price, bedrooms, area, amenities, rera, createdAt, photo] = v;
  return (
    typeof id === 'string' &&
    id.length >= 1 &&
    id.length <= 64 &&
    textUpTo(title, 500) &&
    textUpTo(location, 500) &&
    (station === null || intIn(station, 0, STATIONS.length - 1)) &&
    oneOf(PROPERTY_TYPES, type) &&
    oneOf(PROPERTY_STATUSES, status) &&
    isNumber(price) &&
    price >= 0 &&
    intIn(bedrooms, 0, Number.MAX_SAFE_INTEGER) &&
    isNumber(area) &&
    area >= 0 &&
    intIn(amenities, 0, 2 ** AMENITY_KEYS.length - 1) &&
    (rera === null || textUpTo(rera, 32)) &&
    isInt(createdAt) &&
    (photo === null || isPhoto(photo)) &&
    absentOr(v[13], (x) => x === null || isInt(x)) &&
    absentOr(v[14], isInt) &&
    absentOr(v[15], (x) => x === null || intIn(x, walk.min, walk.max)) &&
    absentOr(v[16], (x) => x === null || isPriceDrop(x)) &&
    absentOr(v[17], (x) => x === null || intIn(x, 1, MAX_DEPOSIT)) &&
    absentOr(v[18], isFactsTuple)
  );
}

/** An array whose every element passes `is`. */
export function isArrayOf<T>(v: unknown, is: (item: unknown) => item is T): v is T[] {
  return Array.isArray(v) && v.every((item) => is(item));
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 64;

/** GET /api/property/catalogue's answer as catalogue.ts's schema accepts it, else null. */
export function readCatalogueResponse(v: unknown): CatalogueResponse | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const { version, full, listings, removed, range, withheld }: Record<string, unknown> = { ...v };
  if (!intIn(version, 0, Number.MAX_SAFE_INTEGER) || typeof full !== 'boolean' || typeof withheld !== 'boolean') return null;
  if (!isArrayOf(listings, isSummaryTuple) || !isArrayOf(removed, isId) || !(range === null || isRange(range))) return null;
  // A new object, as the schema returns one: keys the reader does not know are left behind.
  return { version, full, listings, removed, range, withheld };
}
