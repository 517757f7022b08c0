import { CATALOGUE_COLUMNS_TYPE } from '../../domain/catalogue-columns/format.ts';
import { decodeCatalogueColumns } from '../../domain/catalogue-columns/decode.ts';
import { encodeCatalogueColumns } from '../../domain/catalogue-columns/encode.ts';
import type { CatalogueResponse } from '../../domain/catalogue-wire.ts';
import { STATIONS } from '../../domain/stations.ts';
import { apiUrl } from '../../lib/api-client.ts';
import { mergeCatalogue, type StoredCatalogue } from './catalogue-merge.ts';
import { readStoredCatalogue, writeStoredCatalogue, type CatalogueHead } from './catalogue-store.ts';

export type CatalogueSyncResult = { ok: true; catalogue: StoredCatalogue | null; changed: boolean } | { ok: false; catalogue: StoredCatalogue | null };

/**
 * When the differences kept after the whole catalogue are compacted into one record again: past a tenth of its size
 * (reading them back costs more than they save), or past this many records.
 */
const COMPACT_SHARE = 0.1;
const COMPACT_PARTS = 16;

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

async function fetchAnswer(since: number, range: [number, number] | null): Promise<{ bytes: Uint8Array; answer: CatalogueResponse } | null> {
  const query = new URLSearchParams({ since: String(since) });
  if (range) {
    query.set('areaFrom', STATIONS[range[0]] ?? '');
    query.set('areaTo', STATIONS[range[1]] ?? '');
  }
  try {
    // The browser undoes the brotli (Content-Encoding) itself; what arrives is the columnar format.
    const res = await fetch(apiUrl(`/api/property/catalogue/columns?${query}`), { credentials: 'include', headers: { Accept: CATALOGUE_COLUMNS_TYPE } });
    if (!res.ok) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const answer = decodeCatalogueColumns(bytes);
    return answer ? { bytes, answer } : null;
  } catch {
    return null;
  }
}

const isQuotaError = (err: unknown) => err instanceof DOMException && err.name === 'QuotaExceededError';

/**
 * What to write for an answer: its bytes as they came, appended to the copy; or, for a whole answer or once the
 * differences have grown (COMPACT_*), the copy after it as one record instead of the rest.
 */
function partToWrite(head: CatalogueHead | null, bytes: Uint8Array, answer: CatalogueResponse, after: StoredCatalogue) {
  if (answer.full || !head) return { bytes, replace: true };
  if (head.parts < COMPACT_PARTS && head.patchBytes + bytes.length <= head.baseBytes * COMPACT_SHARE) return { bytes, replace: false };
  const { version, listings, range, withheld } = after;
  return { bytes: encodeCatalogueColumns({ version, full: true, listings, removed: [], range, withheld }), replace: true };
}

/**
 * One sync: ask the server for what changed since the device's version and apply it. Plain fetch and IndexedDB, so
 * the page and the service worker (Periodic Background Sync) run the same code. A failure leaves the copy as it was.
 * `browsing`: the stations the user browses in the list (the service worker knows none). When the browser refuses
 * the space for every listing, the device keeps none and asks for the stretch browsed, as past the device limit.
 */
export async function syncCatalogue(browsing: [number, number] | null = null): Promise<CatalogueSyncResult> {
  const read = await readStoredCatalogue().catch(() => null);
  const before = read?.catalogue ?? null;
  const { since, range } = catalogueRequest(before, browsing);
  const got = await fetchAnswer(since, range);
  if (!got) return { ok: false, catalogue: before };
  const { bytes, answer } = got;
  const now = Date.now();
  // A stretch kept because the space was refused stays marked so, for the list to say why.
  const refused = before?.refused === true && answer.range !== null;
  let after: StoredCatalogue = { ...mergeCatalogue(before, answer, now), ...(refused ? { refused } : {}) };
  let written: boolean;
  try {
    written = await writeStoredCatalogue(
      before?.version ?? 0,
      {
        ...partToWrite(read?.head ?? null, bytes, answer, after),
        version: answer.version,
        syncedAt: now,
        refused,
      },
      after,
    );
  } catch (err) {
    if (!isQuotaError(err) || answer.range !== null) return { ok: false, catalogue: before };
    const none: CatalogueResponse = { version: answer.version, full: true, listings: [], removed: [], range: null, withheld: true };
    after = { ...mergeCatalogue(null, none, now), refused: true };
    // A disk too full even for that note: the copy stays as it was, and the next sync tries again.
    const noted = await writeStoredCatalogue(
      before?.version ?? 0,
      {
        bytes: encodeCatalogueColumns(none),
        replace: true,
        version: none.version,
        syncedAt: now,
        refused: true,
      },
      after,
    ).catch(() => null);
    if (noted === null) return { ok: false, catalogue: before };
    written = noted;
  }
  // Another sync moved the copy meanwhile: this answer is stale, and the copy stays as that sync left it.
  if (!written) return { ok: true, catalogue: (await readStoredCatalogue().catch(() => null))?.catalogue ?? before, changed: true };
  const changed = !before || answer.full || answer.listings.length > 0 || answer.removed.length > 0;
  // Asked for every listing and withheld (past the device limit, or no space): the stretch the user browses is asked
  // for at once, not at their next browse. With a stretch asked for, the next request has one, so this runs once.
  if (after.withheld && range === null && browsing !== null) {
    // The first answer already changed the store: a failed second request must not hide that.
    const stretch = await syncCatalogue(browsing);
    return stretch.ok ? { ...stretch, changed: changed || stretch.changed } : { ok: true, catalogue: stretch.catalogue ?? after, changed };
  }
  // A whole catalogue may come from the newest snapshot the server has stored, older than its listings now (the next
  // one is built off the request): the changes since it are asked for at once, or the device would search without
  // them until its next sync. That answer is a difference, so this runs once.
  if (answer.full && since === 0 && !after.withheld) {
    const rest = await syncCatalogue(browsing);
    return rest.ok ? { ...rest, changed: true } : { ok: true, catalogue: after, changed };
  }
  return { ok: true, catalogue: after, changed };
}
