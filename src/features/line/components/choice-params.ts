import { LINE_BEDROOMS, LINE_BUDGETS } from '#src/domain/line/line-figures.ts';
import { readStationParam } from '#src/domain/listing-filter-core.ts';
import type { RememberedDestination } from '#src/lib/remembered-destination.ts';
import { DEFAULT_BUDGET, type LineChoice } from './line-choice.ts';

/** The page's choice from its address (a shared link), else the destination this device remembers; anything unreadable is the default. */
export function choiceFromParams(params: URLSearchParams, remembered: RememberedDestination | null): LineChoice {
  const type = params.get('type') === 'rent' ? 'rent' : 'sale';
  const bedrooms = LINE_BEDROOMS.find((n) => String(n) === params.get('bedrooms')) ?? 0;
  const budgetParam = Number(params.get('budget') ?? DEFAULT_BUDGET);
  const budget = Number.isInteger(budgetParam) && budgetParam >= 0 && budgetParam < LINE_BUDGETS[type].length ? budgetParam : DEFAULT_BUDGET;
  const station = readStationParam(params.get('commuteTo') ?? undefined);
  const named = station.ok && station.value !== '' ? station.value : null;
  const to = named ?? remembered?.to ?? null;
  const deskMinutes = to !== null && to === remembered?.to ? (remembered.deskMinutes ?? 0) : 0;
  return { type, bedrooms, budget, to, deskMinutes };
}

/** The choice as the page's address: what differs from the defaults. */
export function choiceToParams(choice: LineChoice): URLSearchParams {
  const p = new URLSearchParams();
  if (choice.to) p.set('commuteTo', choice.to);
  if (choice.type !== 'sale') p.set('type', choice.type);
  if (choice.bedrooms !== 0) p.set('bedrooms', String(choice.bedrooms));
  if (choice.budget !== DEFAULT_BUDGET) p.set('budget', String(choice.budget));
  return p;
}
