import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatPriceShort } from '#src/domain/money.ts';
import { PROPERTY_STATUSES, type PropertyFields, type PropertyFieldsInput } from '#src/domain/property.ts';
import { TextField } from '#src/ui/text-field.tsx';
import type { MessageId } from '@lingui/core';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { SelectField } from './fields.tsx';
import { PostedByFields } from './facts-fields.tsx';
import { useFieldError } from '#src/lib/error-words.ts';

const STATUS: Record<(typeof PROPERTY_STATUSES)[number], MessageId> = {
  'under construction': 'upload.statusUnderConstruction',
  resale: 'upload.statusResale',
  'not applicable': 'upload.statusNotApplicable',
};

/** A rent's security deposit in rupees, optional, with its short form as it is typed. */
function DepositField() {
  const { lang, t } = useTranslator();
  const fieldError = useFieldError();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  const deposit = Number(watch('deposit'));
  const preview = Number.isFinite(deposit) && deposit >= 1 ? t('upload.priceReads', { short: formatPriceShort(deposit, 'sale', lang) }) : undefined;
  return (
    <TextField
      label={t('upload.deposit')}
      error={fieldError(errors.deposit?.message)}
      hint={preview ?? t('upload.depositHint')}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      {...register('deposit')}
    />
  );
}

/** Step 1, Basic Info: type, status, price, title, location; the MahaRERA number for a project under construction. */
export function StepBasic() {
  const { lang, t } = useTranslator();
  const fieldError = useFieldError();
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PropertyFieldsInput, unknown, PropertyFields>();
  const underConstruction = watch('ucresale') === 'under construction';
  const rent = watch('type') === 'rent';
  // Eight digits are easy to miscount: the short form as it is typed ("₹85 L", "₹45 K /mo") catches a missing zero.
  const price = Number(watch('price'));
  const pricePreview =
    Number.isFinite(price) && price >= 1
      ? t('upload.priceReads', { short: formatPriceShort(price, watch('type') === 'rent' ? 'rent' : 'sale', lang) })
      : undefined;
  // A number typed for a project under construction means nothing for a resale: drop it rather than block the step.
  useEffect(() => {
    if (underConstruction) return;
    setValue('reraNumber', '');
    clearErrors('reraNumber');
  }, [underConstruction, setValue, clearErrors]);
  // A deposit is a rent's: one typed before switching to a sale is dropped the same way.
  useEffect(() => {
    if (rent) return;
    setValue('deposit', '');
    clearErrors('deposit');
  }, [rent, setValue, clearErrors]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t('upload.type')} error={fieldError(errors.type?.message)} defaultValue="" {...register('type')}>
        <option value="" disabled>
          {t('upload.selectType')}
        </option>
        <option value="sale">{t('upload.forSale')}</option>
        <option value="rent">{t('upload.forRent')}</option>
      </SelectField>
      <SelectField label={t('upload.status')} error={fieldError(errors.ucresale?.message)} defaultValue="" {...register('ucresale')}>
        <option value="" disabled>
          {t('upload.selectStatus')}
        </option>
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(STATUS[s])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('upload.price')}
        error={fieldError(errors.price?.message)}
        hint={pricePreview ?? t('upload.priceHint')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...register('price')}
      />
      <TextField
        label={t('upload.location')}
        error={fieldError(errors.location?.message)}
        placeholder={t('upload.locationPlaceholder')}
        {...register('location')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('upload.propertyName')}
        error={fieldError(errors.propertyName?.message)}
        placeholder={t('upload.propertyNamePlaceholder')}
        {...register('propertyName')}
      />
      <PostedByFields />
      {rent && <DepositField />}
      {underConstruction && (
        <TextField
          className="sm:col-span-2"
          label={t('upload.rera')}
          error={fieldError(errors.reraNumber?.message)}
          hint={t('upload.reraHint')}
          autoCapitalize="characters"
          {...register('reraNumber')}
        />
      )}
    </div>
  );
}
