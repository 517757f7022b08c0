import type { DBSchema } from 'idb';
import { formatPriceShort } from '../../domain/money.ts';
import type { Property } from '../../domain/property.ts';
import { DB_PREFIX, lazyConnection } from '../../offline/device-data/index.ts';

/** The listings opened on this device, newest first, kept on the device only (sign-out deletes it with the rest). */
export const RECENT_DB = `${DB_PREFIX}-recent`;
export const RECENT_MAX = 20;

export interface RecentView {
  _id: string;
  propertyName: string;
  location: string;
  /** The short price, ready to show: "₹85 L /mo". */
  price: string;
  photo: string | null;
  viewedAt: number;
}

interface RecentSchema extends DBSchema {
  views: { key: string; value: RecentView; indexes: { viewedAt: number } };
}

export const connectRecent = lazyConnection<RecentSchema>(RECENT_DB, 1, (db) => {
  db.createObjectStore('views', { keyPath: '_id' }).createIndex('viewedAt', 'viewedAt');
});

/**
 * Remembers that the listing was opened now; past RECENT_MAX, the oldest go. Apart from the reading side
 * (recent-store.ts), which checks each row with zod: every listing page writes, and must not build zod's schemas
 * to do so (issue 23).
 */
export async function recordView(p: Property, now = Date.now()): Promise<void> {
  const db = await connectRecent();
  const tx = db.transaction('views', 'readwrite');
  const photo = p.images[0]?.imageUrl ?? null;
  await tx.store.put({ _id: p._id, propertyName: p.propertyName, location: p.location, price: formatPriceShort(p.price, p.type), photo, viewedAt: now });
  const keys = await tx.store.index('viewedAt').getAllKeys();
  // Oldest first: everything before the last RECENT_MAX goes.
  for (const key of keys.slice(0, Math.max(0, keys.length - RECENT_MAX))) await tx.store.delete(key);
  await tx.done;
}
