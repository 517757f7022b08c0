import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FACINGS, FURNISHINGS } from '#src/domain/listing-facts.ts';
import { FACING, FURNISHING } from '#src/ui/listing/fact-texts.ts';
import type { FactsOfListing, FactsOfListingInput } from '#src/domain/listing-facts-change.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useFieldError } from '#src/lib/error-words.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { SelectField } from './fields.tsx';

const whole = { type: 'number', inputMode: 'numeric', step: 1 } as const;

// Typed by the facts and the listing's type alone: the upload's form has them among its fields, and the owner's facts
// form (facts-edit/) has no more.

/** Who lists it (required) and an agent's brokerage: step 1, beside the price it is reckoned on. */
export function PostedByFields() {
  const t = useT();
  const fieldError = useFieldError();
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<FactsOfListingInput, unknown, FactsOfListing>();
  const agent = watch('postedBy') === 'agent';
  const rent = watch('type') === 'rent';
  // A field that is not shown keeps its value: a brokerage this listing can no longer have would be refused unseen.
  useEffect(() => {
    if (!agent || !rent) setValue('brokerageMonths', '');
    if (!agent || rent) setValue('brokeragePercent', '');
  }, [agent, rent, setValue]);
  return (
    <>
      <SelectField label={t('upload.postedBy')} error={fieldError(errors.postedBy?.message)} defaultValue="" {...register('postedBy')}>
        <option value="" disabled>
          {t('upload.postedBy')}
        </option>
        <option value="owner">{t('upload.postedByOwner')}</option>
        <option value="agent">{t('upload.postedByAgent')}</option>
        <option value="builder">{t('upload.postedByBuilder')}</option>
      </SelectField>
      {agent &&
        (rent ? (
          <TextField
            label={t('upload.brokerageMonths')}
            error={fieldError(errors.brokerageMonths?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            max={3}
            step={0.5}
            {...register('brokerageMonths')}
          />
        ) : (
          <TextField
            label={t('upload.brokeragePercent')}
            error={fieldError(errors.brokeragePercent?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.25}
            {...register('brokeragePercent')}
          />
        ))}
    </>
  );
}

/** The facts a family asks before a visit, each optional: step 2, and the owner's facts form (`narrow`: one column). */
export function FactsFields({ narrow = false }: { narrow?: boolean }) {
  const t = useT();
  const fieldError = useFieldError();
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<FactsOfListingInput, unknown, FactsOfListing>();
  const possession = watch('possession');
  const month = typeof possession === 'string' && possession !== '' && possession !== 'ready';
  // The year built is hidden for a home under construction, whose rule refuses one: it goes with the field.
  useEffect(() => {
    if (month) setValue('builtYear', '');
  }, [month, setValue]);
  return (
    <fieldset className={narrow ? 'grid gap-4' : 'grid gap-4 sm:col-span-2 sm:grid-cols-2'}>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('facts.title')}</legend>
      <p className={narrow ? 'text-sm text-ink-muted' : 'text-sm text-ink-muted sm:col-span-2'}>{t('upload.factsHint')}</p>
      <TextField label={t('upload.maintenance')} error={fieldError(errors.maintenance?.message)} {...whole} min={0} step={100} {...register('maintenance')} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t('upload.floor')} error={fieldError(errors.floor?.message)} {...whole} min={-2} max={200} {...register('floor')} />
        <TextField label={t('upload.totalFloors')} error={fieldError(errors.totalFloors?.message)} {...whole} min={0} max={200} {...register('totalFloors')} />
      </div>
      <TextField
        label={month ? t('upload.possessionMonth') : t('upload.possession')}
        error={fieldError(errors.possession?.message)}
        list="possession-choices"
        placeholder="ready / 2028-03"
        {...register('possession')}
      />
      <datalist id="possession-choices">
        <option value="ready">{t('upload.possessionReady')}</option>
      </datalist>
      {!month && <TextField label={t('upload.builtYear')} error={fieldError(errors.builtYear?.message)} {...whole} min={1900} {...register('builtYear')} />}
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('upload.parkingCovered')}
          error={fieldError(errors.parkingCovered?.message)}
          {...whole}
          min={0}
          max={10}
          {...register('parkingCovered')}
        />
        <TextField label={t('upload.parkingOpen')} error={fieldError(errors.parkingOpen?.message)} {...whole} min={0} max={10} {...register('parkingOpen')} />
      </div>
      <SelectField label={t('upload.furnishing')} error={fieldError(errors.furnishing?.message)} {...register('furnishing')}>
        <option value="">{t('upload.notStated')}</option>
        {FURNISHINGS.map((f) => (
          <option key={f} value={f}>
            {t(FURNISHING[f])}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('upload.facing')} error={fieldError(errors.facing?.message)} {...register('facing')}>
        <option value="">{t('upload.notStated')}</option>
        {FACINGS.map((f) => (
          <option key={f} value={f}>
            {t(FACING[f])}
          </option>
        ))}
      </SelectField>
      {watch('type') === 'sale' && (
        <SelectField label={t('upload.oc')} error={fieldError(errors.ocReceived?.message)} {...register('ocReceived')}>
          <option value="">{t('upload.notStated')}</option>
          <option value="yes">{t('facts.ocYes')}</option>
          <option value="no">{t('facts.ocNo')}</option>
        </SelectField>
      )}
    </fieldset>
  );
}
