import type { DBSchema } from 'idb';
import { PROPERTY_TYPES, type PropertyType } from '../../domain/property-kinds.ts';
import type { Property } from '../../domain/property.ts';
import { DB_PREFIX, lazyConnection } from '../../offline/device-data/index.ts';

/** The listings opened on this device, newest first, kept on the device only (sign-out deletes it with the rest). */
export const RECENT_DB = `${DB_PREFIX}-recent`;
export const RECENT_MAX = 20;

export interface RecentView {
  _id: string;
  propertyName: string;
  location: string;
  /** The price and whether it is a rent, shown in the reader's language; a row from before languages has its English short price as text. */
  price: number | string;
  type?: PropertyType;
  photo: string | null;
  viewedAt: number;
}

interface RecentSchema extends DBSchema {
  views: { key: string; value: RecentView; indexes: { viewedAt: number } };
}

const connect = lazyConnection<RecentSchema>(RECENT_DB, 1, (db) => {
  db.createObjectStore('views', { keyPath: '_id' }).createIndex('viewedAt', 'viewedAt');
});

const isPropertyType = (value: unknown): value is PropertyType => PROPERTY_TYPES.some((t) => t === value);

/**
 * A stored row as this build reads it. Checked by hand, not with zod: the list page shows these on every visit and
 * every listing page writes one, and zod's schemas cost a slow phone a 60-100 ms task to build there (docs/decisions/0044-start-up-work-off-the-main-thread.md), for a handful of plain fields.
 */
function readRow(row: unknown): RecentView | null {
  if (typeof row !== 'object' || row === null) return null;
  const get = (key: keyof RecentView): unknown => Reflect.get(row, key);
  const [_id, propertyName, location, price, type, photo, viewedAt] = [
    get('_id'),
    get('propertyName'),
    get('location'),
    get('price'),
    get('type'),
    get('photo'),
    get('viewedAt'),
  ];
  if (typeof _id !== 'string' || typeof propertyName !== 'string' || typeof location !== 'string') return null;
  if (!((typeof price === 'number' && Number.isFinite(price)) || typeof price === 'string')) return null;
  if (!(type === undefined || isPropertyType(type))) return null;
  if (!(photo === null || typeof photo === 'string') || typeof viewedAt !== 'number' || !Number.isFinite(viewedAt)) return null;
  return { _id, propertyName, location, price, ...(type ? { type } : {}), photo, viewedAt };
}

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
  const rows: unknown[] = await db.getAllFromIndex('views', 'viewedAt');
  return rows
    .flatMap((row) => readRow(row) ?? [])
    .reverse()
    .slice(0, RECENT_MAX);
}

export async function clearRecent(): Promise<void> {
  await (await connect()).clear('views');
}
