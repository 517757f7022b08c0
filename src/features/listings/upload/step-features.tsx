import { useFormContext } from 'react-hook-form';
import { AMENITY_KEYS, AMENITY_LABELS } from '../../../domain/amenities.ts';
import type { PropertyFields, PropertyFieldsInput } from '../../../domain/property.ts';
import { uploadCopy } from './copy.ts';
import { PhotoPicker } from './photo-picker.tsx';
import type { usePhotos } from './use-photos.ts';

const c = uploadCopy;

/** Step 3, Features: the amenities and the photos. */
export function StepFeatures({ photos }: { photos: ReturnType<typeof usePhotos> }) {
  const { register } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{c.amenities}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AMENITY_KEYS.map((key) => (
            <label
              key={key}
              className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm text-ink has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" value={key} className="size-4 accent-brand-700" {...register('amenities')} />
              {AMENITY_LABELS[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <PhotoPicker photos={photos.photos} error={photos.error} onAdd={photos.add} onRemove={photos.remove} onMove={photos.move} />
    </div>
  );
}
