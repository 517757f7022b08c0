import { onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListingPage } from '#src/domain/listing-page.ts';
import type { Property } from '#src/domain/property.ts';
import { ApiError, api } from '#src/lib/api-client.ts';

/**
 * One listing in full, under the same key as the listing's own page, so a listing opened on this device (and kept in
 * the saved query cache) is in full here offline, and one fetched here opens at once there.
 */
export function comparedListingOptions(id: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id] as const,
    queryFn: ({ signal }) => api<Property>(`/api/property/getProperty/${encodeURIComponent(id)}`, { signal }),
    // Gone stays gone; only a network hiccup is worth a second try, and not while offline.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1 && onlineManager.isOnline(),
  });
}

/** A listing some list page on this device holds in full (the list API answers whole listings). */
export function listedInFull(qc: QueryClient, id: string): Property | undefined {
  for (const [, data] of qc.getQueriesData<{ pages: ListingPage[] }>({ queryKey: ['properties', 'list'] })) {
    for (const page of data?.pages ?? []) {
      const hit = page.properties.find((p) => p._id === id);
      if (hit) return hit;
    }
  }
  return undefined;
}
