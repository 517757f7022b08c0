import type { DBSchema } from 'idb';
import { z } from 'zod';
import { CATALOGUE_SHAPE, summaryTupleSchema } from '../../domain/catalogue.ts';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CATALOGUE_DB } from '../device-data/names.ts';

/**
 * One record: the summaries as the server sent them (compact tuples), the version to sync from, and when; the
 * stations they cover (null: every listing), and whether the server withheld them as more than a device keeps.
 * A record from before ranges existed reads as every listing.
 */
export const storedCatalogueSchema = z.object({
  // The tuples' shape: a copy kept before the walk time joined them (15 places, not 16) reads as none, so the device
  // syncs everything again rather than showing every listing as "walk time not given".
  shape: z.literal(CATALOGUE_SHAPE),
  version: z.number().int().nonnegative(),
  syncedAt: z.number(),
  listings: z.array(summaryTupleSchema),
  range: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).nullable().default(null),
  withheld: z.boolean().default(false),
});
export type StoredCatalogue = z.infer<typeof storedCatalogueSchema>;

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
  const parsed = storedCatalogueSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Applies an answer to the copy that was read before asking (`read`: its version, 0 when there was none), read and
 * written in one transaction: if another sync (another tab, the service worker) moved the copy meanwhile, this
 * answer is stale and the copy stays as that sync left it.
 */
export async function updateStoredCatalogue(read: number, merge: (before: StoredCatalogue | null) => StoredCatalogue): Promise<StoredCatalogue | null> {
  const db = await connect();
  const tx = db.transaction('catalogue', 'readwrite');
  const parsed = storedCatalogueSchema.safeParse(await tx.store.get(KEY));
  const before = parsed.success ? parsed.data : null;
  if ((before?.version ?? 0) !== read) {
    await tx.done;
    return before;
  }
  const after = merge(before);
  await tx.store.put(after, KEY);
  await tx.done;
  return after;
}
