import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { AppDeps } from '../../server/deps.ts';
import { createJobQueue } from '../../server/jobs/job-queue.ts';
import { memoryLoginThrottle } from '../../server/services/login-throttle.ts';
import { createMailer, SILENT_LOG } from '../../server/services/mail.ts';
import { photoStorage } from '../../server/services/photo-storage.ts';
import { watchErrorAnswers } from './error-answers.ts';
import { openTestDatabase } from './test-db.ts';

/** Cheap scrypt for tests only; production keeps the OWASP cost. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** DATA_DIR of this app: mail lands in `outbox/` under it. */
  dataDir: string;
  /** Moves the injected clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client') }),
    passwordCost: TEST_PASSWORD_COST,
    authRateLimit: { max: 1000, windowMs: 60_000 },
    authAddressRateLimit: 1000,
    seedDemo: false,
    ...overrides,
  };
  const database = await openTestDatabase();
  let now = new Date();
  const mailer = createMailer({ smtpUrl: undefined, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom }, SILENT_LOG);
  const deps: AppDeps = {
    config,
    database,
    now: () => now,
    mailer,
    storage: photoStorage(config),
    loginThrottle: memoryLoginThrottle(config.loginLock),
    sharedRedis: null,
    jobs: createJobQueue(database.jobStore, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000, onError: (err) => console.error(err) }),
  };
  const app = await buildApp(deps);
  const uncoded = watchErrorAnswers(app);
  await app.ready();
  return {
    app,
    deps,
    dataDir: config.dataDir,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await deps.jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (uncoded().length > 0) throw new Error(`error answers without a known code:\n${uncoded().join('\n')}`);
    },
  };
}

/** The `name=value` of the session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sid=${c.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.in`;
}

/** Signs up a fresh user and returns its cookie and id. */
export async function signUp(app: FastifyInstance, fields: Partial<{ name: string; email: string; password: string; contactNo: string }> = {}) {
  const body = { name: 'Asha Patil', email: uniqueEmail(), password: 'secret123', contactNo: '9820012345', ...fields };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), id: res.json<{ user: { _id: string } }>().user._id, ...body };
}
