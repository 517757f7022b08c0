import { onlineManager, partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { fromSummaryTuple } from '../../domain/catalogue-summary.ts';
import { propertyKeys } from '../../lib/query-keys/shared-keys.ts';
import { catalogueWorker } from './catalogue-in-worker.ts';
import type { StoredCatalogue } from './catalogue-store.ts';
import {
  browsedStations,
  currentCatalogue,
  markCatalogueRead,
  onBrowseStations,
  publishCatalogue,
  registerCatalogueLine,
  registerCatalogueSearch,
} from './index.ts';
import { registerCatalogueSync } from './register-periodic-sync.ts';
import { CATALOGUE_SYNC_TAG } from '../device-data/names.ts';
import { trackWarmUp } from '../device-data/warm-ups.ts';

function show(stored: StoredCatalogue, listingsChanged: boolean): void {
  // Withheld: the device keeps none of the listings, and the list asks the server.
  if (stored.withheld) {
    publishCatalogue({ listings: null, syncedAt: null, range: null });
    return;
  }
  const listings = listingsChanged || currentCatalogue().listings === null ? stored.listings.map(fromSummaryTuple) : currentCatalogue().listings;
  publishCatalogue({ listings, syncedAt: stored.syncedAt, range: stored.range, ...(stored.refused ? { refused: true } : {}) });
}

/**
 * The page's side of the catalogue: show what the device holds at once, then sync by difference at
 * start, when the network returns, whenever the app marks listings out of date (the user's own upload or delete, a
 * replayed outbox), and let the service worker sync by Periodic Background Sync where the installed app has it.
 */
export function startCatalogue(qc: QueryClient): void {
  const { run, search, line } = catalogueWorker();
  registerCatalogueSearch(search);
  registerCatalogueLine(line);
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
          show(result.catalogue, result.changed);
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

  void run({ op: 'read' })
    .then(({ catalogue: stored }) => {
      if (stored && currentCatalogue().listings === null) show(stored, true);
    })
    .catch(() => undefined)
    .finally(() => {
      markCatalogueRead();
      sync();
    });

  onlineManager.subscribe((online) => {
    if (online) sync();
  });
  // Past the device limit, the stations the user turns to are the ones to keep (decision 0020).
  onBrowseStations(() => {
    if (currentCatalogue().range !== null || currentCatalogue().listings === null) sync();
  });
  qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && partialMatchKey(event.query.queryKey, propertyKeys.all)) sync();
  });
  // Another tab or the service worker synced: take its copy.
  if (channel) {
    channel.onmessage = () => {
      void run({ op: 'read' }).then(({ catalogue: stored }) => stored && show(stored, true));
    };
  }
  void registerCatalogueSync();
}
