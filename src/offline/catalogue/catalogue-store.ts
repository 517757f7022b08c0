import type { DBSchema } from 'idb';
import { CATALOGUE_SHAPE } from '../../domain/catalogue-shape.ts';
import { decodeCatalogueColumns } from '../../domain/catalogue-columns/decode.ts';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CATALOGUE_DB } from '../device-data/names.ts';
import { mergeCatalogue, type StoredCatalogue } from './catalogue-merge.ts';

export type { StoredCatalogue } from './catalogue-merge.ts';

/**
 * The copy on the device (decision 0075): the server's answers as they came, in the columnar format
 * (src/domain/catalogue-columns), one binary record each: the whole catalogue first, then the differences since, so a
 * sync writes only what changed. `head` says how many there are and what they add up to; the sync compacts them
 * into one again when the differences grow (catalogue-sync.ts).
 */
export interface CatalogueHead {
  shape: typeof CATALOGUE_SHAPE;
  version: number;
  syncedAt: number;
  parts: number;
  baseBytes: number;
  patchBytes: number;
  /** The browser refused the space for every listing: the device keeps the stretch browsed instead. */
  refused: boolean;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The head as this code can use it, else null: a record of another build's shape reads as none, and the device syncs afresh. */
export function readHead(raw: unknown): CatalogueHead | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { shape, version, syncedAt, parts, baseBytes, patchBytes, refused }: Record<string, unknown> = { ...raw };
  if (shape !== CATALOGUE_SHAPE || !isCount(version) || !isCount(parts) || !isCount(baseBytes) || !isCount(patchBytes)) return null;
  if (typeof syncedAt !== 'number' || !Number.isFinite(syncedAt) || typeof refused !== 'boolean') return null;
  return { shape, version, syncedAt, parts, baseBytes, patchBytes, refused };
}

/** The copy the head and its parts make, else null (a part missing or unreadable: the device syncs afresh). */
export function readStoredParts(head: CatalogueHead, parts: unknown[]): StoredCatalogue | null {
  let copy: StoredCatalogue | null = null;
  for (const part of parts) {
    const answer = part instanceof ArrayBuffer ? decodeCatalogueColumns(new Uint8Array(part)) : null;
    if (!answer) return null;
    copy = mergeCatalogue(copy, answer, head.syncedAt);
  }
  if (!copy || copy.version !== head.version) return null;
  return head.refused ? { ...copy, refused: true } : copy;
}

interface CatalogueSchema extends DBSchema {
  catalogue: { key: string; value: unknown };
}

const HEAD = 'head';
const part = (i: number) => `part ${i}`;

// Version 2: the copy became binary parts; the tuples kept before (one 'all' record) are dropped.
const connect = lazyConnection<CatalogueSchema>(CATALOGUE_DB, 2, (db, oldVersion, _newVersion, tx) => {
  if (oldVersion < 1) db.createObjectStore('catalogue');
  else void tx.objectStore('catalogue').clear();
});

/**
 * The copy this context (the worker, the service worker) last read or wrote, under its head: while the head is the
 * same, a sync of a few changes does not decode every listing again. Another writer (a tab, the service worker)
 * changes the head, and the copy is read afresh.
 */
let last: { head: CatalogueHead; catalogue: StoredCatalogue } | null = null;
const sameHead = (a: CatalogueHead, b: CatalogueHead) =>
  a.version === b.version && a.syncedAt === b.syncedAt && a.parts === b.parts && a.baseBytes === b.baseBytes && a.patchBytes === b.patchBytes;

/** What the device holds, with its head, or null; a copy this code cannot read counts as none. */
export async function readStoredCatalogue(): Promise<{ head: CatalogueHead; catalogue: StoredCatalogue } | null> {
  const tx = (await connect()).transaction('catalogue');
  const head = readHead(await tx.store.get(HEAD));
  if (!head) return null;
  if (last && sameHead(last.head, head)) return last;
  const parts = await Promise.all(Array.from({ length: head.parts }, (_, i) => tx.store.get(part(i))));
  const catalogue = readStoredParts(head, parts);
  last = catalogue ? { head, catalogue } : null;
  return last;
}

/** What a sync writes: the answer's bytes, appended to the copy or (`replace`) instead of it. */
export interface CatalogueWrite {
  bytes: Uint8Array;
  replace: boolean;
  version: number;
  syncedAt: number;
  refused: boolean;
}

/**
 * Writes one part (`after`, when given, is the copy the records then make), read and written in one transaction with the head: if another sync (another tab, the service
 * worker) moved the copy since version `read` (0: none), this answer is stale, nothing is written, and false comes back.
 */
export async function writeStoredCatalogue(read: number, write: CatalogueWrite, after?: StoredCatalogue): Promise<boolean> {
  const db = await connect();
  const tx = db.transaction('catalogue', 'readwrite');
  const before = readHead(await tx.store.get(HEAD));
  if ((before?.version ?? 0) !== read) {
    await tx.done;
    return false;
  }
  const buffer = write.bytes.slice().buffer;
  const size = write.bytes.length;
  let head: CatalogueHead;
  if (write.replace || !before) {
    for (let i = 1; i < (before?.parts ?? 0); i++) void tx.store.delete(part(i));
    head = { shape: CATALOGUE_SHAPE, version: write.version, syncedAt: write.syncedAt, parts: 1, baseBytes: size, patchBytes: 0, refused: write.refused };
    void tx.store.put(buffer, part(0));
  } else {
    head = {
      ...before,
      version: write.version,
      syncedAt: write.syncedAt,
      refused: write.refused,
      parts: before.parts + 1,
      patchBytes: before.patchBytes + size,
    };
    void tx.store.put(buffer, part(before.parts));
  }
  last = null;
  await tx.store.put(head, HEAD);
  await tx.done;
  // `after`: the copy these records make, as the sync merged it.
  if (after) last = { head, catalogue: after };
  return true;
}
