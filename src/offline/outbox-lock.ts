import { OUTBOX_LOCK } from './names.ts';

let chain: Promise<unknown> = Promise.resolve();

/**
 * One replay at a time across every tab and the service worker (Web Locks), so no action is sent twice
 * in parallel. Where Web Locks are missing, replays in this context still queue behind each other.
 */
export function withReplayLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) return navigator.locks.request(OUTBOX_LOCK, run);
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}
