import type { ListingFilter } from '#src/domain/listing-filter-core.ts';
import { useOnline } from '#src/lib/use-online.ts';
import type { ListingResults } from './listing-results.ts';
import { useCatalogueFor, useCatalogueResults } from './use-catalogue-results.ts';
import { useServerPages } from './use-server-pages.ts';
import { useServerResults } from './use-server-results.ts';

/**
 * The list the page shows: the device's catalogue once it answers `liveFilter` (what is typed), else the server's
 * pages for `serverFilter` (the URL's). Both sources give the same ListingResults.
 */
export function useListingResults(liveFilter: ListingFilter, serverFilter: ListingFilter): ListingResults {
  const catalogue = useCatalogueFor(liveFilter);
  const online = useOnline();
  // With the catalogue on the device the server's pages no longer decide what is listed or counted; online they
  // still bring the full listings of the cards in view (every photo for the card's carousel, not only the first).
  const pages = useServerPages(liveFilter, serverFilter, catalogue === null || online);
  const fromCatalogue = useCatalogueResults(catalogue, liveFilter, pages, online);
  const fromServer = useServerResults(pages, liveFilter);
  return fromCatalogue ?? fromServer;
}
