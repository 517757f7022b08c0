import offlineWords from 'virtual:catalogue/en/offline';
import { toast } from '../../ui/toast.ts';
import { useT, Words } from '../../i18n/language-context.tsx';

// Rendered inside the toaster, so in the reader's language, and again in a new one if they switch while it shows.
function SignInToSend() {
  const t = useT();
  return t('offline.signInToSend');
}

/** Asks the user to sign in again so the actions they made offline can be sent; one toast however often it is asked. */
export function showSignInToSend(): void {
  toast.error(
    <Words parts={[offlineWords]}>
      <SignInToSend />
    </Words>,
    { id: 'outbox-sign-in' },
  );
}
