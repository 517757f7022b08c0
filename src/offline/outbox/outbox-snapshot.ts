import { onOutboxEvent } from './outbox-events.ts';
import type { OutboxAction, Refusal } from './outbox-types.ts';
import { loadOutbox } from './queue.ts';

export interface Rejection extends Refusal {
  action: OutboxAction;
}

/** What screens show: the waiting actions, and those the server refused since the app started. */
export interface OutboxSnapshot {
  actions: OutboxAction[];
  rejections: Rejection[];
}

let snapshot: OutboxSnapshot = { actions: [], rejections: [] };
const subscribers = new Set<() => void>();
let started = false;

function emit(next: OutboxSnapshot) {
  snapshot = next;
  for (const s of subscribers) s();
}

async function reload() {
  try {
    // Loaded on first use: the store's code stays out of the pages' first load (tests/e2e/bundle-budget.test.ts).
    const { listActions } = await loadOutbox();
    emit({ ...snapshot, actions: await listActions() });
  } catch (err) {
    console.warn('Could not read the offline queue', err);
  }
}

function start() {
  if (started) return;
  started = true;
  onOutboxEvent((event) => {
    if (event.type === 'rejected') {
      const { type: _, ...rejection } = event;
      emit({ ...snapshot, rejections: [...snapshot.rejections, rejection] });
    }
    if (event.type === 'changed' || event.type === 'sent' || event.type === 'rejected') void reload();
  });
  void reload();
}

export function subscribeOutbox(onChange: () => void): () => void {
  start();
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

export function getOutboxSnapshot(): OutboxSnapshot {
  return snapshot;
}

export function dismissRejection(rejection: Rejection): void {
  emit({ ...snapshot, rejections: snapshot.rejections.filter((r) => r !== rejection) });
}

/** After sign-out: nothing of the previous user stays on screen either. */
export function forgetOutboxSnapshot(): void {
  emit({ actions: [], rejections: [] });
}
