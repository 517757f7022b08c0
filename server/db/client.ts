import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGliteLike } from 'pg-boss';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue (server/jobs) connects through: PGlite's one connection, or a pool of its own on the same PostgreSQL. */
  jobStore: JobStore;
  close(): Promise<void>;
}

export type JobStore = { kind: 'pglite'; client: PGliteLike } | { kind: 'postgres'; url: string };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** In memory, `from` is a PGlite dump to start from (the test suites' migrated template) instead of an empty database. */
export type DatabaseTarget = { url: string; poolMax?: number } | { dataDir: string } | { memory: true; from?: Blob };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (on disk, or in memory for tests), and applies the checked-in migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover, an admin's terminate) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the connection on next use.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'postgres', jobStore: { kind: 'postgres', url: target.url }, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes back the listing text search (migration 0001); PostgreSQL has the extension built in.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in target) {
    // PGlite does not create missing parent folders.
    mkdirSync(dirname(target.dataDir), { recursive: true });
    client = new PGlite(target.dataDir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(target.from ? { loadDataDir: target.from } : {}) });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'pglite', jobStore: { kind: 'pglite', client }, close: () => client.close() };
}
