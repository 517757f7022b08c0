import { lazy, memo, Suspense } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { withWords } from '#src/i18n/language-context.tsx';
import { loadWhenDeferred } from '#src/lib/first-interaction.ts';

// Below the photos and the price: its code and words arrive after the page has shown (in the server's HTML meanwhile),
// so the detail page's first load carries none of them.
const FactsBlock = lazy(() => loadWhenDeferred(() => import('./facts-block.tsx').then((m) => withWords(m.words, m.default))));

/** Where the listing's page shows its facts; the room they take is kept while the code arrives. */
export const FactsSlot = memo(function FactsSlot({ listing }: { listing: ListingSummary }) {
  return (
    <Suspense fallback={<div className="min-h-32 rounded-card bg-card shadow-card" aria-hidden="true" />}>
      <FactsBlock listing={listing} />
    </Suspense>
  );
});
