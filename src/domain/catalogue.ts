import { z } from 'zod';
import { AMENITY_KEYS } from './amenities.ts';
import { stationParamSchema } from './listing-filter.ts';
import type { Property } from './property.ts';
import { MAX_DEPOSIT, PROPERTY_STATUSES, PROPERTY_TYPES } from './property-kinds.ts';
import { STATIONS } from './stations.ts';
import { COMMUTE_LIMITS } from './commute/commute-limits.ts';
import { CATALOGUE_COLUMNS_TYPE } from './catalogue-columns/format.ts';
import { FACINGS, FACT_LIMITS, FURNISHINGS, NO_FACTS, OC_STATES, POSSESSION_MONTH, POSTED_BY } from './listing-facts.ts';

const { brokerageMonths, brokeragePercent, maintenance, floor, parking, builtYear } = FACT_LIMITS;

/** A listing's facts in a summary (catalogue-wire.ts's FactsTuple says the order and which). */
export const factsTupleSchema = z
  .tuple([
    z.enum(POSTED_BY),
    z.number().min(0).max(Math.max(brokerageMonths.max, brokeragePercent.max)).nullable(),
    z.number().int().min(maintenance.min).max(maintenance.max).nullable(),
    z.number().int().min(floor.min).max(floor.max).nullable(),
    z.number().int().min(0).max(floor.max).nullable(),
    z.union([z.literal('ready'), z.string().regex(POSSESSION_MONTH)]).nullable(),
    z.enum(FURNISHINGS).nullable(),
    z.enum(OC_STATES).nullable(),
    z.number().int().min(builtYear.min).max(builtYear.max).nullable(),
    z.number().int().min(parking.min).max(parking.max).nullable(),
    z.number().int().min(parking.min).max(parking.max).nullable(),
    z.enum(FACINGS).nullable(),
  ])
  // A built year is a ready home's, as the upload's rules say (listing-facts-fields.ts).
  .refine((t) => t[8] === null || t[5] === 'ready', 'builtYearNotReady');

/**
 * What a card and the filters need of a listing: a listing without its address, description, owner and
 * all photos but the first (in its smallest width). The device keeps one for every listing.
 */
export type ListingSummary = Omit<Property, 'address' | 'description' | 'owner' | 'commute'>;

/** The highest catalogue version a client may send: past it the number no longer round-trips through JSON. */
export const MAX_CATALOGUE_VERSION = 1e15;

/**
 * The most listings a device keeps: the columnar format and its one-record store hold 100,000 within their budgets
 * (decision 0075; the tuples of decision 0020 stopped at about 6,000). A scope holding more is withheld: the device
 * keeps the stretch of stations it browses instead. The server's CATALOGUE_DEVICE_LIMIT setting overrides it.
 */
export const CATALOGUE_DEVICE_LIMIT = 100_000;

/**
 * GET /api/property/catalogue?since=N: N is the `version` of the client's last answer, 0 (or none) for everything.
 * `areaFrom`/`areaTo` (station names, as the list's filter) narrow it to the stations between them.
 */
export const catalogueParamsSchema = z.object({
  since: z
    .string({ error: 'catalogueVersionInvalid' })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return 0;
      const n = Number(v);
      if (!/^\d{1,16}$/.test(v.trim()) || !Number.isSafeInteger(n) || n > MAX_CATALOGUE_VERSION) {
        ctx.addIssue({ code: 'custom', message: 'catalogueVersionInvalid' });
        return z.NEVER;
      }
      return n;
    }),
  areaFrom: stationParamSchema,
  areaTo: stationParamSchema,
});

/**
 * One listing on the wire, as a tuple in this order (names cost more bytes than the values on a phone's network):
 * id, title, location, station, type, status, price, bedrooms, carpet area, amenity bits (bit i = AMENITY_KEYS[i]),
 * RERA number, created (ms since 1970), first photo [smallest URL, width, height] or null, verified (ms) or null,
 * last confirmed (ms), walk to the station (minutes) or null. The device checks it with catalogue-wire.ts instead, the
 * same rules without zod: a rule changed here changes there too (its test holds the two equal).
 */
export const summaryTupleSchema = z.tuple([
  z.string().min(1).max(64),
  z.string().max(500),
  z.string().max(500),
  z
    .number()
    .int()
    .min(0)
    .max(STATIONS.length - 1)
    .nullable(),
  z.enum(PROPERTY_TYPES),
  z.enum(PROPERTY_STATUSES),
  z.number().nonnegative(),
  z.number().int().nonnegative(),
  z.number().nonnegative(),
  z
    .number()
    .int()
    .min(0)
    .max(2 ** AMENITY_KEYS.length - 1),
  z.string().max(32).nullable(),
  z.number().int(),
  z.tuple([z.string().max(1000), z.number().int().positive(), z.number().int().positive()]).nullable(),
  // Added with freshness and verification, optional so a summary saved on a device before it still reads: verified, last confirmed (ms).
  z.number().int().nullable().optional(),
  z.number().int().optional(),
  // Added with the commute: the walk to the station in minutes, null when not given.
  z.number().int().min(COMMUTE_LIMITS.walk.min).max(COMMUTE_LIMITS.walk.max).nullable().optional(),
  // Added with the price history, optional for the same reason: the last price drop, [when (ms), percent], or null.
  z
    .tuple([z.number().int(), z.number().int().min(-100).max(0)])
    .nullable()
    .optional(),
  // Added with the real cost, optional for the same reason: a rent's deposit in rupees, or null.
  z.number().int().min(1).max(MAX_DEPOSIT).nullable().optional(),
  // Added with the listing facts: who posts it, brokerage, maintenance, floor, possession, built year, parking and the rest.
  factsTupleSchema.optional(),
]);

export { CATALOGUE_SHAPE } from './catalogue-shape.ts';
export type SummaryTuple = z.infer<typeof summaryTupleSchema>;

/**
 * The answer: every listing changed since `since` (all of them when `full`), the ids removed since then, and the
 * version to send next time. `full` means the client's copy is to be replaced, not patched (first sync, or a
 * version this database never had, e.g. after a restore).
 */
export const catalogueResponseSchema = z.object({
  version: z.number().int().nonnegative(),
  full: z.boolean(),
  listings: z.array(summaryTupleSchema),
  removed: z.array(z.string().min(1).max(64)),
  /** The station indexes the answer covers, both included; null for every listing. */
  range: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).nullable(),
  /** The scope holds more than a device keeps (CATALOGUE_DEVICE_LIMIT): no listings are sent, ask the server. */
  withheld: z.boolean(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

/**
 * GET /api/property/catalogue/columns: the same answer in the columnar format of src/domain/catalogue-columns
 * (format.ts says its layout), brotli-encoded for clients that accept it. For the document only: the route sends
 * bytes, and the device reads them with decode.ts, which refuses what catalogueResponseSchema would.
 */
export const catalogueColumnsAnswerSchema = z.instanceof(Uint8Array).meta({
  type: 'string',
  contentMediaType: CATALOGUE_COLUMNS_TYPE,
  description: 'The catalogue answer in the columnar format of src/domain/catalogue-columns/format.ts.',
});

export function amenityBits(s: Pick<ListingSummary, (typeof AMENITY_KEYS)[number]>): number {
  return AMENITY_KEYS.reduce((bits, key, i) => (s[key] ? bits | (1 << i) : bits), 0);
}

export function toSummaryTuple(s: ListingSummary): SummaryTuple {
  const photo = s.images[0];
  const tuple: SummaryTuple = [
    s._id,
    s.propertyName,
    s.location,
    s.station,
    s.type,
    s.ucresale,
    s.price,
    s.bedrooms,
    s.carpetArea,
    amenityBits(s),
    s.reraNumber,
    Date.parse(s.createdAt),
    photo ? [photo.imageUrl, photo.width, photo.height] : null,
    s.verifiedAt === null ? null : Date.parse(s.verifiedAt),
    Date.parse(s.confirmedAt),
    s.walkMinutes,
    s.lastPriceDrop ? [Date.parse(s.lastPriceDrop.date), s.lastPriceDrop.percent] : null,
  ];
  // Most listings are sales, with no deposit: its place is sent as null when the facts follow, else left off.
  if (s.deposit != null) tuple[17] = s.deposit;
  tuple[17] = tuple[17] ?? null;
  tuple[18] = [
    s.postedBy ?? NO_FACTS.postedBy,
    (s.type === 'rent' ? s.brokerageMonths : s.brokeragePercent) ?? null,
    s.maintenance ?? null,
    s.floor ?? null,
    s.totalFloors ?? null,
    s.possession ?? null,
    s.furnishing ?? null,
    s.ocReceived ?? null,
    s.possession === 'ready' ? (s.builtYear ?? null) : null,
    s.parkingCovered ?? null,
    s.parkingOpen ?? null,
    s.facing ?? null,
  ];
  return tuple;
}

/** Newest first, as the list pages are: by creation time, then id. */
export function newestFirst(a: Pick<ListingSummary, 'createdAt' | '_id'>, b: Pick<ListingSummary, 'createdAt' | '_id'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}
