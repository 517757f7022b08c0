import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { ensureAdmin } from './services/accounts.ts';
import { createMailer } from './services/mail.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, bootstraps the admin and listens: what `npm start` and the browser suite both run. */
export async function startServer(config: Config, options: { logger?: boolean | { level: string } } = {}): Promise<RunningServer> {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') });
  // The mailer logs through the app's logger, which exists once the app is built (before any mail can be sent).
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom },
    { info: (fields, message) => app.log.info(fields, message), error: (fields, message) => app.log.error(fields, message) },
  );
  const deps: AppDeps = { config, database, now: () => new Date(), mailer };

  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword, config.passwordCost);
  }

  const app = await buildApp(deps, { logger: options.logger ?? false });
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    deps,
    url: address,
    close: async () => {
      // close() stops accepting connections and waits for in-flight requests before the database goes.
      await app.close();
      await mailer.close();
      await database.close();
    },
  };
}
