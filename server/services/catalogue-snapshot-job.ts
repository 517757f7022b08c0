import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { buildCatalogueSnapshot } from './catalogue-snapshot.ts';

/**
 * Builds the stored snapshot of the whole catalogue (catalogue-snapshot.ts) once for every process: queued by a process
 * asked for a version that has none, and at start. `onePerKey` turns a burst of asks into one build; the build reads
 * the version when it runs, so one waiting job covers every change made before it starts.
 */
export const catalogueSnapshotJob = defineJob('catalogue-snapshot', z.object({}), { retryLimit: 3, retryDelaySeconds: 10, onePerKey: true });

interface SnapshotLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Queues a build unless one already waits. */
export function queueCatalogueSnapshot(deps: AppDeps, log: SnapshotLog): void {
  deps.jobs.enqueue(catalogueSnapshotJob, {}, { key: 'whole' }).catch((err: unknown) => log.error({ err }, 'could not queue the catalogue snapshot'));
}

export async function startCatalogueSnapshotJob(deps: AppDeps, log: SnapshotLog): Promise<void> {
  await deps.jobs.handle(catalogueSnapshotJob, async () => {
    const { config, database, storage } = deps;
    const build = await buildCatalogueSnapshot(database.db, storage, storage.publicUrl, config.catalogueDeviceLimit);
    if (build.built) log.info({ version: build.version, bytes: build.bytes }, 'stored the catalogue snapshot');
  });
  queueCatalogueSnapshot(deps, log);
}
