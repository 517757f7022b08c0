import { lazy, Suspense, useEffect, useState } from 'react';
import type { ListingSummary } from '../../domain/catalogue.ts';
import type { ListingFilter } from '../../domain/listing-filter-core.ts';
import PropertiesPage from '../../features/listings/pages/properties-page.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

// Features do not import each other: the app puts the wishlist's heart on the listings' cards, and Save search beside the search.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

// Its own chunk, fetched for signed-in users only: the list's first load stays within its budget (tests/e2e/bundle-budget.test.ts).
const SaveSearchButton = lazy(() => import('../../features/saved-searches/components/save-search-button.tsx').then((m) => ({ default: m.SaveSearchButton })));

/**
 * Shown once the app runs, never in a server-rendered page: a tap held there would be replayed before this chunk
 * arrived, on a button with no handler, and be lost (src/app/server-render/early-taps.ts).
 */
function SaveSearchSlot({ filter }: { filter: ListingFilter }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchButton filter={filter} />
    </Suspense>
  );
}
const saveSearch = (filter: ListingFilter) => <SaveSearchSlot filter={filter} />;

export default function PropertiesRoute() {
  return <PropertiesPage cardAction={heart} searchAction={saveSearch} />;
}
