import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WorkLog } from './work-log.ts';

/** Whether the database answers a trivial query; why not is logged. */
export async function databaseReady(db: Db, log: WorkLog): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (err) {
    log.warn({ err }, 'database not ready');
    return false;
  }
}
