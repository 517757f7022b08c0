import { inArray } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { Storage } from './storage.ts';

/** How many ids go into one `IN (...)` query. */
const BATCH = 500;

export interface SweepResult {
  /** Listing folders whose files were removed. */
  listings: number;
  files: number;
}

/**
 * Removes the photos of listings that do not exist: an upload killed between writing its files and
 * committing its row, or a delete killed between its commit and removing the files. Only `p/<uuid>/`
 * is looked at (the demo photos live elsewhere), and only when every file of that listing is older than
 * `graceMs`: younger files may belong to an upload still running in another API process that shares the
 * storage (it writes the files, then the row). See docs/decisions/0013.
 */
export async function sweepOrphanPhotos(db: Db, storage: Storage, now: Date, graceMs: number): Promise<SweepResult> {
  const groups = new Map<string, { keys: string[]; newest: number }>();
  for await (const file of storage.list('p/')) {
    const id = file.key.split('/')[1];
    if (!isId(id)) continue;
    const group = groups.get(id) ?? { keys: [], newest: 0 };
    group.keys.push(file.key);
    group.newest = Math.max(group.newest, file.modifiedAt.getTime());
    groups.set(id, group);
  }
  const old = [...groups.entries()].filter(([, g]) => now.getTime() - g.newest >= graceMs).map(([id]) => id);

  const result: SweepResult = { listings: 0, files: 0 };
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const rows = await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, batch));
    const live = new Set(rows.map((r) => r.id));
    for (const id of batch) {
      if (live.has(id)) continue;
      const keys = groups.get(id)?.keys ?? [];
      await storage.remove(keys);
      result.listings += 1;
      result.files += keys.length;
    }
  }
  return result;
}
