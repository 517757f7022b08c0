import type { DBSchema } from 'idb';
import { z } from 'zod';
import { PROPERTY_TYPES } from '../../domain/property-kinds.ts';
import type { Property } from '../../domain/property.ts';
import { DB_PREFIX, lazyConnection } from '../../offline/device-data/index.ts';

/** The listings opened on this device, newest first, kept on the device only (sign-out deletes it with the rest). */
export const RECENT_DB = `${DB_PREFIX}-recent`;
export const RECENT_MAX = 20;

const recentViewSchema = z.object({
  _id: z.string(),
  propertyName: z.string(),
  location: z.string(),
  /** The price and whether it is a rent, shown in the reader's language; a row from before languages has its English short price as text. */
  price: z.union([z.number(), z.string()]),
  type: z.enum(PROPERTY_TYPES).optional(),
  photo: z.string().nullable(),
  viewedAt: z.number(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

interface RecentSchema extends DBSchema {
  views: { key: string; value: RecentView; indexes: { viewedAt: number } };
}

const connect = lazyConnection<RecentSchema>(RECENT_DB, 1, (db) => {
  db.createObjectStore('views', { keyPath: '_id' }).createIndex('viewedAt', 'viewedAt');
});

/** Remembers that the listing was opened now; past RECENT_MAX, the oldest go. */
export async function recordView(p: Property, now = Date.now()): Promise<void> {
  const db = await connect();
  const tx = db.transaction('views', 'readwrite');
  const photo = p.images[0]?.imageUrl ?? null;
  await tx.store.put({ _id: p._id, propertyName: p.propertyName, location: p.location, price: p.price, type: p.type, photo, viewedAt: now });
  const keys = await tx.store.index('viewedAt').getAllKeys();
  // Oldest first: everything before the last RECENT_MAX goes.
  for (const key of keys.slice(0, Math.max(0, keys.length - RECENT_MAX))) await tx.store.delete(key);
  await tx.done;
}

/** The remembered listings, newest first; a row this build cannot read is skipped, not trusted. */
export async function listRecent(): Promise<RecentView[]> {
  const db = await connect();
  const rows = await db.getAllFromIndex('views', 'viewedAt');
  return rows
    .flatMap((row) => {
      const parsed = recentViewSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .reverse()
    .slice(0, RECENT_MAX);
}

export async function clearRecent(): Promise<void> {
  await (await connect()).clear('views');
}
