import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../server/db/client.ts';
import { createJobQueue, defineJob, type JobQueue } from '../../server/jobs/job-queue.ts';
import { openTestDatabase } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

/**
 * The job queue (server/jobs, decision 0035) on the suite's database: in-memory PGlite in `npm test`, PostgreSQL in
 * `npm run test:pg`, where each queue below has a connection pool of its own, as two processes would.
 */
const greeting = defineJob('test-greeting', z.object({ to: z.string() }), { retryLimit: 3, retryDelaySeconds: 1 });

let database: Database;
const queues: JobQueue[] = [];
const queue = () => {
  const q = createJobQueue(database.jobStore, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000, onError: () => undefined });
  queues.push(q);
  return q;
};

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const q of queues) await q.stop();
  await database.close();
});

describe('job queue', () => {
  it('runs a job once when two workers watch the queue', async () => {
    const a = queue();
    const b = queue();
    const ran: string[] = [];
    await a.handle(greeting, async ({ to }) => void ran.push(`a:${to}`));
    await b.handle(greeting, async ({ to }) => void ran.push(`b:${to}`));
    const ids = await Promise.all(['one', 'two', 'three', 'four'].map((to) => a.enqueue(greeting, { to })));
    await until(async () => {
      const states = await Promise.all(ids.map((id) => (id ? a.status(greeting, id) : null)));
      return states.every((s) => s?.state === 'completed');
    });
    expect(ran.map((r) => r.slice(2)).sort()).toEqual(['four', 'one', 'three', 'two']);
    await a.stop();
    await b.stop();
  });

  it('keeps a job through a restart: what one process queued, the next one runs', async () => {
    const before = queue();
    const id = await before.enqueue(greeting, { to: 'after the restart' });
    await before.stop();

    const after = queue();
    const ran: string[] = [];
    await after.handle(greeting, async ({ to }) => void ran.push(to));
    await until(() => ran.length > 0);
    expect(ran).toEqual(['after the restart']);
    expect(id && (await after.status(greeting, id))?.state).toBe('completed');
    await after.stop();
  });

  it('tries a failed job again, each wait at least twice the one before, until it succeeds', async () => {
    const q = queue();
    let resolveId: (id: string) => void = () => undefined;
    const jobId = new Promise<string>((done) => {
      resolveId = done;
    });
    const failedAt: number[] = [];
    const waits: number[] = [];
    let done = false;
    await q.handle(greeting, async () => {
      // A retried attempt's startAfter is when the failure before it said to come back.
      const status = await q.status(greeting, await jobId);
      const lastFailure = failedAt.at(-1);
      if (status && lastFailure !== undefined) waits.push(status.startAfter.getTime() - lastFailure);
      if (failedAt.length < 2) {
        failedAt.push(Date.now());
        throw new Error('the push service is down');
      }
      done = true;
    });
    const id = await q.enqueue(greeting, { to: 'a flaky receiver' });
    if (!id) throw new Error('no job id');
    resolveId(id);
    await until(() => done);
    expect(await q.status(greeting, id)).toMatchObject({ state: 'completed', retryCount: 2 });
    // retryDelaySeconds is 1: the first retry waits at least 1 s, the second at least 2 s (doubling, plus jitter).
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(950);
    expect(waits[1]).toBeGreaterThanOrEqual(1950);
    await q.stop();
  });

  it('keeps one waiting job per key for a job defined onePerKey: a burst becomes one run', async () => {
    const alert = defineJob('test-alert', z.object({ searchId: z.string() }), { onePerKey: true });
    const q = queue();
    const first = await q.enqueue(alert, { searchId: 's1' }, { key: 's1', delaySeconds: 1 });
    const again = await q.enqueue(alert, { searchId: 's1' }, { key: 's1', delaySeconds: 1 });
    const other = await q.enqueue(alert, { searchId: 's2' }, { key: 's2', delaySeconds: 1 });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    const ran: string[] = [];
    await q.handle(alert, async ({ searchId }) => void ran.push(searchId));
    await until(() => ran.length === 2);
    expect(ran.sort()).toEqual(['s1', 's2']);
    await q.stop();
  });

  it('refuses work after stop()', async () => {
    const q = queue();
    await q.stop();
    await expect(q.enqueue(greeting, { to: 'nobody' })).rejects.toThrow('the job queue is stopped');
  });
});
