import type { FactsTuple } from '../catalogue-wire.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSSESSION_MONTH, POSTED_BY } from '../listing-facts.ts';
import type { PropertyType } from '../property-kinds.ts';

/**
 * The facts' columns of the format (format.ts), seven a row, each small where most listings are: one byte of
 * kinds (who posts it, furnishing, OC), facing, parking (covered and open in one byte), maintenance in hundreds when
 * it is a round figure, floor and floors, possession with the built year, brokerage in halves of a month or in
 * hundredths of a percent. 0 is "not stated" in each.
 */
export interface FactsCodes {
  kinds: number;
  facing: number;
  parking: number;
  maintenance: number;
  floor: number;
  totalFloors: number;
  possession: number;
  brokerage: number;
}

/** Codes of a possession: 1 ready, 2 + (year - 1900) a ready home's built year, MONTHS + months since 1900 a month. */
const READY = 1;
const BUILT = 2;
const MONTHS = 400;
/** Parking counts are 0-10: +1 leaves 0 for "not stated", 12 values each. */
const PARKING_BASE = 12;

const indexOr0 = <T>(values: readonly T[], v: T | null): number => (v === null ? 0 : values.indexOf(v) + 1);

export function factsCodes(f: FactsTuple, type: PropertyType): FactsCodes {
  const [postedBy, brokerage, maintenance, floor, totalFloors, possession, builtYear, covered, open, furnishing, facing, oc] = f;
  const month = possession ? POSSESSION_MONTH.exec(possession) : null;
  const maintenanceCode = maintenance === null ? 0 : maintenance % 100 === 0 ? 1 + 2 * (maintenance / 100) : 2 + 2 * maintenance;
  return {
    kinds: POSTED_BY.indexOf(postedBy) + 4 * indexOr0(FURNISHINGS, furnishing) + 16 * indexOr0(OC_STATES, oc),
    facing: indexOr0(FACINGS, facing),
    parking: covered === null && open === null ? 0 : ((covered ?? -1) + 1) * PARKING_BASE + ((open ?? -1) + 1),
    maintenance: maintenanceCode,
    floor: floor === null ? 0 : floor + 3,
    totalFloors: totalFloors === null ? 0 : totalFloors + 1,
    possession:
      possession === null ? 0 : month ? MONTHS + (Number(month[1]) - 1900) * 12 + Number(month[2]) - 1 : builtYear === null ? READY : BUILT + builtYear - 1900,
    brokerage: brokerage === null ? 0 : 1 + Math.round(brokerage * (type === 'rent' ? 2 : 100)),
  };
}

/** The facts back from their codes, or null when a code names none the format has. */
export function factsOfCodes(c: FactsCodes, type: PropertyType): FactsTuple | null {
  const postedBy = POSTED_BY[c.kinds % 4];
  const furnishingAt = Math.floor(c.kinds / 4) % 4;
  const ocAt = Math.floor(c.kinds / 16);
  if (postedBy === undefined || ocAt > OC_STATES.length || c.facing > FACINGS.length) return null;
  const count = (v: number) => (v === 0 ? null : v - 1);
  const parkingOk = c.parking === 0 || (c.parking < PARKING_BASE * PARKING_BASE && c.parking % PARKING_BASE <= 11);
  const covered = c.parking === 0 ? null : count(Math.floor(c.parking / PARKING_BASE));
  const open = c.parking === 0 ? null : count(c.parking % PARKING_BASE);
  let possession: string | null = null;
  let builtYear: number | null = null;
  if (c.possession >= MONTHS) {
    const months = c.possession - MONTHS;
    possession = `${String(1900 + Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}`;
  } else if (c.possession >= BUILT) {
    possession = 'ready';
    builtYear = c.possession - BUILT + 1900;
  } else if (c.possession === READY) possession = 'ready';
  const maintenance = c.maintenance === 0 ? null : c.maintenance % 2 === 1 ? ((c.maintenance - 1) / 2) * 100 : (c.maintenance - 2) / 2;
  if (!parkingOk || (covered !== null && covered > 10) || (open !== null && open > 10)) return null;
  return [
    postedBy,
    c.brokerage === 0 ? null : (c.brokerage - 1) / (type === 'rent' ? 2 : 100),
    maintenance,
    c.floor === 0 ? null : c.floor - 3,
    c.totalFloors === 0 ? null : c.totalFloors - 1,
    possession,
    builtYear,
    covered,
    open,
    FURNISHINGS[furnishingAt - 1] ?? null,
    FACINGS[c.facing - 1] ?? null,
    OC_STATES[ocAt - 1] ?? null,
  ];
}
