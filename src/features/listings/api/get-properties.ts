import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { filterToParams, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import type { ListingPage } from '#src/domain/listing-page.ts';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

/** Two rows of three on a desktop, a few screens on a phone: small enough for a train's network. */
export const PAGE_SIZE = 12;

/** The API call for one page of a filter's listings (the server render asks the same one). */
export function propertiesPath(filter: ListingFilter, cursor: string | null): string {
  const params = filterToParams(filter);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/property/getProperties?${params}`;
}

export function fetchProperties(filter: ListingFilter, cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  return api<ListingPage>(propertiesPath(filter, cursor), { signal });
}

export function propertiesQueryOptions(filter: ListingFilter) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchProperties(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every listing any list query holds, newest first, each once: what the predicate can filter before (or without) the server. */
export function cachedListings(qc: QueryClient): Property[] {
  const seen = new Map<string, Property>();
  for (const [, data] of qc.getQueriesData<{ pages: ListingPage[] }>({ queryKey: propertyKeys.lists })) {
    for (const page of data?.pages ?? []) for (const p of page.properties) if (!seen.has(p._id)) seen.set(p._id, p);
  }
  return [...seen.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function findCachedListing(qc: QueryClient, id: string): Property | undefined {
  for (const [, data] of qc.getQueriesData<{ pages: ListingPage[] }>({ queryKey: propertyKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const hit = page.properties.find((p) => p._id === id);
      if (hit) return hit;
    }
  }
  return undefined;
}
