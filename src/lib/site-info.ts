import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Agent phone and e-mail come from the server's configuration (AGENT_PHONE, AGENT_EMAIL). */
export interface SiteInfo {
  agentPhone: string;
  agentEmail: string;
  city: string;
}

export const SITE_INFO_PATH = '/api/site';

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site'] as const,
  queryFn: () => api<SiteInfo>(SITE_INFO_PATH),
  staleTime: 60 * 60 * 1000,
});

export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQueryOptions).data;
}

/** `tel:` wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
