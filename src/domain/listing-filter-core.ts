import { AMENITY_KEYS, type AmenityKey } from './amenities.ts';
import type { Property } from './property.ts';
import { PROPERTY_TYPES, type PropertyType } from './property-kinds.ts';
import { STATIONS, type Station, stationNames } from './stations.ts';
import type { CodedMessage, ErrorCode, ErrorValues } from './error-codes.ts';
import { FLOOR_RANGE, FURNISHINGS, type Furnishing, MAX_MAINTENANCE, POSTED_BY, type PostedBy } from './listing-facts-core.ts';
import type { ListingFacts } from './listing-facts.ts';

// The filter without zod: the list page's first load needs the predicate and the URL form, not the server's schema
// (listing-filter.ts builds that from the readers below and re-exports all of this).

/** The statuses the filter offers (not 'not applicable'). */
export const FILTER_STATUSES = ['under construction', 'resale'] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/** The longest search text and location text the API accepts. */
export const FILTER_TEXT_MAX = 100;

/**
 * What the properties list filters by. The client predicate below and the server's SQL
 * (GET /api/property/getProperties) must select exactly the same listings for the same filter.
 */
export interface ListingFilter {
  /** Case-insensitive substring of the title or the location. */
  q: string;
  type: PropertyType | '';
  status: FilterStatus | '';
  /** Case-insensitive substring of the location. */
  location: string;
  /** Area range by station: every station between the two positions, inclusive, in either order. One end alone = that station. */
  areaFrom: Station | '';
  areaTo: Station | '';
  maxPrice: number | null;
  /** Every one listed is required. */
  amenities: AmenityKey[];
  /** Only listings our agent has verified. */
  verified: boolean;
  /** Where the searcher travels to: the destination of every listing's commute; '' for none. */
  commuteTo: Station | '';
  /** Minutes from that station to the desk; null counts as none. */
  deskMinutes: number | null;
  /** At most this many minutes door to desk; only with commuteTo. A listing whose commute cannot be worked out does not match. */
  maxCommute: number | null;
  /** The list's order: newest first, or shortest commute first (only with commuteTo; ties keep the newest-first order). */
  sort: ListingSort;
  /** Only listings posted by their owner (or an agent, or the builder); '' for anyone. */
  postedBy: PostedBy | '';
  /** Only homes ready to move into. */
  readyToMove: boolean;
  /** At most this much maintenance a month; a listing that states none does not match. */
  maxMaintenance: number | null;
  furnishing: Furnishing | '';
  /** Floors from and to, both included; a listing that states no floor does not match either. */
  minFloor: number | null;
  maxFloor: number | null;
  /** Only listings with a parking space. */
  parking: boolean;
}

export const LISTING_SORTS = ['newest', 'commute'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const EMPTY_FILTER: ListingFilter = {
  q: '',
  type: '',
  status: '',
  location: '',
  areaFrom: '',
  areaTo: '',
  maxPrice: null,
  amenities: [],
  verified: false,
  commuteTo: '',
  deskMinutes: null,
  maxCommute: null,
  sort: 'newest',
  postedBy: '',
  readyToMove: false,
  maxMaintenance: null,
  furnishing: '',
  minFloor: null,
  maxFloor: null,
  parking: false,
};

export type FilterableListing = Pick<Property, 'propertyName' | 'location' | 'type' | 'ucresale' | 'price' | 'station' | 'verifiedAt' | AmenityKey> & {
  /** Minutes from the door to the station; absent or null uses the commute model's default. */
  walkMinutes?: number | null;
} & { [K in 'postedBy' | 'maintenance' | 'floor' | 'possession' | 'furnishing']?: ListingFacts[K] | undefined };

/** Whether a listing passes the facts' filters; the server's SQL (server/services/listings.ts) says the same. */
function factsMatch(p: FilterableListing, f: ListingFilter): boolean {
  if (f.postedBy && (p.postedBy ?? 'agent') !== f.postedBy) return false;
  if (f.readyToMove && p.possession !== 'ready') return false;
  const maintenance = p.maintenance ?? null;
  if (f.maxMaintenance !== null && (maintenance === null || maintenance > f.maxMaintenance)) return false;
  if (f.furnishing && p.furnishing !== f.furnishing) return false;
  const floor = p.floor ?? null;
  if ((f.minFloor !== null || f.maxFloor !== null) && floor === null) return false;
  if (f.minFloor !== null && floor !== null && floor < f.minFloor) return false;
  if (f.maxFloor !== null && floor !== null && floor > f.maxFloor) return false;
  return !(f.parking && !p.parking);
}

/** The facts' filters as URL parameters, '' for those not set: the URL, the panel's count and the matcher read them. */
function factParams(f: ListingFilter): [string, string][] {
  const n = (v: number | null) => (v === null ? '' : String(v));
  return [
    ['postedBy', f.postedBy],
    ['readyToMove', f.readyToMove ? '1' : ''],
    ['maxMaintenance', n(f.maxMaintenance)],
    ['furnishing', f.furnishing],
    ['minFloor', n(f.minFloor)],
    ['maxFloor', n(f.maxFloor)],
    ['parking', f.parking ? '1' : ''],
  ];
}

/**
 * A listing's door-to-desk minutes for a filter with a destination, or null when they cannot be worked out.
 * commute/commute-filter.ts registers it when it loads, so the list page's first load carries none of the model: the
 * page loads it when a destination is first chosen, and listing-filter.ts (the server's and the forms' filter) loads it
 * always. Until it is registered, a filter with a commute limit matches nothing rather than everything.
 */
export type CommuteMinutesOf = (p: FilterableListing, f: ListingFilter) => number | null;
let commuteMinutesOf: CommuteMinutesOf | null = null;

export function registerCommuteModel(minutesOf: CommuteMinutesOf): void {
  commuteMinutesOf = minutesOf;
}

/** Whether the commute model is loaded (a page with a destination waits for it before filtering). */
export function commuteModelLoaded(): boolean {
  return commuteMinutesOf !== null;
}

/** The listing's commute minutes under the filter's destination; null without a destination, a station or the model. */
export function commuteMinutes(p: FilterableListing, f: ListingFilter): number | null {
  return f.commuteTo && commuteMinutesOf ? commuteMinutesOf(p, f) : null;
}

/**
 * Shortest commute first; listings whose commute cannot be worked out last. Ties (and a filter without a destination
 * or without sort=commute) compare equal, so a stable sort keeps the newest-first order the list arrives in; the
 * server's ORDER BY breaks ties the same way.
 */
export function compareByCommute(f: ListingFilter): (a: FilterableListing, b: FilterableListing) => number {
  if (f.sort !== 'commute' || !f.commuteTo) return () => 0;
  const cache = new Map<FilterableListing, number>();
  const minutes = (p: FilterableListing) => {
    let m = cache.get(p);
    if (m === undefined) {
      m = commuteMinutes(p, f) ?? Number.POSITIVE_INFINITY;
      cache.set(p, m);
    }
    return m;
  };
  return (a, b) => {
    const x = minutes(a);
    const y = minutes(b);
    return x === y ? 0 : x < y ? -1 : 1;
  };
}

/** The inclusive station index range a filter asks for, or null when it sets no area. */
export function areaRange(f: Pick<ListingFilter, 'areaFrom' | 'areaTo'>): [number, number] | null {
  const from = f.areaFrom ? STATIONS.indexOf(f.areaFrom) : -1;
  const to = f.areaTo ? STATIONS.indexOf(f.areaTo) : -1;
  if (from < 0 && to < 0) return null;
  const a = from < 0 ? to : from;
  const b = to < 0 ? from : to;
  return [Math.min(a, b), Math.max(a, b)];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is every ASCII code point, control characters included.
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Lower-cases the way the database's lower() does (Unicode simple case mapping, one code point at a time).
 * String.prototype.toLowerCase applies the full mapping instead, which differs for 'İ' (to 'i' plus a
 * combining dot) and for a word-final 'Σ' (to 'ς'): lower() gives 'i' and 'σ'.
 */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) out += ch === '\u0130' ? 'i' : ch.toLowerCase();
  return out;
}

/**
 * The texts a search stands for: itself, and every name (English, Hindi, Marathi) of each station one of whose names
 * contains it, so "बोरीवली", "बोरिवली" and "borivali" find the same listings, whichever script the listing is written
 * in. The server's SQL (server/services/listings.ts) matches the same forms.
 */
export function searchForms(text: string): string[] {
  const q = fold(text.trim());
  if (!q) return [];
  const named = STATIONS.filter((s) => stationNames(s).some((name) => fold(name).includes(q)));
  return [...new Set([q, ...named.flatMap((s) => stationNames(s).map(fold))])];
}

/**
 * The filter as a test of one listing, with what depends on the filter alone worked out once: the search's forms
 * name every station in three scripts, and working them out again for each listing made a keystroke over the
 * catalogue cost 50 ms more at 4x (the interaction bench, docs/benchmarks.md).
 */
function listingMatcher(f: ListingFilter): (p: FilterableListing) => boolean {
  const forms = searchForms(f.q);
  const loc = fold(f.location.trim());
  const range = areaRange(f);
  const facts = factParams(f).some(([, v]) => v !== '');
  return (p) => {
    const location = forms.length > 0 || loc ? fold(p.location) : '';
    if (forms.length > 0) {
      const name = fold(p.propertyName);
      if (!forms.some((form) => name.includes(form) || location.includes(form))) return false;
    }
    if (f.type && p.type !== f.type) return false;
    if (f.status && p.ucresale !== f.status) return false;
    if (loc && !location.includes(loc)) return false;
    if (range && (p.station === null || p.station < range[0] || p.station > range[1])) return false;
    if (f.maxPrice !== null && p.price > f.maxPrice) return false;
    for (const key of f.amenities) if (!p[key]) return false;
    if (f.verified && p.verifiedAt === null) return false;
    if (facts && !factsMatch(p, f)) return false;
    if (f.commuteTo && f.maxCommute !== null) {
      const minutes = commuteMinutes(p, f);
      if (minutes === null || minutes > f.maxCommute) return false;
    }
    return true;
  };
}

// Filters are values, never changed once made: one filter's matcher serves every listing a list or a job tests with it.
const matchers = new WeakMap<ListingFilter, (p: FilterableListing) => boolean>();

export function matchesFilter(p: FilterableListing, f: ListingFilter): boolean {
  let matcher = matchers.get(f);
  if (!matcher) {
    matcher = listingMatcher(f);
    matchers.set(f, matcher);
  }
  return matcher(p);
}

/**
 * The listings in compareByCommute's order, as a new array: each listing's commute worked out once and the
 * sort done on numbers (a keystroke over thousands of listings pays for the lookups otherwise). Stable.
 */
export function sortByCommute<T extends FilterableListing>(listings: readonly T[], f: ListingFilter): T[] {
  if (f.sort !== 'commute' || !f.commuteTo) return [...listings];
  const keys = listings.map((p) => commuteMinutes(p, f) ?? Number.POSITIVE_INFINITY);
  const order = listings.map((_, i) => i);
  order.sort((i, j) => {
    const x = keys[i] ?? 0;
    const y = keys[j] ?? 0;
    return x === y ? i - j : x < y ? -1 : 1;
  });
  return order.flatMap((i) => {
    const p = listings[i];
    return p === undefined ? [] : [p];
  });
}

/** The commute fields mean nothing without a destination: a filter without one carries none of them. */
export function withoutStrayCommute(f: ListingFilter): ListingFilter {
  if (f.commuteTo || (f.deskMinutes === null && f.maxCommute === null && f.sort === 'newest')) return f;
  return { ...f, deskMinutes: null, maxCommute: null, sort: 'newest' };
}

/** How many filters are active: the number on the mobile filter toggle (search box not counted). */
export function activeFilterCount(f: ListingFilter): number {
  return (
    [
      f.type,
      f.status,
      f.location.trim(),
      f.areaFrom || f.areaTo,
      f.maxPrice !== null ? 'x' : '',
      f.verified ? 'x' : '',
      f.commuteTo,
      f.minFloor ?? f.maxFloor ?? '',
      ...factParams(f).flatMap(([key, v]) => (key.endsWith('Floor') ? [] : [v])),
    ].filter((v) => v !== '').length + f.amenities.length
  );
}

/** The filter as URL query parameters: the shareable list URL and the API's query use the same names. */
export function filterToParams(f: ListingFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.type) p.set('type', f.type);
  if (f.status) p.set('status', f.status);
  if (f.location.trim()) p.set('location', f.location.trim());
  if (f.areaFrom) p.set('areaFrom', f.areaFrom);
  if (f.areaTo) p.set('areaTo', f.areaTo);
  if (f.maxPrice !== null) p.set('maxPrice', String(f.maxPrice));
  if (f.amenities.length) p.set('amenities', [...f.amenities].sort().join(','));
  if (f.verified) p.set('verified', '1');
  for (const [key, value] of factParams(f)) if (value !== '') p.set(key, value);
  if (f.commuteTo) {
    p.set('commuteTo', f.commuteTo);
    if (f.deskMinutes !== null) p.set('deskMinutes', String(f.deskMinutes));
    if (f.maxCommute !== null) p.set('maxCommute', String(f.maxCommute));
    if (f.sort === 'commute') p.set('sort', 'commute');
  }
  return p;
}

/** One query parameter read: its value, or the code (and values) the API answers 400 with. */
export type ParamReading<T> = { ok: true; value: T } | { ok: false; refusal: CodedMessage };

const ok = <T>(value: T): ParamReading<T> => ({ ok: true, value });
const fail = <T>(code: ErrorCode, values?: ErrorValues): ParamReading<T> => ({ ok: false, refusal: values ? { code, values } : { code } });

export function readStationParam(v: string | undefined): ParamReading<Station | ''> {
  if (!v) return ok('');
  const found = STATIONS.find((s) => s.toLowerCase() === v.trim().toLowerCase());
  return found ? ok(found) : fail('unknownAreaNamed', { name: v.slice(0, 40) });
}

/** The destination station of a commute (`commuteTo`), any case; '' when absent. */
export function readCommuteToParam(v: string | undefined): ParamReading<Station | ''> {
  const reading = readStationParam(v);
  return reading.ok ? reading : fail('unknownDestinationNamed', { name: (v ?? '').slice(0, 40) });
}

export function readMaxPriceParam(v: string | undefined): ParamReading<number | null> {
  if (v === undefined || v.trim() === '') return ok(null);
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? ok(n) : fail('maxPriceInvalid');
}

/** Comma-separated amenity keys, each once; `swimming_pool` is the legacy name of `swimming`. */
export function readAmenitiesParam(v: string | undefined): ParamReading<AmenityKey[]> {
  if (!v) return ok([]);
  const keys = v.split(',').map((k) => (k.trim() === 'swimming_pool' ? 'swimming' : k.trim()));
  const out: AmenityKey[] = [];
  for (const k of keys) {
    const key = AMENITY_KEYS.find((a) => a === k);
    if (!key) return fail('unknownAmenityNamed', { name: k.slice(0, 40) });
    if (!out.includes(key)) out.push(key);
  }
  return ok(out);
}

/** The limits a minutes parameter is read within (the commute model's COMMUTE_LIMITS, repeated here so the first load needs none of the model; a test holds them equal). */
export const DESK_MINUTES_RANGE = { min: 0, max: 60 } as const;
export const MAX_COMMUTE_RANGE = { min: 15, max: 150 } as const;

/** Whole minutes written as digits only (no '1e1', '+5', ' 5', '5.0'), within the range; '' or absent is null. */
function readMinutes(range: { min: number; max: number }, message: ErrorCode): (v: string | undefined) => ParamReading<number | null> {
  return (v) => {
    if (v === undefined || v === '') return ok(null);
    if (!/^\d{1,3}$/.test(v)) return fail(message);
    const n = Number(v);
    return n >= range.min && n <= range.max ? ok(n) : fail(message);
  };
}

export const readDeskMinutesParam = readMinutes(DESK_MINUTES_RANGE, 'deskMinutesInvalid');
export const readMaxCommuteParam = readMinutes(MAX_COMMUTE_RANGE, 'maxCommuteInvalid');

export function readSortParam(v: string | undefined): ParamReading<ListingSort> {
  if (v === undefined || v === '') return ok('newest');
  const found = LISTING_SORTS.find((s) => s === v);
  return found ? ok(found) : fail('sortInvalid');
}

/** Whole numbers written as digits only (a '-' allowed), within the limits; '' or absent is null. */
export function readWholeIn(v: string | undefined, min: number, max: number): number | null | undefined {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return /^-?\d{1,6}$/.test(v) && n >= min && n <= max ? n : undefined;
}

function readChoice<T extends string>(choices: readonly T[], v: string | undefined): T | '' | undefined {
  if (v === undefined || v === '') return '';
  return choices.find((c) => c === v);
}

/** Lenient reading for the browser's address bar: anything unrecognised is dropped, never an error. */
export function filterFromParams(params: URLSearchParams): ListingFilter {
  const get = (key: string) => params.get(key) ?? undefined;
  const text = (key: string) => {
    const v = get(key) ?? '';
    return v.length <= FILTER_TEXT_MAX ? v : '';
  };
  const valueOr = <T>(reading: ParamReading<T>, fallback: T) => (reading.ok ? reading.value : fallback);
  return {
    q: text('q'),
    type: readChoice(PROPERTY_TYPES, get('type')) ?? '',
    status: readChoice(FILTER_STATUSES, get('status')) ?? '',
    location: text('location'),
    areaFrom: valueOr(readStationParam(get('areaFrom')), ''),
    areaTo: valueOr(readStationParam(get('areaTo')), ''),
    maxPrice: valueOr(readMaxPriceParam(get('maxPrice')), null),
    // One comma-separated value as the app writes it, or one per amenity as the filter panel's plain form sends them.
    amenities: valueOr(readAmenitiesParam(params.getAll('amenities').join(',') || undefined), []),
    verified: get('verified') === '1',
    postedBy: readChoice(POSTED_BY, get('postedBy')) ?? '',
    readyToMove: get('readyToMove') === '1',
    maxMaintenance: readWholeIn(get('maxMaintenance'), 0, MAX_MAINTENANCE) ?? null,
    furnishing: readChoice(FURNISHINGS, get('furnishing')) ?? '',
    minFloor: readWholeIn(get('minFloor'), FLOOR_RANGE.min, FLOOR_RANGE.max) ?? null,
    maxFloor: readWholeIn(get('maxFloor'), FLOOR_RANGE.min, FLOOR_RANGE.max) ?? null,
    parking: get('parking') === '1',
    ...commuteFromParams(get, valueOr),
  };
}

// The commute fields mean nothing without a destination: dropped with it, so a filter reads back the same from its URL.
function commuteFromParams(
  get: (key: string) => string | undefined,
  valueOr: <T>(reading: ParamReading<T>, fallback: T) => T,
): Pick<ListingFilter, 'commuteTo' | 'deskMinutes' | 'maxCommute' | 'sort'> {
  const commuteTo = valueOr(readCommuteToParam(get('commuteTo')), '');
  if (!commuteTo) return { commuteTo: '', deskMinutes: null, maxCommute: null, sort: 'newest' };
  return {
    commuteTo,
    deskMinutes: valueOr(readDeskMinutesParam(get('deskMinutes')), null),
    maxCommute: valueOr(readMaxCommuteParam(get('maxCommute')), null),
    sort: valueOr(readSortParam(get('sort')), 'newest'),
  };
}
