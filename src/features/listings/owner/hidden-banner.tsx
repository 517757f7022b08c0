import { lazy, Suspense } from 'react';
import { withWords } from '#src/i18n/language-context.tsx';

// Its words arrive only for the owner of a hidden listing: the listing's first load stays as it was.
const Help = lazy(() => import('./hidden-help-piece.ts').then((m) => withWords(m.words, m.HiddenHelp)));

/** On the listing's page, for its owner when a moderator hid it: why (a copy of a listed home, their words), and what to do. */
export function HiddenBanner({ reason, duplicate }: { reason: string | undefined; duplicate: boolean }) {
  return (
    <Suspense fallback={null}>
      <Help reason={reason} duplicate={duplicate} prominent />
    </Suspense>
  );
}
