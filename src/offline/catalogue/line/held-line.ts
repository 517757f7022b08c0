import type { SummaryTuple } from '../../../domain/catalogue-wire.ts';
import { type LineFigures, type LineListing, lineFigures, lineUnlistCutoff } from '../../../domain/line/line-figures.ts';
import { heldListings } from '../search/held-listings.ts';
import type { LineRequest } from './line-jobs.ts';

/** The tuple's fields lineFigures reads, read straight from it: 100,000 whole summaries would cost far more. */
function* lineListingsOf(tuples: readonly SummaryTuple[]): Generator<LineListing> {
  for (const t of tuples) {
    // A summary saved before the last-confirmed field counts from its creation, as fromSummaryTuple reads it.
    yield { station: t[3], type: t[4], price: t[6], bedrooms: t[7], carpetArea: t[8], confirmedAt: t[14] ?? t[11] };
  }
}

/** The line's figures over what the worker holds; null unless it holds every station (a stretch would undercount). */
export function lineOfHeld(request: LineRequest): LineFigures | null {
  const held = heldListings();
  if (!held || held.range !== null) return null;
  return lineFigures(lineListingsOf(held.tuples), lineUnlistCutoff(new Date(request.now), request.freshness));
}
