/// <reference lib="webworker" />
import { pushNotificationSchema } from './domain/push.ts';

// The service worker's Web Push handlers: show what the server sent, and open its page on a tap.

declare let self: ServiceWorkerGlobalScope;

/** A push message: the notification the server encrypted for this browser, parsed before it is shown. */
export function showPushNotification(event: PushEvent): void {
  const parsed = pushNotificationSchema.safeParse(readJson(event));
  if (!parsed.success) return;
  const { title, body, url, tag } = parsed.data;
  event.waitUntil(self.registration.showNotification(title, { body, tag, data: { url }, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' }));
}

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

/** A tap on a notification: an open window of the app goes to its page, else a new one opens there. */
export function openNotificationTarget(event: NotificationEvent): void {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(openPage(url));
}

async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const shown = await open.navigate(target);
  await (shown ?? open).focus().catch(() => undefined);
}
