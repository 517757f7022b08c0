import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '../../../domain/account.ts';
import { AuthCard } from '../../../ui/auth-card.tsx';
import { Button } from '../../../ui/button.tsx';
import { OfflineNote } from '../../../ui/offline-note.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useOfflineBlock } from '../../../ui/use-offline-block.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authCopy } from '../copy.ts';

const c = authCopy.reset;
const formSchema = resetPasswordSchema.pick({ newPassword: true });

export default function ResetPasswordPage() {
  usePageTitle(c.title);
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
          toast.success(c.done);
          navigate('/login');
        },
        onError: () => toast.error(c.failed),
      },
    ),
  );

  return (
    <AuthCard
      title={c.title}
      subtitle={c.subtitle}
      footer={
        <>
          {c.again}{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {c.toForgot}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label={c.newPassword}
          showLabel={c.show}
          hideLabel={c.hide}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        {offline.blocked && <OfflineNote id={offline.noteId} text={c.offline} />}
        <Button type="submit" className="w-full" disabled={reset.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {reset.isPending ? c.busy : c.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
