import { FAIR_PRICE_MIN_COMPARABLE } from '../fair-price.ts';
import { type Freshness, unlistCutoff } from '../freshness-core.ts';
import { pricePerSqft } from '../price-per-sqft.ts';
import type { PropertyType } from '../property-kinds.ts';
import { STATIONS } from '../stations.ts';
import { choiceMedians, choiceValues, putChoiceValue } from './grouped-values.ts';

// Without zod: the catalogue worker runs this over the device's listings, and the server over the same listings.

/** The bedroom choices of the line's toggle: 0 for any number, then exactly 1, 2 and 3 (BHK). */
export const LINE_BEDROOMS = [0, 1, 2, 3] as const;
export type LineBedrooms = (typeof LINE_BEDROOMS)[number];

/** The budgets the trade-off chart's line may stand at, in rupees: a price for a sale, a month's rent for a rent. */
export const LINE_BUDGETS: Record<PropertyType, readonly number[]> = {
  sale: [5_000_000, 10_000_000, 20_000_000],
  rent: [25_000, 50_000, 100_000],
};

/** What the line needs of a listing: the fields both the catalogue and the database hold. */
export interface LineListing {
  station: number | null;
  type: PropertyType;
  price: number;
  carpetArea: number;
  bedrooms: number;
  /** Last confirmed by its owner, ms since 1970. */
  confirmedAt: number;
}

/**
 * One kind of home at one station: how many there are, their median (₹ per sq ft of carpet for a sale, the month's
 * rent for a rent; null below FAIR_PRICE_MIN_COMPARABLE, as a listing's fair price), and how many ask at most each of
 * LINE_BUDGETS' amounts for their type.
 */
export interface LineFigure {
  n: number;
  median: number | null;
  underBudget: number[];
}

/** One station: every listing there, and a figure per type and LINE_BEDROOMS choice (in that order). */
export interface LineStationFigures {
  count: number;
  sale: LineFigure[];
  rent: LineFigure[];
}

/**
 * The whole line: the listings counted (`total`), those whose location names no station (`unplaced`), each station in
 * STATIONS' order, and the median carpet area of the homes for sale per bedroom choice, line-wide (null below five),
 * which turns a budget into ₹ per sq ft on the chart.
 */
export interface LineFigures {
  total: number;
  unplaced: number;
  stations: LineStationFigures[];
  saleArea: (number | null)[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Listings confirmed at or before this moment are out of search (freshness-core.ts), taken to the hour so an answer
 * made under one catalogue version holds for an hour, as the list's pages are cached (decision 0040).
 */
export function lineUnlistCutoff(now: Date, freshness: Freshness): number {
  return Math.floor(unlistCutoff(now, freshness).getTime() / HOUR_MS) * HOUR_MS;
}

const TYPE_OFFSET: Record<PropertyType, number> = { sale: 0, rent: LINE_BEDROOMS.length };
const GROUPS = 2 * LINE_BEDROOMS.length;
const BUDGETS = LINE_BUDGETS.sale.length;

/**
 * Every figure of the line page from the listings in search (confirmed after `unlistedBefore`): the one rule the
 * device's catalogue worker and GET /api/line both run, so the two always agree. Each listing counts in its bedroom
 * choice and in "any"; the values go into typed columns a listing wide, with a median selected per group (100,000
 * listings on a phone).
 * `read` gives a listing's fields: the listing itself, or `into` filled from a stored tuple, so none is made per listing.
 */
export function lineFigures<T>(listings: readonly T[], read: (item: T, into: LineListing) => LineListing, unlistedBefore: number): LineFigures {
  const groups = STATIONS.length * GROUPS;
  const values = choiceValues(listings.length, groups);
  const areas = choiceValues(listings.length, LINE_BEDROOMS.length);
  const under = new Int32Array(groups * BUDGETS);
  const counts = new Int32Array(STATIONS.length);
  let total = 0;
  let unplaced = 0;
  const into: LineListing = { station: null, type: 'sale', price: 0, bedrooms: 0, carpetArea: 0, confirmedAt: 0 };
  for (let i = 0; i < listings.length; i++) {
    const item = listings[i];
    if (item === undefined) continue;
    const p = read(item, into);
    if (p.confirmedAt <= unlistedBefore) continue;
    total++;
    const station = p.station;
    if (station === null || station < 0 || station >= STATIONS.length) {
      unplaced++;
      continue;
    }
    counts[station] = (counts[station] ?? 0) + 1;
    const sale = p.type === 'sale';
    const value = sale ? pricePerSqft(p.price, p.carpetArea) : p.price > 0 ? p.price : null;
    const base = station * GROUPS + (sale ? 0 : LINE_BEDROOMS.length);
    // Counted in "any" (0), and in the listing's own bedroom choice when it has one.
    const own = p.bedrooms >= 1 && p.bedrooms <= 3 ? p.bedrooms : 0;
    if (value !== null) {
      putChoiceValue(values, i, base, own, value);
      if (sale) putChoiceValue(areas, i, 0, own, p.carpetArea);
    }
    if (p.price > 0) {
      const limits = sale ? LINE_BUDGETS.sale : LINE_BUDGETS.rent;
      for (let l = 0; l < BUDGETS; l++) {
        if (p.price > (limits[l] ?? 0)) continue;
        under[base * BUDGETS + l] = (under[base * BUDGETS + l] ?? 0) + 1;
        if (own > 0) under[(base + own) * BUDGETS + l] = (under[(base + own) * BUDGETS + l] ?? 0) + 1;
      }
    }
  }
  const priced = choiceMedians(values);
  const figure = (g: number): LineFigure => {
    const n = priced.count[g] ?? 0;
    return {
      n,
      median: n >= FAIR_PRICE_MIN_COMPARABLE ? (priced.median[g] ?? null) : null,
      underBudget: Array.from(under.subarray(g * BUDGETS, (g + 1) * BUDGETS)),
    };
  };
  const byBedrooms = (station: number, type: PropertyType) => LINE_BEDROOMS.map((b) => figure(station * GROUPS + TYPE_OFFSET[type] + b));
  const area = choiceMedians(areas);
  return {
    total,
    unplaced,
    stations: Array.from(counts, (count, s) => ({ count, sale: byBedrooms(s, 'sale'), rent: byBedrooms(s, 'rent') })),
    saleArea: LINE_BEDROOMS.map((_, b) => ((area.count[b] ?? 0) >= FAIR_PRICE_MIN_COMPARABLE ? (area.median[b] ?? null) : null)),
  };
}
