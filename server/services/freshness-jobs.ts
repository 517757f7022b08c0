import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { remindStaleListingOwners } from './freshness.ts';

/**
 * The reminder to owners whose listings near leaving search (decision 0040), as a job in the same queue as
 * the alerts (decision 0035): scheduled once a day, it runs once however many processes work the queue, and a run
 * that fails (the mail server down) is tried again. The reminder itself records what it sent, so a retry resends nothing.
 */
export const staleReminderJob = defineJob('stale-listing-reminders', z.object({}), { retryLimit: 3, retryDelaySeconds: 300 });

/** 10:00 in Mumbai (04:30 UTC): an owner reads it in office hours and confirms in one tap. */
export const STALE_REMINDER_CRON = '30 4 * * *';

export async function startFreshnessJobs(deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  await deps.jobs.handle(staleReminderJob, async () => {
    await remindStaleListingOwners(db, deps.mailer, deps.now(), deps.config.freshness, deps.config.publicUrl);
  });
  await deps.jobs.schedule(staleReminderJob, STALE_REMINDER_CRON, {});
}
