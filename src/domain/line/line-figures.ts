import { FAIR_PRICE_MIN_COMPARABLE, median } from '../fair-price.ts';
import { type Freshness, unlistCutoff } from '../freshness-core.ts';
import { pricePerSqft } from '../price-per-sqft.ts';
import type { PropertyType } from '../property-kinds.ts';
import { STATIONS } from '../stations.ts';

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

function figureOf(values: number[], underBudget: number[]): LineFigure {
  return { n: values.length, median: values.length >= FAIR_PRICE_MIN_COMPARABLE ? median(values) : null, underBudget };
}

/**
 * Every figure of the line page from the listings in search (confirmed after `unlistedBefore`): the one rule the
 * device's catalogue worker and GET /api/line both run, so the two always agree.
 */
export function lineFigures(listings: Iterable<LineListing>, unlistedBefore: number): LineFigures {
  const values: number[][] = Array.from({ length: STATIONS.length * GROUPS }, () => []);
  const budgets: number[][] = Array.from({ length: STATIONS.length * GROUPS }, (_, g) =>
    LINE_BUDGETS[g % GROUPS < LINE_BEDROOMS.length ? 'sale' : 'rent'].map(() => 0),
  );
  const areas: number[][] = LINE_BEDROOMS.map(() => []);
  const counts = STATIONS.map(() => 0);
  let total = 0;
  let unplaced = 0;
  for (const p of listings) {
    if (p.confirmedAt <= unlistedBefore) continue;
    total++;
    const station = p.station;
    if (station === null || counts[station] === undefined) {
      unplaced++;
      continue;
    }
    counts[station] = (counts[station] ?? 0) + 1;
    const value = p.type === 'sale' ? pricePerSqft(p.price, p.carpetArea) : p.price > 0 ? p.price : null;
    const limits = LINE_BUDGETS[p.type];
    for (const b of LINE_BEDROOMS) {
      if (b !== 0 && p.bedrooms !== b) continue;
      const g = station * GROUPS + TYPE_OFFSET[p.type] + b;
      if (value !== null) values[g]?.push(value);
      const under = budgets[g];
      if (under && p.price > 0) {
        limits.forEach((limit, i) => {
          if (p.price <= limit) under[i] = (under[i] ?? 0) + 1;
        });
      }
      if (p.type === 'sale' && value !== null) areas[b]?.push(p.carpetArea);
    }
  }
  const group = (station: number, type: PropertyType) =>
    LINE_BEDROOMS.map((b) => {
      const g = station * GROUPS + TYPE_OFFSET[type] + b;
      return figureOf(values[g] ?? [], budgets[g] ?? []);
    });
  return {
    total,
    unplaced,
    stations: counts.map((count, s) => ({ count, sale: group(s, 'sale'), rent: group(s, 'rent') })),
    saleArea: areas.map((a) => (a.length >= FAIR_PRICE_MIN_COMPARABLE ? median(a) : null)),
  };
}
