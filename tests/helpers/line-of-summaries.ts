import type { ListingSummary } from '#src/domain/catalogue.ts';
import { type LineFigures, type LineListing, lineFigures, lineUnlistCutoff } from '#src/domain/line/line-figures.ts';
import type { LineRequest } from '#src/offline/catalogue/reads/line-jobs.ts';

function readSummary(p: ListingSummary, into: LineListing): LineListing {
  Object.assign(into, { station: p.station, type: p.type, price: p.price, bedrooms: p.bedrooms, carpetArea: p.carpetArea });
  into.confirmedAt = Date.parse(p.confirmedAt);
  return into;
}

/** The line's rule over listings as the page shows them, by their named fields rather than a tuple's places. */
export const lineOfSummaries = (listings: readonly ListingSummary[], { now, freshness }: LineRequest): LineFigures =>
  lineFigures(listings, readSummary, lineUnlistCutoff(new Date(now), freshness));
