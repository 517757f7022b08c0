import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FRESHNESS, type Freshness } from '../domain/freshness-core.ts';
import type { SiteInfo } from '../domain/site.ts';
import { api } from './api-client.ts';
import { siteKeys } from './query-keys/shared-keys.ts';

export type { SiteInfo };

export const SITE_INFO_PATH = '/api/site';

export const siteInfoQueryOptions = queryOptions({
  queryKey: siteKeys.info,
  queryFn: () => api<SiteInfo>(SITE_INFO_PATH),
  staleTime: 60 * 60 * 1000,
});

export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQueryOptions).data;
}

/** The stale and unlist days the server runs with; the defaults until its answer is here (or offline with none kept). */
export function useFreshness(): Freshness {
  return useSiteInfo()?.freshness ?? DEFAULT_FRESHNESS;
}

/** `tel:` wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
