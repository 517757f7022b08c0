import { CATALOGUE_SHAPE } from '../../domain/catalogue-shape.ts';
import { type CatalogueResponse, readCatalogueResponse, type SummaryTuple } from '../../domain/catalogue-wire.ts';
import { STATIONS } from '../../domain/stations.ts';
import { apiUrl } from '../../lib/api-client.ts';
import { readStoredCatalogue, updateStoredCatalogue, type StoredCatalogue } from './catalogue-store.ts';

export type CatalogueSyncResult = { ok: true; catalogue: StoredCatalogue | null; changed: boolean } | { ok: false; catalogue: StoredCatalogue | null };

const byNewest = (a: SummaryTuple, b: SummaryTuple) => b[11] - a[11] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);

/** The device's copy after an answer: replaced when the answer is full, else patched (removed ids out, changed ones in). */
export function mergeCatalogue(before: StoredCatalogue | null, answer: CatalogueResponse, now: number): StoredCatalogue {
  const { range, withheld } = answer;
  if (answer.full || !before)
    return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings: [...answer.listings].sort(byNewest), range, withheld };
  const byId = new Map(before.listings.map((t) => [t[0], t]));
  for (const id of answer.removed) byId.delete(id);
  for (const t of answer.listings) byId.set(t[0], t);
  const listings = answer.listings.length || answer.removed.length ? [...byId.values()].sort(byNewest) : before.listings;
  return { shape: CATALOGUE_SHAPE, version: answer.version, syncedAt: now, listings, range, withheld };
}

const sameRange = (a: [number, number] | null, b: [number, number] | null) => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);

/**
 * What to ask for (decision 0020): every listing at first, and a device that keeps them goes on doing so; one past
 * the limit (withheld, or keeping an area range) asks for the stations the user browses, else the ones it keeps;
 * with neither, every listing again (the site may have shrunk). A copy of the same scope is patched from its version; any other is
 * replaced, as is a withheld one (it holds nothing to patch).
 */
export function catalogueRequest(before: StoredCatalogue | null, browsing: [number, number] | null): { since: number; range: [number, number] | null } {
  const pastLimit = before !== null && (before.withheld || before.range !== null);
  const range = pastLimit ? (browsing ?? before.range) : null;
  const patchable = before !== null && !before.withheld && sameRange(before.range, range);
  return { since: patchable ? before.version : 0, range };
}

/**
 * One sync: ask the server for what changed since the device's version and apply it. Plain fetch and IndexedDB, so
 * the page and the service worker (Periodic Background Sync) run the same code. A failure leaves the copy as it was.
 * `browsing`: the stations the user browses in the list (the service worker knows none).
 */
export async function syncCatalogue(browsing: [number, number] | null = null): Promise<CatalogueSyncResult> {
  const before = await readStoredCatalogue().catch(() => null);
  const { since, range } = catalogueRequest(before, browsing);
  const query = new URLSearchParams({ since: String(since) });
  if (range) {
    query.set('areaFrom', STATIONS[range[0]] ?? '');
    query.set('areaTo', STATIONS[range[1]] ?? '');
  }
  let answer: CatalogueResponse;
  try {
    const res = await fetch(apiUrl(`/api/property/catalogue?${query}`), { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!res.ok) return { ok: false, catalogue: before };
    const read = readCatalogueResponse(await res.json());
    if (!read) return { ok: false, catalogue: before };
    answer = read;
  } catch {
    return { ok: false, catalogue: before };
  }
  const after = await updateStoredCatalogue(before?.version ?? 0, (stored) => mergeCatalogue(stored, answer, Date.now()));
  // Asked for every listing and withheld (past the device limit): the stretch the user browses is asked for at once,
  // not at their next browse. With a stretch asked for, the next request has one, so this runs once.
  const changed = !before || answer.full || answer.listings.length > 0 || answer.removed.length > 0;
  if (after?.withheld && range === null && browsing !== null) {
    // The first answer already changed the store: a failed second request must not hide that.
    const stretch = await syncCatalogue(browsing);
    return stretch.ok ? { ...stretch, changed: changed || stretch.changed } : { ok: true, catalogue: stretch.catalogue ?? after, changed };
  }
  return { ok: true, catalogue: after, changed };
}
