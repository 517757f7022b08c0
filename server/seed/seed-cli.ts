import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN_PASSWORD_FILE, demoAdminPassword } from '../services/demo-admin-password.ts';
import { diskStorage } from '../services/storage.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_ADMIN, DEMO_USER, seedListings } from './seed.ts';

/** `npm run seed -- --count 50000`: adds demo listings to the DATABASE_URL database, or the embedded one in DATA_DIR. */
async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '120' } } });
  const n = Number(values.count);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--count must be a whole number, got "${values.count}"`);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') });
  const started = performance.now();
  const adminPassword = demoAdminPassword(config.dataDir);
  try {
    await seedListings(database.db, diskStorage(join(config.dataDir, 'uploads')), {
      count: n,
      cost: config.passwordCost,
      now: new Date(),
      adminPassword,
      // Spread a big set over two years so "newest first" pages through real history.
      spanDays: n > 1000 ? 730 : 90,
      onProgress: (done) => process.stdout.write(`\r${done} / ${n} listings`),
    });
  } finally {
    await database.close();
  }
  console.log(
    `\nSeeded ${n} listings in ${((performance.now() - started) / 1000).toFixed(1)} s. Demo accounts: ${DEMO_USER.email} / ${DEMO_USER.password}, ${DEMO_ADMIN.email} / ${adminPassword} (kept in ${join(config.dataDir, DEMO_ADMIN_PASSWORD_FILE)}).`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
