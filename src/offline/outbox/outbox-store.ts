import type { DBSchema } from 'idb';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { OUTBOX_DB } from '../device-data/names.ts';
import { publishOutboxEvent } from './outbox-events.ts';
import type { NewOutboxAction, OutboxAction } from './outbox-types.ts';

/** The store assigns `id` on add (autoIncrement keyPath); every row read back has one. */
type StoredAction = Omit<OutboxAction, 'id'> & { id?: number };

interface OutboxSchema extends DBSchema {
  actions: { key: number; value: StoredAction; indexes: { coalesceKey: string } };
}

function hasId(row: StoredAction): row is OutboxAction {
  return row.id !== undefined;
}

const connect = lazyConnection<OutboxSchema>(OUTBOX_DB, 1, (db) => {
  const store = db.createObjectStore('actions', { keyPath: 'id', autoIncrement: true });
  store.createIndex('coalesceKey', 'coalesceKey');
});

/** Every queued action, oldest first (the store's keys increase). */
export async function listActions(): Promise<OutboxAction[]> {
  return (await connect()).getAll('actions').then((rows) => rows.filter(hasId));
}

export async function enqueue(action: NewOutboxAction): Promise<void> {
  const db = await connect();
  await db.add('actions', { ...action, createdAt: Date.now(), revision: 0 });
  publishOutboxEvent({ type: 'changed' });
}

/**
 * A wishlist tap while offline: one queued PUT or DELETE per property, whatever the number of taps; the
 * latest tap wins. It is never dropped, even when it returns to the saved state: an older request for
 * the listing may already be on its way, and this one (idempotent) must then follow it.
 */
export async function enqueueWishlist({ userId, propertyId, save }: { userId: string; propertyId: string; save: boolean }): Promise<void> {
  const db = await connect();
  const tx = db.transaction('actions', 'readwrite');
  const coalesceKey = `wishlist:${userId}:${propertyId}`;
  const existing = await tx.store.index('coalesceKey').get(coalesceKey);
  const request = { method: save ? 'PUT' : 'DELETE', path: `/api/user/wishlist/${encodeURIComponent(propertyId)}` } as const;
  if (existing) await tx.store.put({ ...existing, ...request, revision: existing.revision + 1 });
  else await tx.store.add({ ...request, kind: 'wishlist', userId, coalesceKey, details: { propertyId }, createdAt: Date.now(), revision: 0 });
  await tx.done;
  publishOutboxEvent({ type: 'changed' });
}

/** Removes an action once it is sent or refused, unless a later tap replaced it meanwhile. */
export async function removeAction(action: Pick<OutboxAction, 'id' | 'revision'>): Promise<void> {
  const db = await connect();
  const tx = db.transaction('actions', 'readwrite');
  const current = await tx.store.get(action.id);
  if (current && current.revision === action.revision) await tx.store.delete(action.id);
  await tx.done;
  publishOutboxEvent({ type: 'changed' });
}
