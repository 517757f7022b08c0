import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '#src/domain/account.ts';
import { AuthCard } from '#src/ui/auth-card.tsx';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useFieldError } from '#src/lib/error-words.ts';
import authWords from 'virtual:catalogue/en/auth';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [authWords, errorsWords];

export default function ForgotPasswordPage() {
  const t = useT();
  const fieldError = useFieldError();
  usePageTitle(t('auth.forgot.title'));
  const forgot = useForgotPassword();
  const offline = useOfflineBlock();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => toast.success(t('auth.forgot.sent')),
      // One message for every failure; the server answers the same for unknown addresses anyway.
      onError: () => toast.error(t('auth.forgot.failed')),
    }),
  );

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        {forgot.isSuccess && (
          <p role="status" className="rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('auth.forgot.sentNote')}
          </p>
        )}
        {offline.blocked && <OfflineNote id={offline.noteId} text={t('auth.forgot.offline')} />}
        <Button type="submit" className="w-full" disabled={forgot.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {forgot.isPending ? t('auth.forgot.busy') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
