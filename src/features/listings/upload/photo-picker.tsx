import { useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '#src/domain/photo-upload.ts';
import { useT } from '#src/i18n/language-context.tsx';
import type { Photo } from './use-photos.ts';
import { useFieldError } from '#src/lib/error-words.ts';

const small = 'grid size-8 place-items-center rounded-full bg-card/90 text-ink shadow-card hover:bg-card disabled:opacity-40';

interface Props {
  photos: Photo[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (from: number, to: number) => void;
}

/** Photo previews in upload order: the first is the Cover; each can move earlier or later, or go. */
export function PhotoPicker({ photos, error, onAdd, onRemove, onMove }: Props) {
  const t = useT();
  const fieldError = useFieldError();
  const id = useId();
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink">{t('upload.photos')}</p>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-brand-200 bg-brand-50 px-4 py-6 text-center hover:border-brand-400"
      >
        <span className="text-sm font-semibold text-brand-800">{t('upload.choosePhotos')}</span>
        <span id={`${id}-hint`} className="text-xs text-ink-muted">
          {t('upload.photosHint')}
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        className="sr-only"
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          // The same file chosen again after a removal must still fire a change.
          e.target.value = '';
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {fieldError(error ?? undefined)}
        </p>
      )}
      {photos.length > 0 && (
        <ol aria-label={t('upload.photos')} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative overflow-hidden rounded-control border border-line bg-surface">
              <img src={photo.url} alt={t('upload.photoAlt', { n: i + 1 })} className="aspect-[4/3] w-full object-cover" />
              {i === 0 && <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('upload.cover')}</span>}
              <div className="absolute inset-x-2 bottom-2 flex justify-between">
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={small}
                    aria-label={t('upload.moveEarlier', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => onMove(i, i - 1)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={t('upload.moveLater', { n: i + 1 })}
                    disabled={i === photos.length - 1}
                    onClick={() => onMove(i, i + 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                </div>
                <button type="button" className={`${small} text-danger`} aria-label={t('upload.remove', { n: i + 1 })} onClick={() => onRemove(photo.id)}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
