import errorWords from 'virtual:catalogue/en/errors';
import { toast } from '../../ui/toast.ts';
import { Words } from '../../i18n/language-context.tsx';
import { useErrorMessage } from '../../lib/error-words.ts';
import { refusalError } from './refusal-error.ts';
import type { Refusal } from './outbox-types.ts';

// Rendered inside the toaster, so in the reader's language, and again in a new one if they switch while it shows.
function RefusedOffline({ refusal }: { refusal: Refusal }) {
  const errorMessage = useErrorMessage();
  return errorMessage(refusalError(refusal), refusal.message ?? '');
}

/** Says that the server refused an action made offline, and why, in the reader's language. */
export function showRefusedOffline(refusal: Refusal): void {
  toast.error(
    <Words parts={[errorWords]}>
      <RefusedOffline refusal={refusal} />
    </Words>,
  );
}
