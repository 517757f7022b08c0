import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { findUserById, type UserRow } from './accounts.ts';
import { dailyDigestMail, type SearchMatches } from './mail-messages.ts';
import { markAlerted, savedSearchesWithAlert } from './saved-searches.ts';
import { searchMatches } from './search-alerts.ts';

/** Once a day, from whichever process takes it: each user's daily searches with new matches, in one e-mail. */
export const dailyDigestJob = defineJob('daily-digest', z.object({}), { retryLimit: 3, retryDelaySeconds: 300 });

/** 09:00 in Mumbai (03:30 UTC): after the morning's listings, before the commute home. */
export const DAILY_DIGEST_CRON = '30 3 * * *';

export async function runDailyDigest(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const byUser = new Map<string, { user: UserRow | null; ids: string[]; searches: SearchMatches[] }>();
  for (const row of await savedSearchesWithAlert(db, 'daily')) {
    // The user first: each search's summary is written in their language.
    const entry = byUser.get(row.userId) ?? { user: await findUserById(db, row.userId), ids: [], searches: [] };
    byUser.set(row.userId, entry);
    if (!entry.user) continue;
    const news = await searchMatches(deps, row, entry.user.lang);
    if (!news) continue;
    entry.ids.push(row.id);
    entry.searches.push(news);
  }
  for (const { user, ids, searches } of byUser.values()) {
    if (!user || ids.length === 0) continue;
    await deps.mailer.send(dailyDigestMail({ to: user.email, lang: user.lang, name: user.name, searches }));
    // Marked per user as each mail goes, so a retry after a failure does not send the others theirs again.
    for (const id of ids) await markAlerted(db, id, now);
  }
}
