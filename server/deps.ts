import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './services/mail.ts';
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
}
