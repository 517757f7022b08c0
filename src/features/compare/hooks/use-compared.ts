import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { useCatalogue, useCatalogueListings } from '#src/offline/catalogue/index.ts';
import { listedInFull } from '../api/get-listing.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';

/**
 * How a column knows its listing: in full (fetched, or held by this device's query cache), its summary from the
 * device's catalogue (offline, never opened here), gone (404, or missing from a catalogue that holds every listing),
 * not on this device at all (offline), failed to load (a server error), or still loading.
 */
export type ColumnState = 'full' | 'summary' | 'gone' | 'notOnDevice' | 'failed' | 'loading';

export interface CompareColumn {
  id: string;
  state: ColumnState;
  listing: ListingSummary | null;
}

/** The listings of `ids`, each in the best form the network or the device has. */
export function useCompared(ids: readonly string[]): CompareColumn[] {
  const qc = useQueryClient();
  const online = useOnline();
  const catalogue = useCatalogue();
  const queries = useQueries({ queries: ids.map((id) => propertyQueryOptions(id)) });
  // The summaries of every column at once, asked of the catalogue worker (which keeps the listings).
  const fromDevice = useCatalogueListings(ids, true);
  return ids.map((id, i): CompareColumn => {
    const query = queries[i];
    if (query?.data) return { id, state: 'full', listing: query.data };
    if (query?.error instanceof ApiError && query.error.status === 404) return { id, state: 'gone', listing: null };
    const listed = listedInFull(qc, id);
    if (listed) return { id, state: 'full', listing: listed };
    const summary = fromDevice.byId?.get(id);
    const unreachable = !online || (query?.error instanceof ApiError && query.error.status === 0);
    if (summary && unreachable) return { id, state: 'summary', listing: summary };
    if (unreachable && fromDevice.pending) return { id, state: 'loading', listing: null };
    if (unreachable) {
      // A catalogue of every listing that lacks this one means it was sold or taken down since the link was made.
      const wholeCatalogue = catalogue.count !== null && catalogue.range === null;
      return { id, state: wholeCatalogue ? 'gone' : 'notOnDevice', listing: null };
    }
    if (query?.error) return { id, state: summary ? 'summary' : 'failed', listing: summary ?? null };
    return { id, state: summary ? 'summary' : 'loading', listing: summary ?? null };
  });
}
