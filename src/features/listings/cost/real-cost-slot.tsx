import { lazy, memo, Suspense } from 'react';
import { withWords } from '#src/i18n/language-context.tsx';
import { loadWhenDeferred } from '#src/lib/first-interaction.ts';
import type { CostedListing } from './real-cost.tsx';

// The calculator, its rates and its words arrive after the page has shown, and on a page the server rendered with the
// reader's first tap or scroll: it is far below the fold, in the server's HTML meanwhile.
const RealCost = lazy(() => loadWhenDeferred(() => import('./real-cost.tsx').then((m) => withWords(m.words, m.default))));

/**
 * Where the listing's page shows what it really costs; the room it takes is kept while its code arrives. Rendered
 * again only for another listing: React renders a boundary given new props afresh, and before its code has arrived
 * the server's markup would give way to the empty room.
 */
export const RealCostSlot = memo(function RealCostSlot({ listing }: { listing: CostedListing }) {
  return (
    <Suspense fallback={<div className="min-h-40 rounded-card bg-card shadow-card" aria-hidden="true" />}>
      <RealCost listing={listing} />
    </Suspense>
  );
});
