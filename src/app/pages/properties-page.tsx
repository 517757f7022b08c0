import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ListingSummary } from '../../domain/catalogue.ts';
import type { ListingFilter } from '../../domain/listing-filter-core.ts';
import PropertiesPage from '../../features/listings/pages/properties-page.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';
import { withWords } from '../../i18n/language-context.tsx';
import listWords from 'virtual:catalogue/en/list';
import cardWords from 'virtual:catalogue/en/card';
import wishWords from 'virtual:catalogue/en/wish';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [listWords, cardWords, wishWords];

// Features do not import each other: the app puts the wishlist's heart on the listings' cards, Save search beside the
// search, and the listings recently viewed on this device above the results.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

// Each its own chunk: the list's first load stays within its budget (tests/e2e/bundle-budget.test.ts).
const SaveSearchButton = lazy(() =>
  import('../../features/saved-searches/components/save-search-button.tsx').then((m) => withWords(m.words, m.SaveSearchButton)),
);
const RecentlyViewed = lazy(() => import('../../features/recently-viewed/components/recently-viewed.tsx').then((m) => withWords(m.words, m.RecentlyViewed)));

/**
 * Shown once the app runs, never in a server-rendered page: a tap held there would be replayed before the chunk
 * arrived, on a button with no handler, and be lost (src/app/server-render/early-taps.ts); and recently viewed lives
 * on the device, which the server cannot see.
 */
function OnceRunning({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const saveSearch = (filter: ListingFilter) => (
  <OnceRunning>
    <SaveSearchButton filter={filter} />
  </OnceRunning>
);
const recentlyViewed = (
  <OnceRunning>
    <RecentlyViewed />
  </OnceRunning>
);

export default function PropertiesRoute() {
  return <PropertiesPage cardAction={heart} searchAction={saveSearch} aside={recentlyViewed} />;
}
