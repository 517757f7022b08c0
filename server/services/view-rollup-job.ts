import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { rollUpViews, rollupCutoff } from './view-rollup.ts';

/** Once a night, from whichever process takes it: the view days past the owner's chart become running totals (decision 0078). */
export const viewRollupJob = defineJob('listing-view-rollup', z.object({}), { retryLimit: 3, retryDelaySeconds: 300 });

/** 02:30 in Mumbai (21:00 UTC): the quietest hour, just after a day has ended in Mumbai. */
export const VIEW_ROLLUP_CRON = '0 21 * * *';

export async function startViewRollupJob(deps: AppDeps): Promise<void> {
  await deps.jobs.handle(viewRollupJob, async () => {
    await rollUpViews(deps.database.db, rollupCutoff(deps.now()));
  });
  await deps.jobs.schedule(viewRollupJob, VIEW_ROLLUP_CRON, {});
}
