import { AMENITY_KEYS } from '../amenities.ts';
import type { FactsTuple } from '../catalogue-wire.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSSESSION_MONTH } from '../listing-facts.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '../property-kinds.ts';
import type { ByteReader, ByteWriter } from './bytes.ts';
import { fromZigzag, toZigzag } from './bytes.ts';

/**
 * The facts' columns of the format (format.ts), each small where most listings are: one byte of kinds a row (who
 * posts it and whether a brokerage follows, furnishing, OC, and whether possession is ready, ready with a built year,
 * or a month); maintenance, in ₹500s when it is a round figure; the floor, and the building's floors above it; then,
 * only for the rows that have one, the brokerage (halves of a month, or quarters of a percent), the possession month
 * and the built year; then a byte of parking spaces and a byte of facing. 0 is "not stated".
 */
export interface FactsCodes {
  kinds: number;
  maintenance: number;
  floor: number;
  totalFloors: number;
  /** Present when kinds says a brokerage follows. */
  brokerage: number | null;
  /** Months since January 1900, present when kinds says possession is a month. */
  month: number | null;
  /** The built year's zigzag difference from 2000, present when kinds says one follows. */
  built: number | null;
  /** (covered + 1) * PARKING_BASE + open + 1, a side 0 when not stated. */
  parking: number;
  /** 1 + its index in FACINGS. */
  facing: number;
}

/** Who posts it in the kinds byte: an agent without a stated brokerage, the owner, the builder, an agent with one. */
const WHO = ['agent', 'owner', 'builder', 'agentWithBrokerage'] as const;
/** Possession in the kinds byte: not stated, ready, a month, ready with a built year. */
const POSSESSION_KINDS = 4;
const BUILT_FROM = 2000;
/** The parking byte: each side's spaces + 1 (0 not stated), up to FACT_LIMITS.parking.max (10). */
const PARKING_BASE = 12;
const MAX_PARKING_CODE = PARKING_BASE * PARKING_BASE - 1;

/** Whether the kinds byte says a brokerage, a possession month, a built year follow. */
const hasBrokerage = (kinds: number): boolean => kinds % 4 === 3;
const hasMonth = (kinds: number): boolean => Math.floor(kinds / 48) === 2;
const hasBuiltYear = (kinds: number): boolean => Math.floor(kinds / 48) === 3;

/** The largest kinds byte the format has. */
const MAX_KINDS = 4 * 4 * 3 * POSSESSION_KINDS - 1;

const indexOr0 = <T>(values: readonly T[], v: T | null): number => (v === null ? 0 : values.indexOf(v) + 1);

/** Maintenance is mostly quoted in round ₹500s: those take one byte up to ₹21,000. */
function maintenanceCode(m: number | null): number {
  if (m === null) return 0;
  return m % 500 === 0 ? 1 + 3 * (m / 500) : m % 100 === 0 ? 2 + 3 * (m / 100) : 3 + 3 * m;
}

function maintenanceOf(code: number): number | null {
  if (code === 0) return null;
  return Math.floor((code - 1) / 3) * ([500, 100, 1][(code - 1) % 3] ?? 1);
}

/** A rent's brokerage in halves of a month; a sale's in quarters of a percent when it is one (one byte), else hundredths. */
function brokerageCode(brokerage: number | null, type: PropertyType): number {
  const b = brokerage ?? 0;
  if (type === 'rent') return Math.round(b * 2);
  const quarters = b * 4;
  return Number.isInteger(quarters) ? 2 * quarters : 1 + 2 * Math.round(b * 100);
}

function brokerageOf(code: number, type: PropertyType): number {
  if (type === 'rent') return code / 2;
  return code % 2 === 0 ? code / 8 : (code - 1) / 200;
}

export function factsCodes(f: FactsTuple, type: PropertyType): FactsCodes {
  const [postedBy, brokerage, maintenance, floor, totalFloors, possession, furnishing, oc, builtYear, covered, open, facing] = f;
  const match = possession ? POSSESSION_MONTH.exec(possession) : null;
  const who = postedBy === 'agent' ? (brokerage === null ? 0 : 3) : WHO.indexOf(postedBy);
  // A built year is a ready home's (catalogue-wire.ts's isFactsTuple): it rides on possession's kind.
  const possessionKind = possession === null ? 0 : match ? 2 : builtYear === null ? 1 : 3;
  return {
    kinds: who + 4 * indexOr0(FURNISHINGS, furnishing) + 16 * indexOr0(OC_STATES, oc) + 48 * possessionKind,
    maintenance: maintenanceCode(maintenance),
    floor: floor === null ? 0 : floor + 3,
    // Floors above the listing's own: a small number either side of 0.
    totalFloors: totalFloors === null ? 0 : 1 + toZigzag(totalFloors - (floor ?? 0)),
    brokerage: who === 3 ? brokerageCode(brokerage, type) : null,
    month: match ? (Number(match[1]) - 1900) * 12 + Number(match[2]) - 1 : null,
    built: possessionKind === 3 && builtYear !== null ? toZigzag(builtYear - BUILT_FROM) : null,
    parking: (covered === null ? 0 : covered + 1) * PARKING_BASE + (open === null ? 0 : open + 1),
    facing: indexOr0(FACINGS, facing),
  };
}

/** The facts back from their codes, or null when a code names none the format has. */
export function factsOfCodes(c: FactsCodes, type: PropertyType): FactsTuple | null {
  const who = WHO[c.kinds % 4];
  const furnishingAt = Math.floor(c.kinds / 4) % 4;
  const ocAt = Math.floor(c.kinds / 16) % 3;
  if (who === undefined || c.kinds > MAX_KINDS || (who === 'agentWithBrokerage') !== (c.brokerage !== null)) return null;
  if (hasMonth(c.kinds) !== (c.month !== null) || hasBuiltYear(c.kinds) !== (c.built !== null)) return null;
  const coveredAt = Math.floor(c.parking / PARKING_BASE);
  const openAt = c.parking % PARKING_BASE;
  if (c.parking > MAX_PARKING_CODE || c.facing > FACINGS.length) return null;
  const floor = c.floor === 0 ? null : c.floor - 3;
  const months = c.month ?? 0;
  const possessionKind = Math.floor(c.kinds / 48);
  const possession =
    possessionKind === 0
      ? null
      : possessionKind === 2
        ? `${String(1900 + Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}`
        : 'ready';
  return [
    who === 'agentWithBrokerage' ? 'agent' : who,
    c.brokerage === null ? null : brokerageOf(c.brokerage, type),
    maintenanceOf(c.maintenance),
    floor,
    c.totalFloors === 0 ? null : fromZigzag(c.totalFloors - 1) + (floor ?? 0),
    possession,
    FURNISHINGS[furnishingAt - 1] ?? null,
    OC_STATES[ocAt - 1] ?? null,
    c.built === null ? null : BUILT_FROM + fromZigzag(c.built),
    coveredAt === 0 ? null : coveredAt - 1,
    openAt === 0 ? null : openAt - 1,
    FACINGS[c.facing - 1] ?? null,
  ];
}

/** What the facts' order reads of a row, known to the reader before the facts (format.ts). */
export interface FactsOrderKey {
  type: PropertyType;
  status: PropertyStatus;
  bedrooms: number;
  amenityBits: number;
}

const BEDROOM_GROUPS = 8;
/** The furnished and parking amenity bits: furnishing and parking follow them (decision 0081). */
const FURNISHED_BIT = 1 << AMENITY_KEYS.indexOf('furnished');
const PARKING_BIT = 1 << AMENITY_KEYS.indexOf('parking');

/**
 * The rows in the order the facts columns are written: grouped by type, status, bedrooms (7 and more as one), then
 * the furnished and parking amenity bits, each group in the rows' own order. Listings alike state facts alike, so each
 * group's bytes are few values that brotli codes apart (decision 0081 has the figures).
 */
export function factsOrder(rows: readonly FactsOrderKey[]): number[] {
  const keys = rows.map(
    (r) =>
      ((PROPERTY_TYPES.indexOf(r.type) * PROPERTY_STATUSES.length + PROPERTY_STATUSES.indexOf(r.status)) * BEDROOM_GROUPS +
        Math.min(r.bedrooms, BEDROOM_GROUPS - 1)) *
        4 +
      (r.amenityBits & FURNISHED_BIT ? 2 : 0) +
      (r.amenityBits & PARKING_BIT ? 1 : 0),
  );
  // A counting sort: stable, and linear in the rows on a slow phone.
  const groups = PROPERTY_TYPES.length * PROPERTY_STATUSES.length * BEDROOM_GROUPS * 4;
  const starts = new Array<number>(groups + 1).fill(0);
  for (const k of keys) starts[k + 1] = (starts[k + 1] ?? 0) + 1;
  for (let g = 1; g <= groups; g++) starts[g] = (starts[g] ?? 0) + (starts[g - 1] ?? 0);
  const order = new Array<number>(rows.length);
  keys.forEach((k, i) => {
    const at = starts[k] ?? 0;
    order[at] = i;
    starts[k] = at + 1;
  });
  return order;
}

/** The facts columns (format.ts) of the rows whose codes these are, in factsOrder. */
export function writeFactsColumns(w: ByteWriter, codes: readonly FactsCodes[], order: readonly number[]): void {
  const inOrder = order.map((i) => codes[i]).filter((c) => c !== undefined);
  for (const c of inOrder) w.u8(c.kinds);
  for (const c of inOrder) w.varint(c.maintenance);
  for (const c of inOrder) w.u8(c.floor);
  for (const c of inOrder) w.varint(c.totalFloors);
  for (const c of inOrder) if (c.brokerage !== null) w.varint(c.brokerage);
  for (const c of inOrder) if (c.month !== null) w.varint(c.month);
  for (const c of inOrder) if (c.built !== null) w.varint(c.built);
  for (const c of inOrder) w.u8(c.parking);
  for (const c of inOrder) w.u8(c.facing);
}

/** The codes writeFactsColumns wrote, each at its row's place. */
export function readFactsColumns(r: ByteReader, order: readonly number[]): FactsCodes[] {
  const n = order.length;
  const read = (next: () => number) => Array.from({ length: n }, next);
  const kinds = read(() => r.u8());
  const maintenance = read(() => r.varint());
  const floor = read(() => r.u8());
  const totalFloors = read(() => r.varint());
  const brokerage = kinds.map((k) => (hasBrokerage(k) ? r.varint() : null));
  const month = kinds.map((k) => (hasMonth(k) ? r.varint() : null));
  const built = kinds.map((k) => (hasBuiltYear(k) ? r.varint() : null));
  const parking = read(() => r.u8());
  const facing = read(() => r.u8());
  const codes = new Array<FactsCodes>(n);
  order.forEach((row, j) => {
    codes[row] = {
      kinds: kinds[j] ?? 0,
      maintenance: maintenance[j] ?? 0,
      floor: floor[j] ?? 0,
      totalFloors: totalFloors[j] ?? 0,
      brokerage: brokerage[j] ?? null,
      month: month[j] ?? null,
      built: built[j] ?? null,
      parking: parking[j] ?? 0,
      facing: facing[j] ?? 0,
    };
  });
  return codes;
}
