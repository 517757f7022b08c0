import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '#src/domain/property.ts';

export interface Photo {
  id: string;
  file: File;
  /** An object URL for the preview; revoked when the photo leaves. */
  url: string;
}

let nextId = 0;
// Ids outlive the page in a saved draft: the time keeps a new page's ids apart from the restored ones.
const newId = () => `photo-${Date.now().toString(36)}-${++nextId}`;

/** What a pick of files does to the list: the photo count and size limits (MAX_IMAGES, MAX_IMAGE_BYTES), checked before anything is uploaded. */
export function admitPhotos(current: number, picked: File[]): { accepted: File[]; error: string | null } {
  let error: string | null = null;
  const small = picked.filter((f) => f.size < MAX_IMAGE_BYTES);
  if (small.length < picked.length) error = 'imageTooLarge';
  const room = Math.max(0, MAX_IMAGES - current);
  if (small.length > room) error = 'imagesTooMany';
  return { accepted: small.slice(0, room), error };
}

/** The wizard's photos in display order (the first is the cover), with add, move and remove. */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(photos);
  live.current = photos;

  useEffect(
    () => () => {
      for (const p of live.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const add = useCallback((picked: File[]) => {
    const { accepted, error: problem } = admitPhotos(live.current.length, picked);
    setError(problem);
    if (accepted.length) setPhotos((list) => [...list, ...accepted.map((file) => ({ id: newId(), file, url: URL.createObjectURL(file) }))]);
  }, []);

  const remove = useCallback((id: string) => {
    const gone = live.current.find((p) => p.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    const rest = live.current.filter((p) => p.id !== id);
    setError(rest.length === 0 ? 'imagesNone' : null);
    setPhotos(rest);
  }, []);

  const move = useCallback((from: number, to: number) => {
    setPhotos((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  }, []);

  /** Puts back a saved list (a restored draft) or empties it (a discarded one). */
  const replace = useCallback((saved: { id: string; file: File }[]) => {
    for (const p of live.current) URL.revokeObjectURL(p.url);
    setError(null);
    setPhotos(saved.map(({ id, file }) => ({ id, file, url: URL.createObjectURL(file) })));
  }, []);

  return { photos, error, add, remove, move, replace };
}
