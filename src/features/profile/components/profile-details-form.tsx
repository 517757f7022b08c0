import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { makeUpdateProfileSchema, type User } from '#src/domain/account.ts';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { Button } from '#src/ui/button.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { profileErrorMessage } from '../error-message.ts';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';

const valuesOf = (user: User) => ({ name: user.name, email: user.email, contactNo: user.contactNo, currentPassword: '' });

/** Name, email and phone shown read-only until Edit; Cancel puts the stored values back. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const t = useT();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const offline = useOfflineBlock();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(makeUpdateProfileSchema(user.email)), defaultValues: valuesOf(user) });
  // A new e-mail needs the current password (the server checks it too); the field shows only then.
  const emailChanged = editing && watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  // The read-only view follows the stored user; while editing, a background refetch must not wipe what is typed.
  useEffect(() => {
    if (!editing) reset(valuesOf(user));
  }, [user, editing, reset]);

  // Focused by hand: react-hook-form's setFocus waits for a timer, which on a slow phone could fire after the reader had
  // tapped another field, and what they typed then went into the name.
  const nameField = register('name');
  const nameInput = useRef<HTMLInputElement | null>(null);

  const startEditing = () => {
    // Rendered editable now, so the first field takes the focus within the tap.
    flushSync(() => setEditing(true));
    nameInput.current?.focus();
  };

  const cancel = () => setEditing(false);

  const onSubmit = handleSubmit(({ currentPassword, ...details }) =>
    update.mutate(emailChanged ? { ...details, currentPassword } : details, {
      onSuccess: () => {
        toast.success(t('profile.saved'));
        setEditing(false);
      },
      onError: (err) =>
        toast.error(
          profileErrorMessage(err, errorMessage, {
            invalid: t('profile.detailsInvalid'),
            other: t('profile.detailsInvalid'),
            serverError: t('profile.serverError'),
          }),
        ),
    }),
  );

  return (
    <section aria-labelledby="details-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="details-heading" className="text-lg font-semibold text-ink">
          {t('profile.detailsHeading')}
        </h2>
        {!editing && (
          <Button variant="secondary" className="shrink-0 whitespace-nowrap" onClick={startEditing}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.name')}
          autoComplete="name"
          readOnly={!editing}
          error={fieldError(errors.name?.message)}
          className="sm:col-span-2"
          {...nameField}
          ref={(input) => {
            nameField.ref(input);
            nameInput.current = input;
          }}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={!editing}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('profile.contactNo')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          readOnly={!editing}
          error={fieldError(errors.contactNo?.message)}
          {...register('contactNo')}
        />
        {emailChanged && (
          <PasswordField
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            error={fieldError(errors.currentPassword?.message)}
            className="sm:col-span-2"
            {...register('currentPassword')}
          />
        )}
        {editing && (
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap">
            {offline.blocked && (
              <div className="sm:basis-full">
                <OfflineNote id={offline.noteId} text={t('profile.detailsOffline')} />
              </div>
            )}
            <Button type="submit" disabled={update.isPending || offline.blocked} aria-describedby={offline.describedBy}>
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
              {t('profile.cancel')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
