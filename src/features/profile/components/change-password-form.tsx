import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { changePasswordSchema } from '../../../domain/account.ts';
import { OfflineNote } from '../../../ui/offline-note.tsx';
import { Button } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useOfflineBlock } from '../../../ui/use-offline-block.ts';
import { useChangePassword } from '../api/change-password.ts';
import { profileCopy } from '../copy.ts';
import { profileErrorMessage } from '../error-message.ts';

const c = profileCopy.password;
const EMPTY = { oldPassword: '', newPassword: '' };

/** SPEC section 2: current and new password, each with show/hide; the button waits until both are filled. */
export function ChangePasswordForm() {
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
        toast.success(c.changed);
        reset(EMPTY);
      },
      onError: (err) => toast.error(profileErrorMessage(err, { invalid: c.invalid, other: c.failed })),
    }),
  );

  return (
    <section aria-labelledby="password-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="password-heading" className="text-lg font-semibold text-ink">
        {c.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{c.lead}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={c.current}
          showLabel={c.show}
          hideLabel={c.hide}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordField
          label={c.next}
          showLabel={c.show}
          hideLabel={c.hide}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div className="space-y-3 sm:col-span-2">
          {offline.blocked && <OfflineNote id={offline.noteId} text={c.offline} />}
          <Button type="submit" disabled={!oldPassword || !newPassword || change.isPending || offline.blocked} aria-describedby={offline.describedBy}>
            {change.isPending ? c.busy : c.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
