import { useAuth } from '#src/lib/session.ts';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { AccountStatus } from '../components/account-status.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { OfflineStorage } from '../components/offline-storage.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { QuickAction } from '../components/quick-action.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import profileWords from 'virtual:catalogue/en/profile';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [profileWords, errorsWords];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Rendered behind RequireUser, so the user is known here; signing out shows nothing until the redirect. */
/** The built-in admin is named "Administrator": "Administrator · Administrator" said it twice. */
function nameAndRole(name: string, role: string): string {
  return name.trim().toLowerCase() === role.toLowerCase() ? name : `${name} · ${role}`;
}

export default function ProfilePage() {
  const t = useT();
  usePageTitle(t('profile.title'));
  const user = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="flex items-center gap-4">
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white">
          {initials(user.name)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('profile.title')}</h1>
          <p className="mt-0.5 truncate text-ink-muted">{nameAndRole(user.name, user.role === 'admin' ? t('profile.roleAdmin') : t('profile.roleUser'))}</p>
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <ProfileDetailsForm user={user} />
          <ChangePasswordForm />
        </div>
        <div className="space-y-6">
          <QuickAction />
          <OfflineStorage />
          <AccountStatus user={user} />
        </div>
      </div>
    </div>
  );
}
