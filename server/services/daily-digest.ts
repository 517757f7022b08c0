import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { findUserById } from './accounts.ts';
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
  const byUser = new Map<string, { ids: string[]; searches: SearchMatches[] }>();
  for (const row of await savedSearchesWithAlert(db, 'daily')) {
    const news = await searchMatches(deps, row);
    if (!news) continue;
    const entry = byUser.get(row.userId) ?? { ids: [], searches: [] };
    entry.ids.push(row.id);
    entry.searches.push(news);
    byUser.set(row.userId, entry);
  }
  for (const [userId, { ids, searches }] of byUser) {
    const user = await findUserById(db, userId);
    if (user) await deps.mailer.send(dailyDigestMail({ to: user.email, name: user.name, searches }));
    // Marked per user as each mail goes, so a retry after a failure does not send the others theirs again.
    for (const id of ids) await markAlerted(db, id, now);
  }
}
