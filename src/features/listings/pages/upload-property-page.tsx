import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { useNavigate } from 'react-router';
import { propertyFieldsSchema, type PropertyFields, type PropertyFieldsInput } from '#src/domain/property.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { useAuth } from '#src/lib/session.ts';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { askPersistentStorage } from '#src/offline/index.ts';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { type NewListing, useCreateProperty } from '../api/create-property.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { draftFields } from '../upload/draft-fields.ts';
import { DraftNotice } from '../upload/draft-notice.tsx';
import { DuplicateWarning } from '../upload/duplicate-warning.tsx';
import { StepBasic } from '../upload/step-basic.tsx';
import { StepDetails } from '../upload/step-details.tsx';
import { StepFeatures } from '../upload/step-features.tsx';
import { isFilled, STEPS } from '../upload/steps.ts';
import { usePhotos } from '../upload/use-photos.ts';
import { useDuplicateGate } from '../upload/use-duplicate-gate.ts';
import { useUploadDraft } from '../upload/use-upload-draft.ts';
import { STEP_NAMES, WizardProgress } from '../upload/wizard-progress.tsx';
import uploadWords from 'virtual:catalogue/en/upload';
import factsWords from 'virtual:catalogue/en/facts';
import cardWords from 'virtual:catalogue/en/card';
import errorsWords from 'virtual:catalogue/en/errors';
import duplicatesWords from 'virtual:catalogue/en/duplicates';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [uploadWords, cardWords, errorsWords, duplicatesWords, factsWords];

const LAST = STEPS.length - 1;

/**
 * The three-step upload wizard; the rules are the server's own (propertyFieldsSchema).
 * What the user enters stays on the device until it is published; publishing waits for the network.
 */
export default function UploadPropertyPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  usePageTitle(t('upload.title'));
  const navigate = useNavigate();
  const create = useCreateProperty();
  const photos = usePhotos();
  const offline = useOfflineBlock();
  const auth = useAuth();
  const [step, setStep] = useState(0);
  const form = useForm<PropertyFieldsInput, unknown, PropertyFields>({
    resolver: zodResolver(propertyFieldsSchema),
    mode: 'onTouched',
    defaultValues: draftFields(),
  });
  const duplicates = useDuplicateGate();
  const draft = useUploadDraft({ owner: auth === false ? false : auth?._id, form, photos, step, setStep, lastStep: LAST });
  const { reset: recheck } = duplicates;
  // Other photos make another listing: the next Publish checks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo list changing is what makes the last check stale.
  useEffect(() => recheck(), [photos.photos, recheck]);
  const current = STEPS[step] ?? STEPS[0];
  const values = form.watch();
  const ready = step === LAST ? photos.photos.length > 0 : (current?.required ?? []).every((key) => isFilled(values[key]));

  const next = async () => {
    if (await form.trigger(current?.fields ?? [], { shouldFocus: true })) setStep((s) => Math.min(s + 1, LAST));
  };

  // The notice and its button are gone with a discard: the first field of the fresh form takes the focus instead of the
  // page, as the form mounts again. react-hook-form's setFocus would wait for a timer, which on a slow phone could fire
  // after the reader had tapped another field.
  const focusFirstField = useRef(false);
  const freshFields = useCallback((fields: HTMLDivElement | null) => {
    if (!fields || !focusFirstField.current) return;
    focusFirstField.current = false;
    fields.querySelector<HTMLElement>('[name="type"]')?.focus();
  }, []);
  const discard = () => {
    focusFirstField.current = true;
    draft.discard();
  };

  const publish = form.handleSubmit((fields) => {
    // Written now, not after the typing pause: the app may be closed while the photos upload.
    draft.save();
    void askPersistentStorage({ saved: true });
    const listing = { fields, photos: photos.photos.map((p) => p.file) };
    duplicates.beforePublish(listing, () => send(listing));
  });

  const send = (listing: NewListing) =>
    create.mutate(listing, {
      onSuccess: async (res) => {
        await draft.finish();
        toast.success(res?.message || t('upload.uploaded'));
        toast.success(t('upload.published'));
        navigate('/my-properties');
      },
      onError: (err) => toast.error(errorMessage(err, t('upload.failed'))),
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('upload.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('upload.subtitle')}</p>
      {draft.restored && <DraftNotice onDiscard={discard} />}
      {!draft.ready ? (
        <Loading text={t('upload.checkingDraft')} />
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            className="mt-6 rounded-card bg-card p-5 shadow-card sm:p-8"
            onSubmit={(e) => {
              e.preventDefault();
              // Enter in a field of steps 1-2 means Continue, never a half-filled publish.
              if (step < LAST) {
                if (ready) void next();
              } else if (!offline.blocked) void publish(e);
            }}
          >
            <WizardProgress step={step} />
            <h2 className="mt-6 text-lg font-semibold text-ink">{t(STEP_NAMES[step] ?? 'upload.step1')}</h2>
            <div key={draft.generation} ref={freshFields} className="mt-4">
              {step === 0 && <StepBasic />}
              {step === 1 && <StepDetails />}
              {step === 2 && <StepFeatures photos={photos} />}
            </div>
            {step === LAST && <DuplicateWarning gate={duplicates.gate} />}
            {step === LAST && offline.blocked && (
              <div className="mt-6">
                <OfflineNote id={offline.noteId} text={t('upload.publishOffline')} />
              </div>
            )}
            <div className="mt-8 flex justify-between gap-3">
              <Button
                variant="secondary"
                disabled={step === 0 || create.isPending}
                onClick={() => {
                  duplicates.reset();
                  setStep((s) => Math.max(s - 1, 0));
                }}
              >
                {t('upload.previous')}
              </Button>
              {step < LAST ? (
                <Button type="submit" disabled={!ready}>
                  {t('upload.continue')}
                </Button>
              ) : (
                <Button
                  type="submit"
                  disabled={!ready || create.isPending || duplicates.gate.status === 'checking' || offline.blocked}
                  aria-describedby={offline.describedBy}
                >
                  {create.isPending
                    ? t('upload.uploading')
                    : duplicates.gate.status === 'checking'
                      ? t('duplicates.checkingShort')
                      : duplicates.gate.status === 'found' || duplicates.gate.status === 'failed'
                        ? t('duplicates.publishAnyway')
                        : t('upload.publish')}
                </Button>
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
