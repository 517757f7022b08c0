import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PropertyFields, PropertyFieldsInput } from '#src/domain/property.ts';
import { deleteUploadDraft, deleteUploadDraftPhoto, loadUploadDraft, saveUploadDraftForm, saveUploadDraftPhoto } from './draft-store.ts';
import { draftFields, hasContent } from './draft-fields.ts';
import type { usePhotos } from './use-photos.ts';

// Typing is saved this long after the last key; a page hidden or left sooner is saved at once.
const SAVE_DELAY_MS = 400;

interface Options {
  /** The signed-in user's id; undefined while unknown, false when there is none (nothing is kept then). */
  owner: string | false | undefined;
  form: UseFormReturn<PropertyFieldsInput, unknown, PropertyFields>;
  photos: ReturnType<typeof usePhotos>;
  step: number;
  setStep: (step: number) => void;
  lastStep: number;
}

/**
 * Keeps the upload wizard on the device (docs/architecture.md, offline model): fields, step and photo order as the
 * user goes, each photo's bytes once when it is chosen; puts them back when the page opens again.
 * `ready` is false until the saved draft has been looked for, so the form never flashes empty first.
 */
export function useUploadDraft({ owner, form, photos, step, setStep, lastStep }: Options) {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  // Bumped by discard: the page remounts the fields, so selects show their placeholder again.
  const [generation, setGeneration] = useState(0);
  const stored = useRef(new Set<string>());
  const keeping = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ step, photoIds: photos.photos.map((p) => p.id) });
  latest.current = { step, photoIds: photos.photos.map((p) => p.id) };
  const { replace } = photos;

  useEffect(() => {
    if (owner === undefined) return;
    if (owner === false) {
      setReady(true);
      return;
    }
    let live = true;
    loadUploadDraft(owner)
      .then((draft) => {
        if (!live || !draft) return;
        const fields = draftFields(draft.fields);
        if (!hasContent(fields) && draft.photos.length === 0) return;
        form.reset(fields);
        replace(draft.photos);
        stored.current = new Set(draft.photos.map((p) => p.id));
        setStep(Math.min(Math.max(0, Math.trunc(draft.step)), lastStep));
        setRestored(true);
      })
      // Without IndexedDB (some private modes) the wizard still works; it just cannot keep a draft.
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [owner, form, replace, setStep, lastStep]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!owner || !keeping.current) return;
    const fields = form.getValues();
    const { step: at, photoIds } = latest.current;
    const empty = !hasContent(fields) && photoIds.length === 0 && at === 0;
    void (empty ? deleteUploadDraft(owner) : saveUploadDraftForm(owner, { fields, step: at, photoIds })).catch(() => undefined);
  }, [owner, form]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    if (!ready) return;
    const sub = form.watch(schedule);
    const onHide = () => {
      if (document.visibilityState === 'hidden' && timer.current !== undefined) flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      // Leaving the page inside the app: what was typed last still counts.
      if (timer.current !== undefined) flush();
    };
  }, [ready, form, schedule, flush]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step or photo list is what makes the draft worth saving again.
  useEffect(() => {
    if (ready) schedule();
  }, [ready, step, photos.photos, schedule]);

  // Photo bytes are written once, when chosen, and deleted when removed; the order travels with the fields.
  useEffect(() => {
    if (!ready || !owner || !keeping.current) return;
    const current = new Set(photos.photos.map((p) => p.id));
    for (const photo of photos.photos) {
      if (stored.current.has(photo.id)) continue;
      stored.current.add(photo.id);
      saveUploadDraftPhoto(owner, photo).catch(() => stored.current.delete(photo.id));
    }
    for (const id of stored.current) {
      if (current.has(id)) continue;
      stored.current.delete(id);
      void deleteUploadDraftPhoto(owner, id).catch(() => undefined);
    }
  }, [ready, owner, photos.photos]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    form.reset(draftFields());
    replace([]);
    stored.current.clear();
    setStep(0);
    setRestored(false);
    setGeneration((g) => g + 1);
    if (owner) void deleteUploadDraft(owner).catch(() => undefined);
  }, [owner, form, replace, setStep]);

  /** After a publish: nothing more is saved, and the draft goes. */
  const finish = useCallback(async () => {
    keeping.current = false;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (owner) await deleteUploadDraft(owner).catch(() => undefined);
  }, [owner]);

  return { ready, restored, generation, save: flush, discard, finish };
}
