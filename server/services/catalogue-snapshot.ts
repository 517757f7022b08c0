import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { encodeCatalogueColumns } from '../../src/domain/catalogue-columns/encode.ts';
import { FORMAT } from '../../src/domain/catalogue-columns/format.ts';
import { CATALOGUE_SHAPE } from '../../src/domain/catalogue-shape.ts';
import type { Db } from '../db/client.ts';
import { catalogueSince } from './catalogue.ts';
import type { Storage } from './storage.ts';

const compress = promisify(brotliCompress);

/**
 * The whole catalogue is built once a version, off any request, so it is compressed at brotli's best: at 100,000
 * listings 11 makes 8% less than 5 and takes about 20 s of one of libuv's threads (decision 0083).
 */
export const SNAPSHOT_BROTLI_QUALITY = 11;

/** Snapshots kept in the storage: the newest and the one before, which a process may still be reading. */
const KEEP = 2;

const PREFIX = 'catalogue/';
/**
 * A version's snapshot: the format, the tuples' shape and the device limit (past it the listings are withheld) in
 * the name, so another build or setting never reads it.
 */
const keyStart = (limit: number) => `${PREFIX}f${FORMAT}-s${CATALOGUE_SHAPE}-l${limit}-`;
export const snapshotKey = (version: number, limit: number) => `${keyStart(limit)}${version}.br`;

/** The versions whose snapshots this build can read, newest first. */
export async function storedSnapshotVersions(storage: Storage, limit: number): Promise<number[]> {
  const versions: number[] = [];
  const start = keyStart(limit);
  for await (const file of storage.list(PREFIX)) {
    const match = file.key.startsWith(start) ? /^(\d+)\.br$/.exec(file.key.slice(start.length)) : null;
    if (match) versions.push(Number(match[1]));
  }
  return versions.sort((a, b) => b - a);
}

export interface SnapshotBuild {
  version: number;
  /** False when that version's snapshot was already stored. */
  built: boolean;
  bytes: number;
}

/**
 * Stores the whole catalogue of the listings' version now in the columnar format, brotli-compressed, unless it is
 * there already, and removes all but the newest KEEP. Every process serves those same bytes (catalogue-columns.ts).
 */
export async function buildCatalogueSnapshot(db: Db, storage: Storage, photoBase: string, limit: number): Promise<SnapshotBuild> {
  const stored = await storedSnapshotVersions(storage, limit);
  const answer = await catalogueSince(db, 0, photoBase, { range: null, limit });
  if (stored.includes(answer.version)) return { version: answer.version, built: false, bytes: 0 };
  const raw = encodeCatalogueColumns(answer);
  const params = { [constants.BROTLI_PARAM_QUALITY]: SNAPSHOT_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
  const brotli = Buffer.from(await compress(raw, { params }));
  await storage.put(snapshotKey(answer.version, limit), brotli);
  const old = stored.filter((v) => v < answer.version).slice(KEEP - 1);
  await storage.remove(old.map((v) => snapshotKey(v, limit)));
  return { version: answer.version, built: true, bytes: brotli.length };
}

export interface StoredSnapshot {
  version: number;
  brotli: Buffer<ArrayBuffer>;
}

/** How long a process takes a missing snapshot as missing before it looks in the storage again. */
export const SNAPSHOT_RECHECK_MS = 1_000;

/**
 * Reads the stored snapshots for one process: the snapshot of `version` when it is stored, else the newest stored
 * before it (its own, honest, version: the device then syncs the rest by difference), else null. What was read is
 * kept (the last two versions), and a miss is not asked again for SNAPSHOT_RECHECK_MS, so a burst of requests while
 * the job builds costs the storage a few calls. `missing` is told the version that has none, to have it built.
 */
export function createSnapshotReader(storage: Storage, limit: number, missing: (version: number) => void) {
  const read = new Map<number, Promise<Buffer<ArrayBuffer> | null>>();
  let stored: { at: number; versions: Promise<number[]> } | null = null;
  const missedAt = new Map<number, number>();

  const get = (version: number): Promise<Buffer<ArrayBuffer> | null> => {
    let bytes = read.get(version);
    if (!bytes) {
      bytes = storage.get(snapshotKey(version, limit));
      read.set(version, bytes);
      // Keep the two newest versions read.
      for (const v of [...read.keys()].sort((a, b) => b - a).slice(2)) read.delete(v);
    }
    return bytes.catch((err: unknown) => {
      read.delete(version);
      throw err;
    });
  };
  const versions = (now: number) => {
    if (!stored || now - stored.at > SNAPSHOT_RECHECK_MS) stored = { at: now, versions: storedSnapshotVersions(storage, limit) };
    return stored.versions;
  };

  return async (version: number): Promise<StoredSnapshot | null> => {
    const now = performance.now();
    const missed = missedAt.get(version);
    if (missed === undefined || now - missed > SNAPSHOT_RECHECK_MS) {
      const bytes = await get(version);
      if (bytes) {
        missedAt.delete(version);
        return { version, brotli: bytes };
      }
      // Not stored (yet): forget the miss so the next look reads the storage again.
      read.delete(version);
      missedAt.clear();
      missedAt.set(version, now);
      missing(version);
    }
    const previous = (await versions(now)).find((v) => v < version);
    if (previous === undefined) return null;
    const bytes = await get(previous);
    return bytes ? { version: previous, brotli: bytes } : null;
  };
}
