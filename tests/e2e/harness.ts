import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { TEST_PASSWORD_COST } from '../helpers/test-app.ts';
import { launchBrowser } from './browser.ts';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  baseURL: string;
  dataDir: string;
  /** The .eml files the server wrote to DATA_DIR/outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };

/** The real server on a free 127.0.0.1 port with a fresh embedded database, plus a Chromium to drive it. */
export async function startSuite(overrides: Partial<Config> = {}): Promise<Suite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-e2e-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    clientDir: inject('clientDir'),
    passwordCost: TEST_PASSWORD_COST,
    seedDemo: false,
    // Every user of the suite signs in from 127.0.0.1: the per-address limit across e-mails would throttle the suite.
    authAddressRateLimit: 1000,
    ...overrides,
  };
  // Migrating a new embedded database on disk takes 5-6 s on a 2-core machine, a copy of one migrated once 0.1 s: the
  // server then opens it as it opens any existing database (a start on an empty folder is tested in tests/process).
  if (!config.databaseUrl) cpSync(inject('dbTemplateDir'), join(dataDir, 'db'), { recursive: true });
  const server = await startServer(config);
  const baseURL = server.url;
  server.deps.config.publicUrl = baseURL;
  const browser = await launchBrowser();
  const outboxDir = join(dataDir, 'outbox');
  return {
    server,
    browser,
    baseURL,
    dataDir,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
