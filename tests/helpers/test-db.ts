import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client.ts';

/** Named by a hash of the migrations, so a new or changed migration makes a new template. */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = join(migrationsFolder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return join(tmpdir(), `mumbai-homes-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An empty database with every migration applied, as a PGlite dump on disk, made once for all the test files:
 * starting from it takes about 0.7 s where starting PGlite and migrating takes about 3 s, and the suites open one
 * per file.
 */
async function migratedTemplate(): Promise<Blob> {
  const path = templatePath();
  if (!existsSync(path)) {
    const fresh = await openDatabase({ memory: true });
    if (fresh.jobStore.kind !== 'pglite' || !(fresh.jobStore.client instanceof PGlite)) throw new Error('an in-memory database is PGlite');
    const dump = await fresh.jobStore.client.dumpDataDir('none');
    await fresh.close();
    // Written aside and renamed: another test process may be making the same template.
    const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, path);
  }
  return new Blob([readFileSync(path)]);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server named by DATABASE_URL (the PostgreSQL suite), dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ memory: true, from: await migratedTemplate() });

  const { default: pg } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
