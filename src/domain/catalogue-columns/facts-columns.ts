import type { FactsTuple } from '../catalogue-wire.ts';
import { FURNISHINGS, OC_STATES, POSSESSION_MONTH } from '../listing-facts.ts';
import type { PropertyType } from '../property-kinds.ts';
import { fromZigzag, toZigzag } from './bytes.ts';

/**
 * The facts' columns of the format (format.ts), each small where most listings are: one byte of kinds a row (who
 * posts it and whether a brokerage follows, furnishing, OC, and whether possession is ready or a month); maintenance,
 * in ₹500s when it is a round figure; the floor, and the building's floors above it; then, only for the rows that
 * have one, the brokerage (halves of a month, or quarters of a percent) and the possession month. 0 is "not stated".
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
}

/** Who posts it in the kinds byte: an agent without a stated brokerage, the owner, the builder, an agent with one. */
const WHO = ['agent', 'owner', 'builder', 'agentWithBrokerage'] as const;
const POSSESSION_KINDS = 3;

/** Whether the kinds byte says a brokerage, and a possession month, follow. */
export const hasBrokerage = (kinds: number): boolean => kinds % 4 === 3;
export const hasMonth = (kinds: number): boolean => Math.floor(kinds / 48) === 2;

/** The largest kinds byte the format has. */
export const MAX_KINDS = 4 * 4 * 3 * POSSESSION_KINDS - 1;

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
  const [postedBy, brokerage, maintenance, floor, totalFloors, possession, furnishing, oc] = f;
  const match = possession ? POSSESSION_MONTH.exec(possession) : null;
  const who = postedBy === 'agent' ? (brokerage === null ? 0 : 3) : WHO.indexOf(postedBy);
  const possessionKind = possession === null ? 0 : match ? 2 : 1;
  return {
    kinds: who + 4 * indexOr0(FURNISHINGS, furnishing) + 16 * indexOr0(OC_STATES, oc) + 48 * possessionKind,
    maintenance: maintenanceCode(maintenance),
    floor: floor === null ? 0 : floor + 3,
    // Floors above the listing's own: a small number either side of 0.
    totalFloors: totalFloors === null ? 0 : 1 + toZigzag(totalFloors - (floor ?? 0)),
    brokerage: who === 3 ? brokerageCode(brokerage, type) : null,
    month: match ? (Number(match[1]) - 1900) * 12 + Number(match[2]) - 1 : null,
  };
}

/** The facts back from their codes, or null when a code names none the format has. */
export function factsOfCodes(c: FactsCodes, type: PropertyType): FactsTuple | null {
  const who = WHO[c.kinds % 4];
  const furnishingAt = Math.floor(c.kinds / 4) % 4;
  const ocAt = Math.floor(c.kinds / 16) % 3;
  if (who === undefined || c.kinds > MAX_KINDS || (who === 'agentWithBrokerage') !== (c.brokerage !== null)) return null;
  if (hasMonth(c.kinds) !== (c.month !== null)) return null;
  const floor = c.floor === 0 ? null : c.floor - 3;
  const months = c.month ?? 0;
  const possessionKind = Math.floor(c.kinds / 48);
  const possession =
    possessionKind === 0
      ? null
      : possessionKind === 1
        ? 'ready'
        : `${String(1900 + Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}`;
  return [
    who === 'agentWithBrokerage' ? 'agent' : who,
    c.brokerage === null ? null : brokerageOf(c.brokerage, type),
    maintenanceOf(c.maintenance),
    floor,
    c.totalFloors === 0 ? null : fromZigzag(c.totalFloors - 1) + (floor ?? 0),
    possession,
    FURNISHINGS[furnishingAt - 1] ?? null,
    OC_STATES[ocAt - 1] ?? null,
  ];
}
