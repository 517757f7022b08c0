import { useFormContext } from 'react-hook-form';
import type { PropertyFields, PropertyFieldsInput } from '../../../domain/property.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { uploadCopy } from './copy.ts';
import { TextAreaField } from './fields.tsx';

const c = uploadCopy;

/** Step 2, Details: address, bedrooms, carpet area, description. */
export function StepDetails() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField className="sm:col-span-2" label={c.address} error={errors.address?.message} autoComplete="street-address" {...register('address')} />
      <TextField label={c.bedrooms} error={errors.bedrooms?.message} type="number" inputMode="numeric" min={0} step={1} {...register('bedrooms')} />
      <TextField label={c.carpetArea} error={errors.carpetArea?.message} type="number" inputMode="numeric" min={1} {...register('carpetArea')} />
      <div className="sm:col-span-2">
        <TextAreaField label={c.description} error={errors.description?.message} rows={5} {...register('description')} />
      </div>
    </div>
  );
}
