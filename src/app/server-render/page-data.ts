import type { QueryClient } from '@tanstack/react-query';
import type { SessionAnswer } from '../../domain/answers.ts';
import { filterFromParams } from '../../domain/listing-filter-core.ts';
import type { ListingPage } from '../../domain/listing-page.ts';
import type { Property } from '../../domain/property.ts';
import type { SiteInfo } from '../../domain/site.ts';
import { propertiesPath, propertiesQueryOptions } from '../../features/listings/api/get-properties.ts';
import { propertyPath, propertyQueryOptions } from '../../lib/property-query.ts';
import { NEWEST_PATH, newestQueryOptions } from '../../features/landing/api/get-newest.ts';
import { LINE_PATH, lineQueryOptions } from '../../features/line/api/get-line.ts';
import type { LineAnswer } from '../../domain/line/line-answer.ts';
import { meQueryOptions, SESSION_PATH } from '../../lib/session.ts';
import { SITE_INFO_PATH, siteInfoQueryOptions } from '../../lib/site-info.ts';
import { matchRoute } from '../router.tsx';

/** One of the API's GET answers, as the browser would get it with the same cookie; rejects on an error status. */
export type GetJson = <T>(path: string) => Promise<T>;

/**
 * Puts into the cache what the page at `url` shows first, from the same API calls and under the same keys as the
 * browser's queries, so the server's HTML and the browser's first render agree. False: this page is not rendered on
 * the server (it needs a sign-in the request lacks, or its first view is a form with nothing worth sending early).
 */
/** The pages worth sending rendered: what a first visit from a search or a shared link lands on. */
const SERVER_RENDERED = new Set(['/', '/properties', '/property/:id', '/line']);

export async function loadPageData(qc: QueryClient, url: URL, getJson: GetJson): Promise<boolean> {
  const { route, params } = matchRoute(url.pathname);
  if (!SERVER_RENDERED.has(route.path)) return false;
  // Every page's top bar and footer: who is signed in, and the agent's contact lines.
  const [{ user }, site] = await Promise.all([getJson<SessionAnswer>(SESSION_PATH), getJson<SiteInfo>(SITE_INFO_PATH)]);
  qc.setQueryData(meQueryOptions.queryKey, user ?? false);
  qc.setQueryData(siteInfoQueryOptions.queryKey, site);
  if (route.path === '/') {
    // The landing's row of newest listings, in its HTML; the page sells without it if the call fails.
    const newest = await getJson<{ properties: Property[] }>(NEWEST_PATH).catch(() => null);
    if (newest) qc.setQueryData(newestQueryOptions.queryKey, newest);
  }
  if (route.path === '/properties') {
    const filter = filterFromParams(url.searchParams);
    const page = await getJson<ListingPage>(propertiesPath(filter, null));
    qc.setQueryData(propertiesQueryOptions(filter).queryKey, { pages: [page], pageParams: [null] });
  }
  if (route.path === '/line') {
    // The server's figures, which the page draws until the device's own catalogue has worked them out.
    const line = await getJson<LineAnswer>(LINE_PATH).catch(() => null);
    if (line) qc.setQueryData(lineQueryOptions.queryKey, line);
  }
  if (route.path === '/property/:id') {
    // The listing needs a sign-in: a visitor's guard sends them to /login, which the browser does.
    if (!user || !params.id) return false;
    qc.setQueryData(propertyQueryOptions(params.id).queryKey, await getJson<Property>(propertyPath(params.id)));
  }
  return true;
}
