import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { encodeCatalogueColumns } from '../../src/domain/catalogue-columns/encode.ts';
import type { Db } from '../db/client.ts';
import { catalogueSince, catalogueState } from './catalogue.ts';
import type { StoredSnapshot } from './catalogue-snapshot.ts';

const compress = promisify(brotliCompress);

/**
 * The brotli quality the catalogue is compressed at: at 100,000 listings 5 makes the same size as 9 (within 0.3%)
 * in a sixth of the time, and 11 saves 6% for 15 times as long (decision 0075).
 */
export const CATALOGUE_BROTLI_QUALITY = 5;

/** The last few answers (the whole catalogue, the difference since the last versions), compressed. */
export const CATALOGUE_COLUMNS_CACHE_BYTES = 32 * 1024 * 1024;

export interface CatalogueColumnsAnswer {
  /** Names the listings' version and what was asked, so equal tags mean equal bytes on any process. */
  etag: string;
  /** The columnar answer (src/domain/catalogue-columns/format.ts), brotli-compressed. */
  brotli: Buffer<ArrayBuffer>;
  /** The stored snapshot of the whole catalogue (catalogue-snapshot.ts): the same bytes from every process. */
  stored: boolean;
}

/**
 * GET /api/property/catalogue/columns: the catalogue's answer (catalogueSince) in the columnar format. The whole
 * catalogue comes from the stored snapshot (`snapshot`, catalogue-snapshot.ts) of this version, or of the newest one
 * before it, with that version; only when none is stored is it made here. Differences, and answers made here, are
 * compressed once and kept while the listings' version stands. The version is read first: a change committed while
 * an answer is made gives it a later version than its tag says, never an earlier one, so a kept answer is never stale.
 */
export function createCatalogueColumns(db: Db, photoBase: string, limit: number, snapshot: (version: number) => Promise<StoredSnapshot | null>) {
  const entries = new Map<string, Promise<CatalogueColumnsAnswer>>();
  const sizes = new Map<string, number>();
  let total = 0;
  const forget = (key: string) => {
    entries.delete(key);
    total -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const make = async (etag: string, since: number, range: [number, number] | null): Promise<CatalogueColumnsAnswer> => {
    const raw = encodeCatalogueColumns(await catalogueSince(db, since, photoBase, { range, limit }));
    const params = { [constants.BROTLI_PARAM_QUALITY]: CATALOGUE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
    return { etag, brotli: Buffer.from(await compress(raw, { params })), stored: false };
  };
  return async (since: number, range: [number, number] | null): Promise<CatalogueColumnsAnswer> => {
    const { version, full } = await catalogueState(db, since);
    if (full && !range) {
      const stored = await snapshot(version);
      if (stored) return { etag: `"c${stored.version}-whole"`, brotli: stored.brotli, stored: true };
    }
    const etag = `"c${version}-${since}-${range?.join('-') ?? 'all'}"`;
    const hit = entries.get(etag);
    if (hit) return hit;
    const answer = make(etag, since, range);
    entries.set(etag, answer);
    answer.then(
      ({ brotli }) => {
        if (entries.get(etag) !== answer) return;
        sizes.set(etag, brotli.length);
        total += brotli.length;
        // Oldest first: Map keeps insertion order.
        for (const key of entries.keys()) {
          if (total <= CATALOGUE_COLUMNS_CACHE_BYTES || key === etag) break;
          forget(key);
        }
      },
      () => forget(etag),
    );
    return answer;
  };
}
