import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '#src/domain/account.ts';
import { AuthCard } from '#src/ui/auth-card.tsx';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useFieldError } from '#src/lib/error-words.ts';
import authWords from 'virtual:catalogue/en/auth';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [authWords, errorsWords];

const formSchema = resetPasswordSchema.pick({ newPassword: true });

export default function ResetPasswordPage() {
  const t = useT();
  const fieldError = useFieldError();
  usePageTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const offline = useOfflineBlock();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { newPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.done'));
          navigate('/login');
        },
        onError: () => toast.error(t('auth.reset.failed')),
      },
    ),
  );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <>
          {t('auth.reset.again')}{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t('auth.reset.toForgot')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        {offline.blocked && <OfflineNote id={offline.noteId} text={t('auth.reset.offline')} />}
        <Button type="submit" className="w-full" disabled={reset.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {reset.isPending ? t('auth.reset.busy') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
