import { lazy, Suspense } from 'react';
import { withWords } from '#src/i18n/language-context.tsx';
import type { CostedListing } from './real-cost.tsx';

// The calculator, its rates and its words arrive after the page has shown: the listing's first load stays as it was.
const RealCost = lazy(() => import('./real-cost.tsx').then((m) => withWords(m.words, m.default)));

/** Where the listing's page shows what it really costs; the room it takes is kept while its code arrives. */
export function RealCostSlot({ listing }: { listing: CostedListing }) {
  return (
    <Suspense fallback={<div className="min-h-40 rounded-card bg-card shadow-card" aria-hidden="true" />}>
      <RealCost listing={listing} />
    </Suspense>
  );
}
