import { SUMMARY_AT, type SummaryTuple } from '../../../domain/catalogue-wire.ts';
import { type LineFigures, type LineListing, lineFigures, lineUnlistCutoff } from '../../../domain/line/line-figures.ts';
import { heldListings } from '../search/held-listings.ts';
import type { LineRequest } from './line-jobs.ts';

/** The tuple's fields lineFigures reads, straight from it into the one object lineFigures lends for it. */
function readTuple(t: SummaryTuple, p: LineListing): LineListing {
  p.station = t[SUMMARY_AT.station];
  p.type = t[SUMMARY_AT.type];
  p.price = t[SUMMARY_AT.price];
  p.bedrooms = t[SUMMARY_AT.bedrooms];
  p.carpetArea = t[SUMMARY_AT.carpetArea];
  // A summary saved before the last-confirmed field counts from its creation, as fromSummaryTuple reads it.
  p.confirmedAt = t[SUMMARY_AT.confirmedAt] ?? t[SUMMARY_AT.createdAt];
  return p;
}

/** The line's figures over stored tuples, worked out afresh (lineOfHeld keeps the last). */
export function lineOfTuples(tuples: readonly SummaryTuple[], request: LineRequest): LineFigures {
  return lineFigures(tuples, readTuple, lineUnlistCutoff(new Date(request.now), request.freshness));
}

/** The last answer, kept while the listings and the unlisting hour stay: opening the page again costs nothing. */
let last: { tuples: readonly SummaryTuple[]; cutoff: number; figures: LineFigures } | null = null;

/** The line's figures over what the worker holds; null unless it holds every station (a stretch would undercount). */
export function lineOfHeld(request: LineRequest): LineFigures | null {
  const held = heldListings();
  if (!held || held.range !== null) return null;
  const cutoff = lineUnlistCutoff(new Date(request.now), request.freshness);
  if (last?.tuples !== held.tuples || last.cutoff !== cutoff) last = { tuples: held.tuples, cutoff, figures: lineOfTuples(held.tuples, request) };
  return last.figures;
}
