import { queryOptions } from '@tanstack/react-query';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { landingKeys } from '#src/lib/query-keys/shared-keys.ts';

/** One row of cards: three across a desktop. */
export const NEWEST_COUNT = 3;

/** The list endpoint with no filter is newest first; the server render asks the same path (page-data.ts). */
export const NEWEST_PATH = `/api/property/getProperties?limit=${NEWEST_COUNT}`;

export const newestQueryOptions = queryOptions({
  queryKey: landingKeys.newest,
  queryFn: ({ signal }) => api<{ properties: Property[] }>(NEWEST_PATH, { signal }),
  staleTime: 5 * 60 * 1000,
});
