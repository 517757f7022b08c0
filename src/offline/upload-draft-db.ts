import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

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

export const DRAFTS_DB = 'mumbai-homes-drafts';

let opening: Promise<IDBPDatabase<DraftSchema>> | undefined;

/** One connection per page, given up when another tab upgrades or sign-out deletes the database. */
export function draftsDb(): Promise<IDBPDatabase<DraftSchema>> {
  opening ??= openDB<DraftSchema>(DRAFTS_DB, 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'userId' });
      db.createObjectStore('photos', { keyPath: ['userId', 'id'] });
    },
    blocking(_current, _next, event) {
      const target = event.target;
      if (target instanceof IDBDatabase) target.close();
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  }).catch((err: unknown) => {
    opening = undefined;
    throw err;
  });
  return opening;
}

/** Every photo key of one user: arrays sort after strings, so [userId, []] is past all of theirs. */
export function userPhotoRange(userId: string): IDBKeyRange {
  return IDBKeyRange.bound([userId], [userId, []]);
}
