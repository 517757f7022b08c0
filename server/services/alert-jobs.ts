import type { Agent } from 'node:https';
import type { AppDeps } from '../deps.ts';
import { bookingNoticeJob, runBookingNotice } from './booking-notice.ts';
import { DAILY_DIGEST_CRON, dailyDigestJob, runDailyDigest } from './daily-digest.ts';
import { priceDropJob, priceDropNoticeJob, runPriceDrop, runPriceDropNotice } from './price-drops.ts';
import { deliver, pushDeliveryJob } from './push-delivery.ts';
import { listingAlertsJob, runListingAlerts, runSearchAlert, searchAlertJob } from './search-alerts.ts';
import { vapidKeys } from './vapid-keys.ts';

/** Makes this process work the notification jobs (every process does; each job runs once) and schedules the digest. */
export async function startAlertJobs(deps: AppDeps, options: { agent?: Agent } = {}): Promise<void> {
  const db = deps.database.db;
  const sender = { vapid: await vapidKeys(db, deps.config.push.vapidKeys), subject: deps.config.push.subject, agent: options.agent };
  await deps.jobs.handle(pushDeliveryJob, async ({ endpoint, notification }) => void (await deliver(db, sender, endpoint, notification)));
  await deps.jobs.handle(listingAlertsJob, ({ listingId }) => runListingAlerts(deps, listingId));
  await deps.jobs.handle(searchAlertJob, ({ searchId }) => runSearchAlert(deps, searchId));
  await deps.jobs.handle(bookingNoticeJob, (notice) => runBookingNotice(deps, notice));
  await deps.jobs.handle(priceDropJob, (drop) => runPriceDrop(deps, drop));
  await deps.jobs.handle(priceDropNoticeJob, (notice) => runPriceDropNotice(deps, notice));
  await deps.jobs.handle(dailyDigestJob, () => runDailyDigest(deps));
  await deps.jobs.schedule(dailyDigestJob, DAILY_DIGEST_CRON, {});
}
