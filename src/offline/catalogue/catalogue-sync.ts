import { catalogueResponseSchema, type CatalogueResponse, type SummaryTuple } from '../../domain/catalogue.ts';
import { apiUrl } from '../../lib/api-client.ts';
import { readStoredCatalogue, updateStoredCatalogue, type StoredCatalogue } from './catalogue-store.ts';

export type CatalogueSyncResult = { ok: true; catalogue: StoredCatalogue | null; changed: boolean } | { ok: false; catalogue: StoredCatalogue | null };

const byNewest = (a: SummaryTuple, b: SummaryTuple) => b[11] - a[11] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);

/** The device's copy after an answer: replaced when the answer is full, else patched (removed ids out, changed ones in). */
export function mergeCatalogue(before: StoredCatalogue | null, answer: CatalogueResponse, now: number): StoredCatalogue {
  if (answer.full || !before) return { version: answer.version, syncedAt: now, listings: [...answer.listings].sort(byNewest) };
  const byId = new Map(before.listings.map((t) => [t[0], t]));
  for (const id of answer.removed) byId.delete(id);
  for (const t of answer.listings) byId.set(t[0], t);
  const listings = answer.listings.length || answer.removed.length ? [...byId.values()].sort(byNewest) : before.listings;
  return { version: answer.version, syncedAt: now, listings };
}

/**
 * One sync: ask the server for what changed since the device's version and apply it. Plain fetch and IndexedDB, so
 * the page and the service worker (Periodic Background Sync) run the same code. A failure leaves the copy as it was.
 */
export async function syncCatalogue(): Promise<CatalogueSyncResult> {
  const before = await readStoredCatalogue().catch(() => null);
  const since = before?.version ?? 0;
  let answer: CatalogueResponse;
  try {
    const res = await fetch(apiUrl(`/api/property/catalogue?since=${since}`), { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!res.ok) return { ok: false, catalogue: before };
    answer = catalogueResponseSchema.parse(await res.json());
  } catch {
    return { ok: false, catalogue: before };
  }
  const after = await updateStoredCatalogue(since, (stored) => mergeCatalogue(stored, answer, Date.now()));
  const changed = !before || answer.full || answer.listings.length > 0 || answer.removed.length > 0;
  return { ok: true, catalogue: after, changed };
}
