import { z } from 'zod';
import { filterToParams } from '../../src/domain/listing-filter.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { findUserById } from './accounts.ts';
import { findProperty } from './listings.ts';
import { newMatchesMail, type SearchMatches } from './mail-messages.ts';
import type { PropertyRow } from './property-view.ts';
import { newMatchesText } from './push-messages.ts';
import { pushOrMail } from './push-delivery.ts';
import { countNewMatches, findSavedSearch, markAlerted, type SavedSearchRow, searchesMatchingListing, storedFilter } from './saved-searches.ts';

/** An instant alert for one saved search; one waits per search, so listings published close together make one notification. */
export const searchAlertJob = defineJob('search-alert', z.object({ searchId: z.string() }), { onePerKey: true, retryLimit: 5, retryDelaySeconds: 60 });

/** The list a saved search opens: /properties with its filter. */
export function searchPath(row: SavedSearchRow): string {
  const filter = storedFilter(row);
  const params = filter ? filterToParams(filter).toString() : '';
  return params ? `/properties?${params}` : '/properties';
}

/** A search's news since it last alerted, in the words of `lang` and with its link; null when there is none. */
export async function searchMatches(deps: AppDeps, row: SavedSearchRow, lang: Lang): Promise<(SearchMatches & { count: number; path: string }) | null> {
  const filter = storedFilter(row);
  if (!filter) return null;
  const count = await countNewMatches(deps.database.db, row, row.alertedAt);
  if (count === 0) return null;
  const path = searchPath(row);
  return { name: row.name, summary: newMatchesText(lang, count, filter), link: `${deps.config.publicUrl}${path}`, count, path };
}

/** Matches one published listing against every instant search: work that grows with the saved searches, so not the upload's. */
export const listingAlertsJob = defineJob('listing-alerts', z.object({ listingId: z.string() }), { retryLimit: 5, retryDelaySeconds: 30 });

/** After a listing is published: one job that finds the searches it matches, so the upload answers without reading them. */
export async function queueListingAlerts(deps: AppDeps, listing: PropertyRow): Promise<void> {
  await deps.jobs.enqueue(listingAlertsJob, { listingId: listing.id });
}

/** An alert job for each instant search the listing matches, after the batching delay; a listing gone, hidden or off the market since alerts no one. */
export async function runListingAlerts(deps: AppDeps, listingId: string): Promise<void> {
  const listing = await findProperty(deps.database.db, listingId);
  if (!listing || listing.hiddenAt || listing.availability !== 'available') return;
  const searches = await searchesMatchingListing(deps.database.db, listing, ['instant']);
  for (const s of searches) await deps.jobs.enqueue(searchAlertJob, { searchId: s.id }, { key: s.id, delaySeconds: deps.config.push.alertDelaySeconds });
}

/** Runs an instant alert: a notification to each of the user's browsers, or an e-mail when they have none. */
export async function runSearchAlert(deps: AppDeps, searchId: string): Promise<void> {
  const db = deps.database.db;
  const row = await findSavedSearch(db, searchId);
  if (row?.alert !== 'instant') return;
  const user = await findUserById(db, row.userId);
  if (!user) return;
  const now = deps.now();
  const news = await searchMatches(deps, row, user.lang);
  if (!news) return;
  const notification = { title: row.name, body: news.summary, url: news.path, tag: `search-${row.id}` };
  await pushOrMail(deps, user, notification, newMatchesMail({ to: user.email, lang: user.lang, name: user.name, search: news }));
  await markAlerted(db, row.id, now);
}
