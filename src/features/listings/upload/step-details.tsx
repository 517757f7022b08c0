import { useFormContext } from 'react-hook-form';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import type { PropertyFields, PropertyFieldsInput } from '#src/domain/property.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { TextAreaField } from './fields.tsx';
import { FactsFields } from './facts-fields.tsx';
import { useFieldError } from '#src/lib/error-words.ts';

/** Step 2, Details: address, bedrooms, carpet area, the walk to the station (optional: the commute's door leg), description. */
export function StepDetails() {
  const t = useT();
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('upload.address')}
        error={fieldError(errors.address?.message)}
        autoComplete="street-address"
        {...register('address')}
      />
      <TextField
        label={t('upload.bedrooms')}
        error={fieldError(errors.bedrooms?.message)}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...register('bedrooms')}
      />
      <TextField
        label={t('upload.carpetArea')}
        error={fieldError(errors.carpetArea?.message)}
        type="number"
        inputMode="numeric"
        min={1}
        {...register('carpetArea')}
      />
      <TextField
        label={t('upload.walkMinutes')}
        error={fieldError(errors.walkMinutes?.message)}
        hint={t('upload.walkMinutesHint')}
        type="number"
        inputMode="numeric"
        min={COMMUTE_LIMITS.walk.min}
        max={COMMUTE_LIMITS.walk.max}
        step={1}
        {...register('walkMinutes')}
      />
      <FactsFields />
      <div className="sm:col-span-2">
        <TextAreaField label={t('upload.description')} error={fieldError(errors.description?.message)} rows={5} {...register('description')} />
      </div>
    </div>
  );
}
