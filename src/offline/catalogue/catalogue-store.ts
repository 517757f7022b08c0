import type { DBSchema } from 'idb';
import { CATALOGUE_SHAPE } from '../../domain/catalogue-shape.ts';
import { isArrayOf, isSummaryTuple, type StationRange, type SummaryTuple } from '../../domain/catalogue-wire.ts';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CATALOGUE_DB } from '../device-data/names.ts';

/**
 * One record: the summaries as the server sent them (compact tuples), the version to sync from, and when; the
 * stations they cover (null: every listing), and whether the server withheld them as more than a device keeps.
 */
export interface StoredCatalogue {
  shape: typeof CATALOGUE_SHAPE;
  version: number;
  syncedAt: number;
  listings: SummaryTuple[];
  range: StationRange;
  withheld: boolean;
}

const isRange = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0);

/**
 * The record as this code can use it, else null. A copy of another shape (kept before the walk time joined the tuples,
 * say) reads as none, so the device syncs everything again rather than showing every listing as "walk time not
 * given". A record from before ranges existed reads as every listing.
 */
export function readStoredRecord(raw: unknown): StoredCatalogue | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { shape, version, syncedAt, listings, range = null, withheld = false }: Record<string, unknown> = { ...raw };
  if (shape !== CATALOGUE_SHAPE || !Number.isSafeInteger(version) || typeof version !== 'number' || version < 0) return null;
  if (typeof syncedAt !== 'number' || !Number.isFinite(syncedAt) || typeof withheld !== 'boolean') return null;
  if (!isArrayOf(listings, isSummaryTuple) || !(range === null || isRange(range))) return null;
  return { shape, version, syncedAt, listings, range, withheld };
}

interface CatalogueSchema extends DBSchema {
  catalogue: { key: string; value: StoredCatalogue };
}

const KEY = 'all';

const connect = lazyConnection<CatalogueSchema>(CATALOGUE_DB, 1, (db) => {
  db.createObjectStore('catalogue');
});

/** What the device holds, or null; a record this code cannot read (another build's shape) counts as none. */
export async function readStoredCatalogue(): Promise<StoredCatalogue | null> {
  const raw: unknown = await (await connect()).get('catalogue', KEY);
  return readStoredRecord(raw);
}

/**
 * Applies an answer to the copy that was read before asking (`read`: its version, 0 when there was none), read and
 * written in one transaction: if another sync (another tab, the service worker) moved the copy meanwhile, this
 * answer is stale and the copy stays as that sync left it.
 */
export async function updateStoredCatalogue(read: number, merge: (before: StoredCatalogue | null) => StoredCatalogue): Promise<StoredCatalogue | null> {
  const db = await connect();
  const tx = db.transaction('catalogue', 'readwrite');
  const before = readStoredRecord(await tx.store.get(KEY));
  if ((before?.version ?? 0) !== read) {
    await tx.done;
    return before;
  }
  const after = merge(before);
  await tx.store.put(after, KEY);
  await tx.done;
  return after;
}
