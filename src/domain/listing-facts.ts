// The facts a family asks before a visit: who lists it, maintenance, floor, possession, parking, furnishing, facing,
// OC. Without zod, so the list page, the catalogue worker and the server share them (listing-facts-fields.ts holds
// the upload's zod rules built on these limits).

import { FLOOR_RANGE, type Furnishing, MAX_MAINTENANCE, type PostedBy } from './listing-facts-core.ts';

export * from './listing-facts-core.ts';

export const FACINGS = ['north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest'] as const;
export type Facing = (typeof FACINGS)[number];

export const OC_STATES = ['yes', 'no'] as const;
export type OcState = (typeof OC_STATES)[number];

export const FACT_LIMITS = {
  brokerageMonths: { min: 0, max: 3 },
  brokeragePercent: { min: 0, max: 5 },
  maintenance: { min: 0, max: MAX_MAINTENANCE },
  floor: FLOOR_RANGE,
  parking: { min: 0, max: 10 },
  /** Four digits; the upload also refuses a year ahead of its own (listing-facts-fields.ts). */
  builtYear: { min: 1900, max: 9999 },
  /** Possession at most this many years ahead of the upload. */
  possessionYears: 10,
} as const;

/** The facts of one listing; null is "not stated". */
export interface ListingFacts {
  postedBy: PostedBy;
  /** An agent's brokerage on a rent, in months of rent (halves allowed). */
  brokerageMonths: number | null;
  /** An agent's brokerage on a sale, percent of the price. */
  brokeragePercent: number | null;
  /** Society maintenance, rupees a month. */
  maintenance: number | null;
  floor: number | null;
  totalFloors: number | null;
  /** 'ready', or the month (`YYYY-MM`) a home under construction is handed over. */
  possession: string | null;
  /** The year a ready home was built. */
  builtYear: number | null;
  parkingCovered: number | null;
  parkingOpen: number | null;
  furnishing: Furnishing | null;
  facing: Facing | null;
  /** A sale's occupancy certificate. */
  ocReceived: OcState | null;
}

/** What a listing saved before the facts reads as: listed by an agent, nothing else stated. */
export const NO_FACTS: ListingFacts = {
  postedBy: 'agent',
  brokerageMonths: null,
  brokeragePercent: null,
  maintenance: null,
  floor: null,
  totalFloors: null,
  possession: null,
  builtYear: null,
  parkingCovered: null,
  parkingOpen: null,
  furnishing: null,
  facing: null,
  ocReceived: null,
};

/** Whether a listing is ready to move in (the `readyToMove=1` filter). */
export const isReadyToMove = (p: { possession?: string | null | undefined }): boolean => p.possession === 'ready';

/** Whether a listing states any parking space (the `parking=1` filter). */
export const hasParking = (p: { parkingCovered?: number | null | undefined; parkingOpen?: number | null | undefined }): boolean =>
  (p.parkingCovered ?? 0) + (p.parkingOpen ?? 0) > 0;

/** The brokerage a tenant or buyer pays an agent at move-in, in rupees, or 0. */
export function brokerageRupees(p: { type: 'sale' | 'rent'; price: number } & Pick<ListingFacts, 'postedBy' | 'brokerageMonths' | 'brokeragePercent'>): number {
  if (p.postedBy !== 'agent') return 0;
  if (p.type === 'rent') return Math.round((p.brokerageMonths ?? 0) * p.price);
  return Math.round(((p.brokeragePercent ?? 0) * p.price) / 100);
}
