import { FAIR_PRICE_MIN_COMPARABLE, median } from '../fair-price.ts';
import type { PricePoint } from '../price-history-core.ts';
import { pricePerSqft } from '../price-per-sqft.ts';
import { STATIONS } from '../stations.ts';

/** Months a station's trend covers, the current one last. */
export const TREND_MONTHS = 12;
/** A trend is drawn from this many months with a median: fewer say nothing about a direction. */
export const TREND_MIN_MONTHS = 3;

/** A home for sale at a station, with every price it has asked (oldest first, as readPriceHistory gives them). */
export interface TrendListing {
  station: number;
  carpetArea: number;
  points: readonly PricePoint[];
}

// India keeps one offset all year (no daylight saving): a month in Mumbai starts at 00:00 +05:30.
const IST_MS = 330 * 60 * 1000;

/** The last TREND_MONTHS months in Mumbai as YYYY-MM, oldest first, and the moment each one's figure is read at. */
export function trendMonths(now: Date): { months: string[]; ends: number[] } {
  const local = new Date(now.getTime() + IST_MS);
  const months: string[] = [];
  const ends: number[] = [];
  for (let back = TREND_MONTHS - 1; back >= 0; back--) {
    const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
    const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back + 1, 1) - IST_MS;
    months.push(new Date(start).toISOString().slice(0, 7));
    ends.push(Math.min(next - 1, now.getTime()));
  }
  return { months, ends };
}

/**
 * Each station's median asking ₹ per sq ft at the end of each month (now, for the current one), over the homes for
 * sale listed then: what each asked at that moment by its price history. Null for a month with fewer than
 * FAIR_PRICE_MIN_COMPARABLE of them, as every median of the line.
 */
export function lineTrends(listings: Iterable<TrendListing>, now: Date): { months: string[]; stations: (number | null)[][] } {
  const { months, ends } = trendMonths(now);
  const rates: number[][][] = STATIONS.map(() => ends.map(() => []));
  for (const listing of listings) {
    const byMonth = rates[listing.station];
    if (!byMonth) continue;
    const dated = listing.points.map((p) => ({ at: Date.parse(p.date), price: p.price }));
    ends.forEach((end, m) => {
      // The points are oldest first: the price in force at `end` is the last one dated at or before it.
      let price: number | null = null;
      for (const point of dated) {
        if (point.at > end) break;
        price = point.price;
      }
      const rate = price === null ? null : pricePerSqft(price, listing.carpetArea);
      if (rate !== null) byMonth[m]?.push(rate);
    });
  }
  return {
    months,
    stations: rates.map((byMonth) => byMonth.map((values) => (values.length >= FAIR_PRICE_MIN_COMPARABLE ? median(values) : null))),
  };
}

/** Whether a station's trend has enough months to draw. */
export function showsTrend(trend: readonly (number | null)[]): boolean {
  return trend.filter((v) => v !== null).length >= TREND_MIN_MONTHS;
}
