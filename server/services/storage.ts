import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where listing photos live. Keys are relative paths such as `p/<property id>/<photo>-640.webp`.
 * The disk implementation serves them under /uploads/; an S3-compatible one would put them behind a CDN.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the given keys; a key that is already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The folder served under /uploads/, when files live on this machine. */
  readonly localRoot: string | null;
}

const KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

/** Photos as files under `root` (DATA_DIR/uploads). */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  mkdirSync(base, { recursive: true });
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    // Keys are made by the server, never by the client; refuse anything that could leave the folder anyway.
    if (!KEY.test(key) || key.includes('..') || !path.startsWith(base + sep)) throw new Error(`bad storage key: ${key}`);
    return path;
  };
  return {
    localRoot: base,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
