import type { QueryClient } from '@tanstack/react-query';
import type { ListingPage } from '#src/domain/listing-page.ts';
import type { Property } from '#src/domain/property.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

/** A listing some list page on this device holds in full (the list API answers whole listings). */
export function listedInFull(qc: QueryClient, id: string): Property | undefined {
  for (const [, data] of qc.getQueriesData<{ pages: ListingPage[] }>({ queryKey: propertyKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const hit = page.properties.find((p) => p._id === id);
      if (hit) return hit;
    }
  }
  return undefined;
}
