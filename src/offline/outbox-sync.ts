import { OUTBOX_SYNC_TAG } from './names.ts';
import { replayOutbox } from './outbox-replay.ts';

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
