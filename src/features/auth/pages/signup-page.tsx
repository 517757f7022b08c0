import { useForm } from 'react-hook-form';
import { toast } from '#src/ui/toast.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SignupInput } from '#src/domain/account.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { AuthCard } from '#src/ui/auth-card.tsx';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useKnownAuth } from '#src/lib/session.ts';
import { useSignup } from '../api/signup.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useReturnTo } from '../return-to.ts';
import authWords from 'virtual:catalogue/en/auth';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [authWords, errorsWords];

// One id: a second failure replaces the first, and editing the form dismisses it.
const ERROR_TOAST = 'signup-error';

export default function SignupPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  usePageTitle(t('auth.signup.title'));
  const navigate = useNavigate();
  const signup = useSignup();
  const offline = useOfflineBlock();
  const { register, handleSubmit } = useForm<SignupInput>({ defaultValues: { name: '', contactNo: '', email: '', password: '' } });

  const back = useReturnTo();
  const known = useKnownAuth();

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: () => navigate(back.to, { replace: true }),
      onError: (err) => toast.error(errorMessage(err, t('auth.signup.failed')), { id: ERROR_TOAST }),
    }),
  );

  // Already signed in (before this form was used): this page has nothing to do.
  if (known && signup.isIdle) return <Navigate to={back.to} replace />;

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Link to="/login" state={back.state} className="font-semibold text-brand-700 hover:underline">
            {t('auth.signup.toLogin')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onChange={() => toast.dismiss(ERROR_TOAST)} className="space-y-4">
        <TextField label={t('auth.signup.name')} autoComplete="name" {...register('name')} />
        <TextField label={t('auth.signup.contactNo')} type="tel" autoComplete="tel" inputMode="tel" {...register('contactNo')} />
        <TextField label={t('auth.signup.email')} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        <PasswordField label={t('auth.signup.password')} autoComplete="new-password" {...register('password')} />
        {offline.blocked && <OfflineNote id={offline.noteId} text={t('auth.signup.offline')} />}
        <Button type="submit" className="w-full" disabled={signup.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {signup.isPending ? t('auth.signup.busy') : t('auth.signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
