import { OUTBOX_SYNC_TAG } from '../device-data/names.ts';
import { replayOutbox } from './outbox-replay.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function isSyncManager(value: unknown): value is SyncManagerLike {
  return typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function';
}

/**
 * Asks the browser to wake the service worker when the network is back, even if the app is closed by
 * then. Only Chromium has Background Sync; elsewhere the page replays on `online` and at start.
 */
export async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync: unknown = registration && 'sync' in registration ? registration.sync : undefined;
  if (isSyncManager(sync)) await sync.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** The parts of a Background Sync `SyncEvent` we use (TypeScript's libs do not describe it). */
interface OutboxSyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

function isOutboxSync(event: Event): event is OutboxSyncEvent {
  return 'tag' in event && event.tag === OUTBOX_SYNC_TAG && 'waitUntil' in event && typeof event.waitUntil === 'function';
}

/**
 * The service worker's `sync` listener: the same replay the page runs, under the same Web Lock. Failing
 * the event when actions are still waiting (network or server down) makes the browser try again later.
 */
export function replayOnSync(event: Event): void {
  if (!isOutboxSync(event)) return;
  event.waitUntil(
    replayOutbox().then((result) => {
      if (result.stopped === 'offline' || result.stopped === 'server') throw new Error('Queued actions are still waiting; Background Sync will try again');
    }),
  );
}
