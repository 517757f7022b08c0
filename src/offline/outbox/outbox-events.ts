import { OUTBOX_CHANNEL } from '../device-data/names.ts';
import type { OutboxAction, Refusal } from './outbox-types.ts';

export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'sent'; action: OutboxAction }
  | ({ type: 'rejected'; action: OutboxAction } & Refusal)
  | { type: 'sign-in-needed' };

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
// The service worker may replay too: it and every open tab hear each other through this channel.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

function isOutboxEvent(data: unknown): data is OutboxEvent {
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string';
}

channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
  if (isOutboxEvent(e.data)) for (const l of listeners) l(e.data);
});

export function publishOutboxEvent(event: OutboxEvent): void {
  for (const l of listeners) l(event);
  channel?.postMessage(event);
}

export function onOutboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
