import { onlineManager, partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { propertyKeys } from '../../lib/query-keys/shared-keys.ts';
import { type CatalogueRunner, catalogueWorker } from './catalogue-in-worker.ts';
import type { CatalogueHeadView } from './catalogue-jobs.ts';
import { browsedStations, currentCatalogue, markCatalogueRead, onBrowseStations, publishCatalogue, registerCatalogueReads } from './index.ts';
import { registerCatalogueSync } from './register-periodic-sync.ts';
import { CATALOGUE_SYNC_TAG } from '../device-data/names.ts';
import { trackWarmUp } from '../device-data/warm-ups.ts';

/** The page learns the copy's head alone: the worker keeps the listings and answers the page's reads of them. */
function show(head: CatalogueHeadView): void {
  const { count, version, syncedAt, range, refused } = head;
  // Withheld: the device keeps none of the listings, and the list asks the server.
  if (count === null) {
    publishCatalogue({ count, version, syncedAt: null, range: null });
    return;
  }
  publishCatalogue({ count, version, syncedAt, range, ...(refused ? { refused } : {}) });
}

let opened: { run: CatalogueRunner; read: Promise<void> } | null = null;

/**
 * The worker, with the device's copy read into it once and its head shown: as soon as the page has loaded when the
 * device holds a copy (start-offline.ts), so that the first search typed finds the listings read and indexed rather
 * than waiting for them; else with the rest of the catalogue at the reader's first tap. The same worker either way.
 */
export function openCatalogue(): { run: CatalogueRunner; read: Promise<void> } {
  if (opened) return opened;
  const { run, ask } = catalogueWorker();
  registerCatalogueReads(ask);
  const read = run({ op: 'read' })
    .then(({ catalogue: stored }) => {
      if (stored && currentCatalogue().count === null) show(stored);
    })
    .catch(() => undefined)
    .finally(markCatalogueRead);
  opened = { run, read };
  return opened;
}

/**
 * The page's side of the catalogue: show what the device holds at once, then sync by difference at
 * start, when the network returns, whenever the app marks listings out of date (the user's own upload or delete, a
 * replayed outbox), and let the service worker sync by Periodic Background Sync where the installed app has it.
 */
export function startCatalogue(qc: QueryClient): void {
  const { run, read } = openCatalogue();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CATALOGUE_SYNC_TAG);
  let running: Promise<void> | null = null;
  let again = false;

  const sync = (): void => {
    if (!onlineManager.isOnline()) return;
    if (running) {
      again = true;
      return;
    }
    // Sign-out waits for a sync under way before it deletes the catalogue's database (it cannot be aborted in its worker).
    running = trackWarmUp(run({ op: 'sync', browsing: browsedStations() }))
      .then((result) => {
        if (result.ok && result.catalogue) {
          show(result.catalogue);
          if (result.changed) channel?.postMessage('changed');
        }
      })
      .catch((err: unknown) => console.warn('Could not sync the catalogue', err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          sync();
        }
      });
  };

  void read.then(sync);

  onlineManager.subscribe((online) => {
    if (online) sync();
  });
  // Past the device limit, the stations the user turns to are the ones to keep (decision 0020).
  onBrowseStations(() => {
    if (currentCatalogue().range !== null || currentCatalogue().count === null) sync();
  });
  qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && partialMatchKey(event.query.queryKey, propertyKeys.all)) sync();
  });
  // Another tab or the service worker synced: take its copy.
  if (channel) {
    channel.onmessage = () => {
      void run({ op: 'read' }).then(({ catalogue: stored }) => stored && show(stored));
    };
  }
  void registerCatalogueSync();
}
