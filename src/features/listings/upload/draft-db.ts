import type { DBSchema } from 'idb';
import { DB_PREFIX, lazyConnection } from '#src/offline/device-data/index.ts';

export interface StoredDraft {
  userId: string;
  /** The wizard's own field values; the feature checks their shape when it reads them back. */
  fields: unknown;
  step: number;
  /** The photos in display order (the first is the cover); their bytes live in `photos`. */
  photoIds: string[];
  savedAt: number;
}

/**
 * A chosen photo's bytes with what makes it a File again. Bytes rather than the Blob itself: a plain
 * record clones the same way in every engine (older WebKit could not put Blobs in IndexedDB).
 */
export interface StoredPhoto {
  userId: string;
  id: string;
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

interface DraftSchema extends DBSchema {
  drafts: { key: string; value: StoredDraft };
  photos: { key: [string, string]; value: StoredPhoto };
}

/** Under the offline module's prefix, so sign-out finds and deletes it with the rest (docs/decisions/0010). */
const DRAFTS_DB = `${DB_PREFIX}-drafts`;

/** One connection per page, given up when another tab upgrades or sign-out deletes the database. */
export const draftsDb = lazyConnection<DraftSchema>(DRAFTS_DB, 1, (db) => {
  db.createObjectStore('drafts', { keyPath: 'userId' });
  db.createObjectStore('photos', { keyPath: ['userId', 'id'] });
});

/** Every photo key of one user: arrays sort after strings, so [userId, []] is past all of theirs. */
export function userPhotoRange(userId: string): IDBKeyRange {
  return IDBKeyRange.bound([userId], [userId, []]);
}
