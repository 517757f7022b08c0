import { pushSubscriptionSchema } from '#src/domain/push.ts';
import { getPushKey, savePushSubscription } from '../api/push-subscription.ts';

/** What asking for notifications came to; anything but 'on' means alerts come by e-mail. */
export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for notification permission (only now, when the user turns an instant alert on: never on load), subscribes
 * this browser with the server's VAPID key, and hands the subscription to the server.
 */
export async function turnOnPush(): Promise<PushOutcome> {
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'failed';
  try {
    const registration = await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(await getPushKey()) }));
    const parsed = pushSubscriptionSchema.safeParse(subscription.toJSON());
    if (!parsed.success) return 'failed';
    await savePushSubscription(parsed.data);
    return 'on';
  } catch {
    return 'failed';
  }
}
