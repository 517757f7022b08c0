import { z } from 'zod';
import { STATIONS } from '../stations.ts';
import { LINE_BEDROOMS, LINE_BUDGETS } from './line-figures.ts';
import { TREND_MONTHS } from './line-trend.ts';

const count = z.number().int().nonnegative();
const rupees = z.number().nonnegative();

const lineFigureSchema = z.object({
  n: count,
  median: rupees.nullable(),
  underBudget: z.array(count).length(LINE_BUDGETS.sale.length),
});
const byBedrooms = z.array(lineFigureSchema).length(LINE_BEDROOMS.length);

/**
 * GET /api/line: the line at a glance. The figures lineFigures (line-figures.ts) works out over every listing in
 * search, the catalogue version they were made under, and each station's median asking ₹ per sq ft of homes for sale
 * by month (line-trend.ts), from the price history the server keeps. The client imports the type only.
 */
export const lineAnswerSchema = z.object({
  version: count,
  total: count,
  unplaced: count,
  stations: z.array(z.object({ count, sale: byBedrooms, rent: byBedrooms })).length(STATIONS.length),
  saleArea: z.array(rupees.nullable()).length(LINE_BEDROOMS.length),
  months: z.array(z.string().regex(/^\d{4}-\d{2}$/)).length(TREND_MONTHS),
  trends: z.array(z.array(rupees.nullable()).length(TREND_MONTHS)).length(STATIONS.length),
});

export type LineAnswer = z.infer<typeof lineAnswerSchema>;
