import { fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { JobStore } from '../db/client.ts';

/**
 * Background work kept in the database (pg-boss, decision 0035): a job survives a restart, runs once however
 * many processes work the queue, and a handler that throws is tried again later, each wait longer than the last.
 *
 * The whole API:
 * - `defineJob(name, schema, options)` names a kind of job, the zod schema of its data and its retries;
 * - `queue.handle(job, handler)` makes this process run that kind (a job's data is parsed before the handler sees it);
 * - `queue.enqueue(job, data, { key, delaySeconds })` adds one, to run no sooner than the delay; for a job defined
 *   `onePerKey`, a job whose key already waits is not added again (null comes back), so a burst becomes one run;
 * - `queue.enqueueAll(job, items)` adds several in one statement: all of them or, if it fails, none, so a retried fan-out
 *   never adds some twice;
 * - `queue.schedule(job, cron, data)` adds one every time the cron expression (UTC) comes round, from any process, once;
 * - `queue.stop()` lets the running handlers finish (up to `stopTimeoutMs`) and disconnects; the server calls it on close.
 */
export interface JobDefinition<T extends object> {
  name: string;
  schema: z.ZodType<T>;
  /** Further attempts after the first fails. */
  retryLimit: number;
  /** The first retry's wait; each later one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** At most one job per `key` waits at a time (pg-boss's `short` policy). */
  onePerKey: boolean;
}

export function defineJob<T extends object>(
  name: string,
  schema: z.ZodType<T>,
  options: Partial<Pick<JobDefinition<T>, 'retryLimit' | 'retryDelaySeconds' | 'onePerKey'>> = {},
): JobDefinition<T> {
  return { name, schema, retryLimit: options.retryLimit ?? 5, retryDelaySeconds: options.retryDelaySeconds ?? 30, onePerKey: options.onePerKey ?? false };
}

export interface JobStatus {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Attempts that failed so far. */
  retryCount: number;
  /** When the job may next run. */
  startAfter: Date;
}

export interface JobQueue {
  handle<T extends object>(job: JobDefinition<T>, handler: (data: T) => Promise<void>): Promise<void>;
  enqueue<T extends object>(job: JobDefinition<T>, data: T, options?: { key?: string; delaySeconds?: number }): Promise<string | null>;
  enqueueAll<T extends object>(job: JobDefinition<T>, items: T[]): Promise<void>;
  schedule<T extends object>(job: JobDefinition<T>, cron: string, data: T): Promise<void>;
  /** A job's state, for tests and operators. */
  status<T extends object>(job: JobDefinition<T>, id: string): Promise<JobStatus | null>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for work when no notification arrives. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running handlers. */
  stopTimeoutMs?: number;
  onError(err: unknown): void;
}

/**
 * A queue on the app's database. It connects on first use, so a process that never touches a job pays nothing
 * (pg-boss's first start creates its schema, which takes seconds on PGlite).
 */
export function createJobQueue(store: JobStore, options: JobQueueOptions): JobQueue {
  const boss =
    store.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(store.client), backend: 'pglite' })
      : new PgBoss({ connectionString: store.url, max: 3, application_name: 'mumbai-homes-jobs' });
  boss.on('error', options.onError);
  let started: Promise<unknown> | null = null;
  const queues = new Map<string, Promise<void>>();
  let stopped = false;

  const ready = async <T extends object>(job: JobDefinition<T>) => {
    if (stopped) throw new Error(`the job queue is stopped; cannot use ${job.name}`);
    started ??= boss.start();
    await started;
    let queue = queues.get(job.name);
    if (!queue) {
      queue = boss.createQueue(job.name, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        policy: job.onePerKey ? 'short' : 'standard',
      });
      queues.set(job.name, queue);
    }
    await queue;
  };

  return {
    async handle(job, handler) {
      await ready(job);
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const one of jobs) await handler(job.schema.parse(one.data));
      });
    },
    async enqueue(job, data, { key, delaySeconds } = {}) {
      await ready(job);
      return boss.send(job.name, job.schema.parse(data), { ...(key ? { singletonKey: key } : {}), ...(delaySeconds ? { startAfter: delaySeconds } : {}) });
    },
    async enqueueAll(job, items) {
      if (items.length === 0) return;
      await ready(job);
      await boss.insert(
        job.name,
        items.map((data) => ({ data: job.schema.parse(data) })),
      );
    },
    async schedule(job, cron, data) {
      await ready(job);
      await boss.schedule(job.name, cron, job.schema.parse(data));
    },
    async status(job, id) {
      await ready(job);
      const found = await boss.getJobById(job.name, id);
      return found ? { state: found.state, retryCount: found.retryCount, startAfter: found.startAfter } : null;
    },
    async stop() {
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
