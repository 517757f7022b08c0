import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { propertyFieldsSchema, type PropertyFields, type PropertyFieldsInput } from '../../../domain/property.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useCreateProperty } from '../api/create-property.ts';
import { listingsCopy } from '../copy.ts';
import { StepBasic } from '../upload/step-basic.tsx';
import { StepDetails } from '../upload/step-details.tsx';
import { StepFeatures } from '../upload/step-features.tsx';
import { isFilled, STEPS } from '../upload/steps.ts';
import { usePhotos } from '../upload/use-photos.ts';
import { WizardProgress } from '../upload/wizard-progress.tsx';

const c = listingsCopy.upload;
const LAST = STEPS.length - 1;

/** SPEC section 2's three-step upload wizard; the rules are the server's own (propertyFieldsSchema). */
export default function UploadPropertyPage() {
  usePageTitle(c.title);
  const navigate = useNavigate();
  const create = useCreateProperty();
  const photos = usePhotos();
  const [step, setStep] = useState(0);
  const form = useForm<PropertyFieldsInput, unknown, PropertyFields>({
    resolver: zodResolver(propertyFieldsSchema),
    mode: 'onTouched',
    defaultValues: { propertyName: '', location: '', address: '', bedrooms: '', carpetArea: '', description: '', price: '', amenities: [], reraNumber: '' },
  });
  const current = STEPS[step] ?? STEPS[0];
  const values = form.watch();
  const ready = step === LAST ? photos.photos.length > 0 : (current?.required ?? []).every((key) => isFilled(values[key]));

  const next = async () => {
    if (await form.trigger(current?.fields ?? [], { shouldFocus: true })) setStep((s) => Math.min(s + 1, LAST));
  };

  const publish = form.handleSubmit((fields) => {
    create.mutate(
      { fields, photos: photos.photos.map((p) => p.file) },
      {
        onSuccess: (res) => {
          toast.success(res?.message || c.uploaded);
          toast.success(c.published);
          navigate('/my-properties');
        },
        onError: (err) => toast.error(errorMessage(err, c.failed)),
      },
    );
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{c.title}</h1>
      <p className="mt-1 text-ink-muted">{c.subtitle}</p>
      <FormProvider {...form}>
        <form
          noValidate
          className="mt-6 rounded-card bg-card p-5 shadow-card sm:p-8"
          onSubmit={(e) => {
            e.preventDefault();
            // Enter in a field of steps 1-2 means Continue, never a half-filled publish.
            if (step < LAST) {
              if (ready) void next();
            } else void publish(e);
          }}
        >
          <WizardProgress step={step} />
          <h2 className="mt-6 text-lg font-semibold text-ink">{c.steps[step]}</h2>
          <div className="mt-4">
            {step === 0 && <StepBasic />}
            {step === 1 && <StepDetails />}
            {step === 2 && <StepFeatures photos={photos} />}
          </div>
          <div className="mt-8 flex justify-between gap-3">
            <Button variant="secondary" disabled={step === 0 || create.isPending} onClick={() => setStep((s) => Math.max(s - 1, 0))}>
              {c.previous}
            </Button>
            {step < LAST ? (
              <Button type="submit" disabled={!ready}>
                {c.continue}
              </Button>
            ) : (
              <Button type="submit" disabled={!ready || create.isPending}>
                {create.isPending ? c.uploading : c.publish}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
