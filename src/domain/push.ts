import { z } from 'zod';
import { textInput } from './fields.ts';

/** Web Push: the subscription a browser hands over, and the notification the service worker shows. */

export const PUSH_ENDPOINT_MAX = 1000;
export const PUSH_SUBSCRIPTION_SAVED = 'Notifications on';
export const PUSH_SUBSCRIPTION_REMOVED = 'Notifications off';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** base64url text of exactly `bytes` bytes (a P-256 public key is 65, the auth secret 16). */
const base64UrlOf = (bytes: number) =>
  z
    .string({ error: 'pushKeysInvalid' })
    .regex(BASE64URL, 'pushKeysInvalid')
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, 'pushKeysInvalid');

/** PushSubscription.toJSON(): PUT /api/push/subscription. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'pushEndpointInvalid', protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX, 'pushEndpointInvalid'),
  keys: z.object({ p256dh: base64UrlOf(65), auth: base64UrlOf(16) }, { error: 'pushKeysInvalid' }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscription: any text the browser had, so the shared text rule keeps a NUL from the database. */
export const pushUnsubscribeSchema = z.object({ endpoint: textInput('pushEndpointInvalid').max(PUSH_ENDPOINT_MAX, 'pushEndpointInvalid') });

export const pushKeyAnswerSchema = z.object({ publicKey: z.string() });
export type PushKeyAnswer = z.infer<typeof pushKeyAnswerSchema>;

/** What a push message carries, encrypted: the service worker parses it with this before showing it. */
export const pushNotificationSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(500),
  /** Same-origin path the tap opens. */
  url: z.string().startsWith('/'),
  /** Notifications with one tag replace each other (one per saved search, one per booking). */
  tag: z.string().max(200),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;
