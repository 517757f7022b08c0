import { lazy, Suspense } from 'react';
import { withWords } from '#src/i18n/language-context.tsx';
import { useRememberedDestination } from './use-remembered-destination.ts';

// The breakdown, its words and the model load only for a reader who has chosen a destination.
const CommuteDetail = lazy(() => import('./commute-detail.tsx').then((m) => withWords(m.words, m.CommuteDetail)));

/** A listing's commute to where the reader travels, on its detail page; nothing without a destination. */
export function CommuteSlot({ listing }: { listing: { station: number | null; walkMinutes?: number | null | undefined } }) {
  const destination = useRememberedDestination();
  if (!destination) return null;
  return (
    <Suspense fallback={null}>
      <CommuteDetail listing={listing} destination={destination} />
    </Suspense>
  );
}
