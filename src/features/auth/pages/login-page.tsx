import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import type { LoginInput } from '#src/domain/account.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { AuthCard } from '#src/ui/auth-card.tsx';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useKnownAuth } from '#src/lib/session.ts';
import { useLogin } from '../api/login.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useReturnTo } from '../return-to.ts';
import authWords from 'virtual:catalogue/en/auth';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [authWords, errorsWords];

// One id: a second failure replaces the first, and editing the form dismisses it.
const ERROR_TOAST = 'login-error';

export default function LoginPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const login = useLogin();
  const offline = useOfflineBlock();
  const { register, handleSubmit } = useForm<LoginInput>({ defaultValues: { email: '', password: '', rememberMe: false } });

  const back = useReturnTo();
  const known = useKnownAuth();

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(back.to, { replace: true }),
      onError: (err) => toast.error(errorMessage(err, t('auth.login.failed')), { id: ERROR_TOAST }),
    }),
  );

  // Already signed in (before this form was used): this page has nothing to do.
  if (known && login.isIdle) return <Navigate to={back.to} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/signup" state={back.state} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login.toSignup')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onChange={() => toast.dismiss(ERROR_TOAST)} className="space-y-4">
        <TextField label={t('auth.login.email')} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        <PasswordField label={t('auth.login.password')} autoComplete="current-password" {...register('password')} />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-ink-muted">
            <input type="checkbox" className="size-4 accent-brand-700" {...register('rememberMe')} />
            {t('auth.login.rememberMe')}
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {offline.blocked && <OfflineNote id={offline.noteId} text={t('auth.login.offline')} />}
        <Button type="submit" className="w-full" disabled={login.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {login.isPending ? t('auth.login.busy') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
