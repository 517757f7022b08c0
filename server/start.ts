import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { startAlertJobs } from './services/alert-jobs.ts';
import { startFreshnessJobs } from './services/freshness-jobs.ts';
import { startViewRollupJob } from './services/view-rollup-job.ts';
import { startExistingDuplicatesJob, walkAfterStartupHashing } from './services/existing-duplicates-job.ts';
import { startCatalogueSnapshotJob } from './services/catalogue-snapshot-job.ts';
import { hashUnhashedListings } from './services/photo-hash-backfill.ts';
import { DEMO_ADMIN, DEMO_LISTINGS, DEMO_USER, isEmpty, makePhotoPool, seedListings } from './seed/seed.ts';
import { ensureAdmin, findUserByEmail } from './services/accounts.ts';
import { demoAdminPassword, readDemoAdminPassword } from './services/demo-admin-password.ts';
import { memoryLoginThrottle } from './services/login-throttle.ts';
import { HOUSEKEEPING_EVERY_MS, sweepExpired } from './services/housekeeping.ts';
import { createMailer } from './services/mail.ts';
import { sweepOrphanPhotos } from './services/photo-sweep.ts';
import { connectRedis } from './services/redis.ts';
import { redisCounters } from './services/shared-counters.ts';
import { sharedLoginThrottle } from './services/shared-login-throttle.ts';
import { photoStorage } from './services/photo-storage.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** With demo data on: the accounts to try it with, and how long seeding took if this start seeded. */
  demo: { user: { email: string; password: string }; admin: { email: string; password: string | null }; seededMs: number | null } | null;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, bootstraps the admin and listens: what `npm start` and the browser suite both run. */
export async function startServer(config: Config, options: { logLevel?: string } = {}): Promise<RunningServer> {
  const storage = photoStorage(config);
  const dbDir = join(config.dataDir, 'db');
  // A new embedded database is certainly empty: draw the demo photos (sharp, on its own threads) while PGlite initialises.
  const pool = config.seedDemo && !config.databaseUrl && !existsSync(dbDir) ? makePhotoPool(storage) : undefined;
  pool?.catch(() => undefined);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolMax: config.databasePoolMax } : { dataDir: dbDir });
  // The mailer logs through the app's logger, which exists once the app is built (before any mail can be sent).
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom },
    { info: (fields, message) => app.log.info(fields, message), error: (fields, message) => app.log.error(fields, message) },
  );
  const sharedRedis = config.redisUrl ? await connectRedis(config.redisUrl, () => app.log) : null;
  const loginThrottle = sharedRedis ? sharedLoginThrottle(redisCounters(sharedRedis.client), config.loginLock) : memoryLoginThrottle(config.loginLock);
  const jobs = createJobQueue(database.jobStore, { onError: (err) => app.log.error({ err }, 'job queue error') });
  const deps: AppDeps = { config, database, now: () => new Date(), mailer, storage, loginThrottle, sharedRedis, jobs };

  const configuredAdmin =
    config.adminEmail && config.adminPassword ? await ensureAdmin(database.db, config.adminEmail, config.adminPassword, config.passwordCost) : null;

  let demo: RunningServer['demo'] = null;
  if (config.seedDemo) {
    let seededMs: number | null = null;
    if (await isEmpty(database.db)) {
      const started = performance.now();
      await seedListings(database.db, deps.storage, {
        count: DEMO_LISTINGS,
        cost: config.passwordCost,
        now: deps.now(),
        pool,
        adminPassword: demoAdminPassword(config.dataDir),
      });
      seededMs = Math.round(performance.now() - started);
    }
    if (await findUserByEmail(database.db, DEMO_USER.email)) {
      demo = {
        user: { email: DEMO_USER.email, password: DEMO_USER.password },
        admin: { email: DEMO_ADMIN.email, password: readDemoAdminPassword(config.dataDir) },
        seededMs,
      };
    }
  }

  const app = await buildApp(deps, options);
  await startAlertJobs(deps);
  await startFreshnessJobs(deps);
  await startViewRollupJob(deps);
  await startExistingDuplicatesJob(deps, app.log);
  await startCatalogueSnapshotJob(deps, app.log);
  if (configuredAdmin && configuredAdmin.role !== 'admin') {
    app.log.warn({ email: configuredAdmin.email }, 'ADMIN_EMAIL belongs to an account that is not an admin; it was not promoted. Choose another ADMIN_EMAIL.');
  }
  const housekeeping = async () => {
    app.log.info({ swept: await sweepExpired(database.db, deps.now()) }, 'swept expired rows');
    const photos = await sweepOrphanPhotos(database.db, storage, deps.now(), config.photoSweepGraceMs);
    if (photos.files > 0) app.log.warn(photos, 'removed photos of listings that do not exist');
  };
  // Before listening, so a restart after a crash serves no leftovers; then periodically, for a sibling process's crash.
  await housekeeping();
  const every = Math.min(HOUSEKEEPING_EVERY_MS, Math.max(config.photoSweepGraceMs, 60_000));
  const sweeper = setInterval(() => void housekeeping().catch((err: unknown) => app.log.error({ err }, 'housekeeping failed')), every);
  sweeper.unref();
  const address = await app.listen({ port: config.port, host: config.host });
  // Seeded listings and those published before photos were hashed: hashed while the server already answers.
  let closing = false;
  const hashing = hashUnhashedListings(database.db, storage, app.log, () => closing)
    .then(async (listings) => {
      if (listings > 0) app.log.info({ listings }, 'hashed the photos of listings for the duplicate check');
      if (!closing && (await walkAfterStartupHashing(deps, listings))) app.log.info('queued the walk for duplicates among listed homes');
    })
    .catch((err: unknown) => app.log.error({ err }, 'photo hashing failed'));
  return {
    app,
    database,
    deps,
    url: address,
    demo,
    close: async () => {
      closing = true;
      clearInterval(sweeper);
      // close() stops accepting connections and waits for in-flight requests before the database goes.
      await app.close();
      // Running jobs finish (or are given back to the queue) while the database is still there.
      await jobs.stop();
      await hashing;
      await mailer.close();
      await sharedRedis?.close();
      await database.close();
    },
  };
}
