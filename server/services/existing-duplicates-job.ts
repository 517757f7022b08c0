import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import type { WorkLog } from './work-log.ts';
import { pairExistingListings } from './existing-duplicates.ts';
import { hasOldHashes, rehashOldPhotos } from './photo-rehash.ts';

/**
 * The walk over listings already listed (decision 0079): first the photos hashed the old way are hashed again, so old
 * and new hashes agree, then every listing is looked up as an upload would be. Each run does a bounded share and queues
 * the next with where it stopped, so no run holds the queue or the database long; `onePerKey` keeps one walk waiting.
 */
export const existingDuplicatesJob = defineJob(
  'existing-duplicates',
  z.object({
    /** The last photo key rehashed (photos that could not be read stay behind it). */
    afterKey: z.string().default(''),
    /** The last listing looked up; null before the pairing starts. */
    afterListing: z.uuid().nullable().default(null),
  }),
  { retryLimit: 3, retryDelaySeconds: 300, onePerKey: true },
);

/** Photos decoded a run: one at a time, each about 10-30 ms of libvips on the test machine. */
export const REHASH_PER_RUN = 50;
/** Listings looked up a run: a band lookup and a read each. */
export const PAIR_PER_RUN = 200;

/** Every night at 03:30 in Mumbai (22:00 UTC), after the view roll-up: a fresh walk over every listing. */
export const EXISTING_DUPLICATES_CRON = '0 22 * * *';

export type ExistingDuplicatesStep = z.infer<typeof existingDuplicatesJob.schema>;

/** One run's share of the walk; returns the next run's data, or null when the walk is done. */
export async function runExistingDuplicatesStep(deps: AppDeps, log: WorkLog, step: ExistingDuplicatesStep): Promise<ExistingDuplicatesStep | null> {
  const db = deps.database.db;
  if (step.afterListing === null) {
    const rehash = await rehashOldPhotos(db, deps.storage, log, REHASH_PER_RUN, step.afterKey);
    if (rehash.more) return { afterKey: rehash.lastKey, afterListing: null };
  }
  const pairing = await pairExistingListings(db, deps.storage.publicUrl, step.afterListing, PAIR_PER_RUN, deps.now());
  return pairing.next === null ? null : { afterKey: step.afterKey, afterListing: pairing.next };
}

export async function startExistingDuplicatesJob(deps: AppDeps, log: WorkLog): Promise<void> {
  await deps.jobs.handle(existingDuplicatesJob, async (step) => {
    const next = await runExistingDuplicatesStep(deps, log, step);
    if (next) await deps.jobs.enqueue(existingDuplicatesJob, next, { key: 'walk' });
  });
  await deps.jobs.schedule(existingDuplicatesJob, EXISTING_DUPLICATES_CRON, { afterKey: '', afterListing: null });
}

/**
 * After the start-up hashing: a walk now, not at night, when listings were just hashed or hashes made the old way remain
 * (an upgrade), since both miss copies until the walk has passed them.
 */
export async function walkAfterStartupHashing(deps: AppDeps, hashedListings: number): Promise<boolean> {
  if (hashedListings === 0 && !(await hasOldHashes(deps.database.db))) return false;
  await deps.jobs.enqueue(existingDuplicatesJob, { afterKey: '', afterListing: null }, { key: 'walk' });
  return true;
}
