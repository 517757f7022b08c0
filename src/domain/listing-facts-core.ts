// The facts' kinds and limits the list page's first load reads (the filter's URL, the card's badges), apart from the
// rest of listing-facts.ts, which re-exports them: the first load carries no more of the facts than it uses.

export const POSTED_BY = ['agent', 'owner', 'builder'] as const;
export type PostedBy = (typeof POSTED_BY)[number];

export const FURNISHINGS = ['unfurnished', 'semi', 'furnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/** Floors from the second basement (-2) to 200, ground as 0. */
export const FLOOR_RANGE = { min: -2, max: 200 } as const;
/** The most maintenance a listing may state, rupees a month. */
export const MAX_MAINTENANCE = 500_000;

/** A month of possession, `YYYY-MM`. */
export const POSSESSION_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a possession names as [year, month], or null for 'ready' and none. */
export function possessionMonth(possession: string | null | undefined): [number, number] | null {
  const m = possession ? POSSESSION_MONTH.exec(possession) : null;
  return m ? [Number(m[1]), Number(m[2])] : null;
}
