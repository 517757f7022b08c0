import { useQuery } from '@tanstack/react-query';
import type { FairPrice, PricedListing } from '../../domain/fair-price.ts';
import { catalogueKeys } from '../../lib/query-keys/catalogue-keys.ts';
import type { CatalogueAsker } from './catalogue-in-worker.ts';
import type { CatalogueView } from './catalogue-view.ts';

let ask: CatalogueAsker | null = null;

/** The catalogue's worker answers reads of the listings it holds (catalogue-client.ts registers it as it starts). */
export function registerCatalogueReads(asker: CatalogueAsker): void {
  ask = asker;
}

/** The worker's reads, or null where none runs. */
export function catalogueAsker(): CatalogueAsker | null {
  return ask;
}

/** Which copy a read reads: a sync that changes the listings changes their version or their number or stretch. */
export const copyOf = (view: CatalogueView): string => `${view.version}/${view.count ?? '-'}/${view.range?.join('-') ?? 'all'}`;

/** The device reads its own copy: no network is involved, so a read runs offline too, and never goes stale. */
const DEVICE_READ = { networkMode: 'always', staleTime: Number.POSITIVE_INFINITY } as const;

/**
 * The device's summaries of `ids` (by id; an id it lacks is absent), asked of the catalogue worker when `enabled` and
 * the device holds listings; `pending` while the answer is on its way.
 */
export function useCatalogueListingsOf(view: CatalogueView, ids: readonly string[], enabled: boolean) {
  const asker = catalogueAsker();
  const query = useQuery({
    queryKey: catalogueKeys.listings(copyOf(view), ids),
    queryFn: () => (asker ? asker('listings', { ids: [...ids] }) : []),
    enabled: enabled && ids.length > 0 && view.count !== null && asker !== null,
    ...DEVICE_READ,
  });
  const byId = query.data ? new Map(query.data.map((p) => [p._id, p])) : undefined;
  return { byId, pending: query.isFetching && query.data === undefined };
}

/**
 * The listing against its station's median over the device's listings, worked out where they are (the worker); null
 * when they make none, undefined until the answer comes or when not `enabled`.
 */
export function useCatalogueFairPriceOf(view: CatalogueView, listing: PricedListing, enabled: boolean): FairPrice | null | undefined {
  const asker = catalogueAsker();
  const query = useQuery({
    queryKey: catalogueKeys.fairPrice(copyOf(view), listing),
    queryFn: () => (asker ? asker('fairPrice', { listing }) : null),
    enabled: enabled && view.count !== null && asker !== null,
    ...DEVICE_READ,
  });
  return enabled ? query.data : undefined;
}
