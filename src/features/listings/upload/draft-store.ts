import { draftsDb, userPhotoRange, type StoredPhoto } from './draft-db.ts';

export interface DraftPhoto {
  id: string;
  file: File;
}

export interface UploadDraft {
  fields: unknown;
  step: number;
  photos: DraftPhoto[];
}

// Writes run one after another, so a removal never overtakes the save of the photo it removes.
let queue: Promise<unknown> = Promise.resolve();
function inOrder<T>(write: () => Promise<T>): Promise<T> {
  const next = queue.then(write, write);
  queue = next.catch(() => undefined);
  return next;
}

/** The user's unfinished upload, photos as Files in display order; undefined when there is none. */
export async function loadUploadDraft(userId: string): Promise<UploadDraft | undefined> {
  await queue;
  const db = await draftsDb();
  const tx = db.transaction(['drafts', 'photos']);
  const [draft, stored] = await Promise.all([tx.objectStore('drafts').get(userId), tx.objectStore('photos').getAll(userPhotoRange(userId))]);
  if (!draft) return undefined;
  const byId = new Map(stored.map((p) => [p.id, p]));
  const photos = draft.photoIds.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ id, file: new File([p.bytes], p.name, { type: p.type, lastModified: p.lastModified }) }] : [];
  });
  return { fields: draft.fields, step: draft.step, photos };
}

/** The typed fields, the step and the photo order: small, so it is written on every (debounced) change. */
export function saveUploadDraftForm(userId: string, draft: { fields: unknown; step: number; photoIds: string[] }): Promise<void> {
  return inOrder(async () => {
    const db = await draftsDb();
    await db.put('drafts', { userId, ...draft, savedAt: Date.now() });
  });
}

/** A photo's bytes, written once when it is chosen. */
export function saveUploadDraftPhoto(userId: string, { id, file }: DraftPhoto): Promise<void> {
  return inOrder(async () => {
    const bytes = await file.arrayBuffer();
    const record: StoredPhoto = { userId, id, name: file.name, type: file.type, lastModified: file.lastModified, bytes };
    const db = await draftsDb();
    await db.put('photos', record);
  });
}

export function deleteUploadDraftPhoto(userId: string, id: string): Promise<void> {
  return inOrder(async () => {
    const db = await draftsDb();
    await db.delete('photos', [userId, id]);
  });
}

/** Forgets the user's draft and all its photos (after a publish, or when they discard it). */
export function deleteUploadDraft(userId: string): Promise<void> {
  return inOrder(async () => {
    const db = await draftsDb();
    const tx = db.transaction(['drafts', 'photos'], 'readwrite');
    await Promise.all([tx.objectStore('drafts').delete(userId), tx.objectStore('photos').delete(userPhotoRange(userId)), tx.done]);
  });
}
