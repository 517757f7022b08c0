import { minutesTableTo } from '#src/domain/commute/commute-model.ts';
import { LINE_BEDROOMS, LINE_BUDGETS, type LineBedrooms, type LineFigure, type LineFigures } from '#src/domain/line/line-figures.ts';
import { EMPTY_FILTER, filterToParams } from '#src/domain/listing-filter-core.ts';
import type { PropertyType } from '#src/domain/property-kinds.ts';
import type { Station } from '#src/domain/stations.ts';

/** What the reader picked: buy or rent, bedrooms, which of LINE_BUDGETS' amounts, and where the desk is. */
export interface LineChoice {
  type: PropertyType;
  bedrooms: LineBedrooms;
  budget: number;
  to: Station | null;
  deskMinutes: number;
}

export const DEFAULT_BUDGET = 1;

/** The station's figure for the choice (sale or rent, bedrooms). */
export function figureFor(figures: LineFigures, station: number, choice: Pick<LineChoice, 'type' | 'bedrooms'>): LineFigure | null {
  return figures.stations[station]?.[choice.type][LINE_BEDROOMS.indexOf(choice.bedrooms)] ?? null;
}

/** The budget's amount in rupees (a price, or a month's rent). */
export function budgetAmount(choice: Pick<LineChoice, 'type' | 'budget'>): number {
  const amounts = LINE_BUDGETS[choice.type];
  return amounts[choice.budget] ?? amounts[DEFAULT_BUDGET] ?? 0;
}

/** Enough homes under the budget to choose from: as many as a median needs. */
export const ENOUGH_UNDER_BUDGET = 5;

export function withinBudget(figure: LineFigure | null, choice: Pick<LineChoice, 'budget'>): boolean {
  return (figure?.underBudget[choice.budget] ?? 0) >= ENOUGH_UNDER_BUDGET;
}

/** Minutes from each station's platform to the desk: wait, ride and the desk leg (no walk: the home is not chosen yet). */
export function stationMinutes(choice: Pick<LineChoice, 'to' | 'deskMinutes'>): readonly number[] | null {
  if (!choice.to) return null;
  return minutesTableTo(choice.to).map((ride) => ride + choice.deskMinutes);
}

/** The list filtered to one station, of the chosen type, with the destination kept. */
export function stationHref(station: Station, choice: LineChoice): string {
  const params = filterToParams({
    ...EMPTY_FILTER,
    type: choice.type,
    areaFrom: station,
    areaTo: station,
    commuteTo: choice.to ?? '',
    deskMinutes: choice.to && choice.deskMinutes > 0 ? choice.deskMinutes : null,
  });
  return `/properties?${params}`;
}
