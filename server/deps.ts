import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { LoginThrottle } from './services/login-throttle.ts';
import type { Mailer } from './services/mail.ts';
import type { SharedRedis } from './services/redis.ts';
import type { Storage } from './services/storage.ts';

/** What the app is built from; tests pass their own database, clock and settings. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock every rule reads (session expiry, booking dates, reset tokens), injectable so tests never sleep. */
  now: () => Date;
  mailer: Mailer;
  /** Listing photos (DATA_DIR/uploads on disk). */
  storage: Storage;
  /** Failed sign-ins per e-mail: in memory for one process, a shared store for several. */
  loginThrottle: LoginThrottle;
  /** REDIS_URL's connection, holding the rate-limit counters (and the lockout's) for every process; null = this process's memory. */
  sharedRedis: SharedRedis | null;
  /** Background work kept in the database (server/jobs): alerts, digests, reminders. */
  jobs: JobQueue;
}
