import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../src/domain/push.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Whether an endpoint is an https address on one of the push services (or a subdomain): the server POSTs to it. */
export function allowedEndpoint(endpoint: string, serviceHosts: string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Keeps a browser's subscription for the user. An endpoint names one browser profile: if another account held it,
 * that account signed out there, so the subscription moves to whoever subscribes now (with the browser's new keys).
 */
export async function saveSubscription(db: Db, userId: string, input: PushSubscriptionInput, serviceHosts: string[]): Promise<void> {
  if (!allowedEndpoint(input.endpoint, serviceHosts)) throw new HttpError(400, 'pushEndpointInvalid');
  const values = { endpoint: input.endpoint, userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

/** Removes the user's own subscription; another account's is "not found" and stays. Removing one already gone is fine. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const [row] = await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  if (row && row.userId !== userId) throw new HttpError(404, 'pushSubscriptionNotFound');
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

export function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function subscriptionByEndpoint(db: Db, endpoint: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row ?? null;
}

/** The push service said the subscription is gone (404 or 410): nothing will ever reach it again. */
export async function dropSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
