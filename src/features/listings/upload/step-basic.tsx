import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatPriceShort } from '../../../domain/money.ts';
import { PROPERTY_STATUSES, type PropertyFields, type PropertyFieldsInput } from '../../../domain/property.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { uploadCopy } from './copy.ts';
import { listingsCopy } from '../copy.ts';
import { SelectField } from './fields.tsx';

const c = uploadCopy;

/** Step 1, Basic Info: type, status, price, title, location; the MahaRERA number for a project under construction. */
export function StepBasic() {
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  const underConstruction = watch('ucresale') === 'under construction';
  // Eight digits are easy to miscount: the short form as it is typed ("₹85 L", "₹45 K /mo") catches a missing zero.
  const price = Number(watch('price'));
  const pricePreview = Number.isFinite(price) && price >= 1 ? c.priceReads(formatPriceShort(price, watch('type') === 'rent' ? 'rent' : 'sale')) : undefined;
  // A number typed for a project under construction means nothing for a resale: drop it rather than block the step.
  useEffect(() => {
    if (underConstruction) return;
    setValue('reraNumber', '');
    clearErrors('reraNumber');
  }, [underConstruction, setValue, clearErrors]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={c.type} error={errors.type?.message} defaultValue="" {...register('type')}>
        <option value="" disabled>
          {c.selectType}
        </option>
        <option value="sale">{listingsCopy.filter.forSale}</option>
        <option value="rent">{listingsCopy.filter.forRent}</option>
      </SelectField>
      <SelectField label={c.status} error={errors.ucresale?.message} defaultValue="" {...register('ucresale')}>
        <option value="" disabled>
          {c.selectStatus}
        </option>
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {c.statusLabels[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={c.price}
        error={errors.price?.message}
        hint={pricePreview ?? c.priceHint}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...register('price')}
      />
      <TextField label={c.location} error={errors.location?.message} placeholder={c.locationPlaceholder} {...register('location')} />
      <TextField
        className="sm:col-span-2"
        label={c.propertyName}
        error={errors.propertyName?.message}
        placeholder={c.propertyNamePlaceholder}
        {...register('propertyName')}
      />
      {underConstruction && (
        <TextField
          className="sm:col-span-2"
          label={c.rera}
          error={errors.reraNumber?.message}
          hint={c.reraHint}
          autoCapitalize="characters"
          {...register('reraNumber')}
        />
      )}
    </div>
  );
}
