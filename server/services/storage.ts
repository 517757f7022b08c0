import { type Dirent, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where listing photos live. Keys are relative paths such as `p/<property id>/<photo>-640.webp` (src/domain/photo-keys.ts).
 * The disk implementation serves them under /uploads/; the S3-compatible one (s3-storage.ts) from the bucket or a CDN.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stored file's bytes, or null when there is none under that key. */
  get(key: string): Promise<Buffer<ArrayBuffer> | null>;
  /** Removes the given keys; a key that is already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key under `prefix` (e.g. `p/`) with the time it was written: what the sweep of unreferenced photos walks. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** The folder served under /uploads/, when files live on this machine. */
  readonly localRoot: string | null;
  /** The address a key is fetched from by browsers is this followed by the key: `/uploads/` or the bucket's (CDN's) URL. */
  readonly publicUrl: string;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** A key never changes its content (every upload gets fresh random names), so any cache may keep it for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

/** Keys are made by the server, never by the client; refuse anything that could name another place anyway. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** Photos as files under `root` (DATA_DIR/uploads). */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  mkdirSync(base, { recursive: true });
  const pathOf = (key: string) => {
    const path = resolve(join(base, checkKey(key)));
    if (!path.startsWith(base + sep)) throw new Error(`bad storage key: ${key}`);
    return path;
  };
  return {
    localRoot: base,
    publicUrl: '/uploads/',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      return readFile(pathOf(key)).catch((err: unknown) => {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null;
        throw err;
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      // A listing's folder goes with its last photo; one that still holds files stays.
      const folders = new Set(keys.map((key) => dirname(pathOf(key))).filter((dir) => dir !== base));
      await Promise.all([...folders].map((dir) => rmdir(dir).catch(() => undefined)));
    },
    async *list(prefix) {
      const dir = join(base, prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        // A file removed since the listing (another process's sweep or delete) is simply not there any more.
        const info = await stat(path).catch(() => null);
        if (info) yield { key: relative(base, path).split(sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}
