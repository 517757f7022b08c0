import { areaRange, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { coversStations, useCatalogueHead, useCatalogueRead } from '#src/offline/catalogue/index.ts';
import { type ListingResults, listingResults } from './listing-results.ts';
import { useCatalogueFor, useCatalogueResults } from './use-catalogue-results.ts';
import { useServerPages } from './use-server-pages.ts';
import { useServerResults } from './use-server-results.ts';

/**
 * The list the page shows: the device's catalogue once it answers `liveFilter` (what is typed), else the server's
 * pages for `serverFilter` (the URL's). Both sources give the same ListingResults.
 */
export function useListingResults(liveFilter: ListingFilter, serverFilter: ListingFilter): ListingResults {
  const catalogue = useCatalogueFor(liveFilter);
  const read = useCatalogueRead();
  const head = useCatalogueHead();
  const online = useOnline();
  // With the catalogue on the device the server's pages no longer decide what is listed or counted; online they
  // still bring the full listings of the cards in view (every photo for the card's carousel, not only the first).
  const pages = useServerPages(liveFilter, serverFilter, catalogue === null || online);
  const fromCatalogue = useCatalogueResults(catalogue, liveFilter, pages, online);
  const fromServer = useServerResults(pages, liveFilter);
  if (fromCatalogue) return fromCatalogue;
  // Unreachable, the server's pages seen before stand in only where the device holds no catalogue for the filter.
  // While its copy is still being read (offline, the page reads it at once) or its worker has yet to answer what is
  // typed (seconds at 100,000 listings on a slow phone), they would show a count, or "No properties found", that the
  // device's answer contradicts a moment later: the list waits for that answer instead. The head as just published
  // counts too: `catalogue` is deferred, and a keystroke's render may come before it catches up.
  const deviceAnswers = catalogue !== null || coversStations(head, areaRange(liveFilter)) || (!read && !online);
  if (fromServer.failed && deviceAnswers) return listingResults([], fromServer.freshness, { loading: true });
  return fromServer;
}
