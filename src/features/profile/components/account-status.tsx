import { toast } from '#src/ui/toast.ts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '#src/domain/account.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useLogout } from '../api/logout.ts';
import { useT } from '#src/i18n/language-context.tsx';

/** The Account Status block; Sign Out toasts and goes home. */
export function AccountStatus({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout({
    onSignedOut: async () => {
      toast.success(t('profile.signedOut'));
      await navigate('/');
    },
  });
  const signOut = () => logout.mutate(undefined, { onError: () => toast.error(t('profile.signOutFailed')) });
  // Offline the server session would outlive a local-only sign-out (docs/decisions/0012-sign-out-offline.md).
  const online = useOnline();
  const offlineNoteId = useId();

  return (
    <section aria-labelledby="status-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="status-heading" className="text-lg font-semibold text-ink">
        {t('profile.statusHeading')}
      </h2>
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-success-strong">
        <span className="size-2 rounded-full bg-success" aria-hidden="true" />
        {t('profile.active')}
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        {t('profile.signedInAs')} <span className="break-all font-medium text-ink">{user.email}</span>
      </p>
      <Button
        variant="danger"
        className="mt-5 w-full"
        onClick={signOut}
        disabled={logout.isPending || !online}
        aria-describedby={online ? undefined : offlineNoteId}
      >
        {logout.isPending ? t('profile.signingOut') : t('profile.signOut')}
      </Button>
      {!online && (
        <div className="mt-3">
          <OfflineNote id={offlineNoteId} text={t('profile.signOutOffline')} />
        </div>
      )}
    </section>
  );
}
