import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { changePasswordSchema } from '#src/domain/account.ts';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { Button } from '#src/ui/button.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { profileErrorMessage } from '../error-message.ts';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';

const EMPTY = { oldPassword: '', newPassword: '' };

/** Current and new password, each with show/hide; the button waits until both are filled. */
export function ChangePasswordForm() {
  const t = useT();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const offline = useOfflineBlock();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const [oldPassword, newPassword] = watch(['oldPassword', 'newPassword']);

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.changed'));
        reset(EMPTY);
      },
      onError: (err) =>
        toast.error(
          profileErrorMessage(err, errorMessage, {
            invalid: t('profile.passwordInvalid'),
            other: t('profile.passwordFailed'),
            serverError: t('profile.serverError'),
          }),
        ),
    }),
  );

  return (
    <section aria-labelledby="password-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="password-heading" className="text-lg font-semibold text-ink">
        {t('profile.passwordHeading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('profile.passwordLead')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('profile.current')}
          autoComplete="current-password"
          error={fieldError(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <PasswordField label={t('profile.next')} autoComplete="new-password" error={fieldError(errors.newPassword?.message)} {...register('newPassword')} />
        <div className="space-y-3 sm:col-span-2">
          {offline.blocked && <OfflineNote id={offline.noteId} text={t('profile.passwordOffline')} />}
          <Button type="submit" disabled={!oldPassword || !newPassword || change.isPending || offline.blocked} aria-describedby={offline.describedBy}>
            {change.isPending ? t('profile.passwordBusy') : t('profile.passwordSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
