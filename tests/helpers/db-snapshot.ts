import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';

const TABLES = [
  schema.users,
  schema.sessions,
  schema.passwordResets,
  schema.properties,
  schema.wishlist,
  schema.bookings,
  schema.idempotencyKeys,
  schema.enquiries,
];

const stable = (row: unknown) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Row count and a hash of every row of every table, order-independent: equal snapshots mean no stored row
 * changed. `except` leaves out the rows that mention that value (an id), e.g. the acting user's own rows.
 */
export async function snapshotTables(db: Db, except?: string): Promise<Record<string, { rows: number; hash: string }>> {
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const table of TABLES) {
    const rows = (await db.select().from(table))
      .map(stable)
      .filter((row) => except === undefined || !row.includes(except))
      .sort();
    out[getTableName(table)] = { rows: rows.length, hash: createHash('sha256').update(rows.join('\n')).digest('hex') };
  }
  return out;
}

/** Every file under a directory, relative paths, sorted (stored photos). */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`)
      .sort();
  } catch {
    // The folder appears with the first stored photo.
    return [];
  }
}
