import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../domain/account.ts';
import { AuthCard } from '../../../ui/auth-card.tsx';
import { Button } from '../../../ui/button.tsx';
import { OfflineNote } from '../../../ui/offline-note.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useOfflineBlock } from '../../../ui/use-offline-block.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { authCopy } from '../copy.ts';

const c = authCopy.forgot;

export default function ForgotPasswordPage() {
  usePageTitle(c.title);
  const forgot = useForgotPassword();
  const offline = useOfflineBlock();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => toast.success(c.sent),
      // SPEC section 8: one message for every failure; the server answers the same for unknown addresses anyway.
      onError: () => toast.error(c.failed),
    }),
  );

  return (
    <AuthCard
      title={c.title}
      subtitle={c.subtitle}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {c.back}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={c.email} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        {forgot.isSuccess && (
          <p role="status" className="rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {c.sentNote}
          </p>
        )}
        {offline.blocked && <OfflineNote id={offline.noteId} text={c.offline} />}
        <Button type="submit" className="w-full" disabled={forgot.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {forgot.isPending ? c.busy : c.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
