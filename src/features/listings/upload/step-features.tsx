import { useFormContext } from 'react-hook-form';
import { AMENITY_KEYS } from '#src/domain/amenities.ts';
import { AMENITY_MESSAGES } from '#src/ui/listing/amenity-messages.ts';
import type { PropertyFields, PropertyFieldsInput } from '#src/domain/property.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { usePhotos } from './use-photos.ts';

/** Step 3, Features: the amenities and the photos. */
export function StepFeatures({ photos }: { photos: ReturnType<typeof usePhotos> }) {
  const t = useT();
  const { register } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('upload.amenities')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AMENITY_KEYS.map((key) => (
            <label
              key={key}
              className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm text-ink has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" value={key} className="size-4 accent-brand-700" {...register('amenities')} />
              {t(AMENITY_MESSAGES[key])}
            </label>
          ))}
        </div>
      </fieldset>
      <PhotoPicker photos={photos.photos} error={photos.error} onAdd={photos.add} onRemove={photos.remove} onMove={photos.move} />
    </div>
  );
}
