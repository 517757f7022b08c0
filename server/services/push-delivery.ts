import type { Agent } from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import { type PushNotification, pushNotificationSchema } from '../../src/domain/push.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import type { UserRow } from './accounts.ts';
import type { MailMessage } from './mail.ts';
import { dropSubscription, subscriptionByEndpoint, subscriptionsOf } from './push-subscriptions.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** One notification to one browser: a job each, so a push service that is down is retried without repeating the others. */
export const pushDeliveryJob = defineJob('push-delivery', z.object({ endpoint: z.string(), notification: pushNotificationSchema }), {
  retryLimit: 6,
  retryDelaySeconds: 30,
});

/** How long a push service keeps a message for a browser that is offline (a day: the train reaches a signal). */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushSender {
  vapid: VapidKeys;
  subject: string;
  /** The https agent to reach push services with; tests pass one that trusts their local receiver. */
  agent?: Agent | undefined;
}

/** Sends one encrypted (aes128gcm) message. 404/410 means the browser unsubscribed: the subscription goes and the job ends. */
export async function deliver(db: Db, sender: PushSender, endpoint: string, notification: PushNotification): Promise<'sent' | 'gone'> {
  const subscription = await subscriptionByEndpoint(db, endpoint);
  if (!subscription) return 'gone';
  try {
    await webpush.sendNotification({ endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(notification), {
      vapidDetails: { subject: sender.subject, publicKey: sender.vapid.publicKey, privateKey: sender.vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
      ...(sender.agent ? { agent: sender.agent } : {}),
    });
    return 'sent';
  } catch (err) {
    if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
      await dropSubscription(db, endpoint);
      return 'gone';
    }
    throw err;
  }
}

/** Queues the notification for each of the user's browsers; false when they have none (the caller e-mails instead). */
export async function pushToUser(db: Db, jobs: JobQueue, userId: string, notification: PushNotification): Promise<boolean> {
  const subscriptions = await subscriptionsOf(db, userId);
  for (const s of subscriptions) await jobs.enqueue(pushDeliveryJob, { endpoint: s.endpoint, notification });
  return subscriptions.length > 0;
}

/** A notification to each of the user's browsers or, when they have none, the e-mail; both in the user's language. */
export async function pushOrMail(deps: AppDeps, user: UserRow, notification: PushNotification, mail: MailMessage): Promise<void> {
  if (await pushToUser(deps.database.db, deps.jobs, user.id, notification)) return;
  await deps.mailer.send(mail);
}
