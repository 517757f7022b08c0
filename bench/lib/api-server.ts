import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { isEmpty, seedListings } from '../../server/seed/seed.ts';
import { startServer } from '../../server/start.ts';
import { demoAdminPassword } from '../../server/services/demo-admin-password.ts';
import { diskStorage } from '../../server/services/storage.ts';

/**
 * The API benchmark's server, in its own process as in production: seeds `--count` demo listings into the
 * database the environment names (DATABASE_URL, or PGlite under DATA_DIR), then serves the app with the built
 * client like `npm start` and prints "ready at URL".
 */
const { values } = parseArgs({ options: { count: { type: 'string', default: '50000' } } });
const count = Number(values.count);
const config = { ...loadConfig(), seedDemo: false, buildClient: false, passwordCost: { N: 2 ** 10, r: 8, p: 1 } };
const target = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') };

const seeding = await openDatabase(target);
if (await isEmpty(seeding.db)) {
  const started = performance.now();
  await seedListings(seeding.db, diskStorage(join(config.dataDir, 'uploads')), {
    count,
    cost: config.passwordCost,
    now: new Date(),
    spanDays: 730,
    adminPassword: demoAdminPassword(config.dataDir),
  });
  console.log(`seeded ${count} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await seeding.close();

const server = await startServer(config, { logLevel: 'warn' });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
console.log(`ready at ${server.url}`);
