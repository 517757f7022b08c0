import { lazy, type ReactNode, Suspense } from 'react';
import type { ListingSummary } from '../../domain/catalogue.ts';
import type { ListingFilter } from '../../domain/listing-filter-core.ts';
import PropertiesPage from '../../features/listings/pages/properties-page.tsx';
import { withWords } from '../../i18n/language-context.tsx';
import { useAuth } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import listWords from 'virtual:catalogue/en/list';
import cardWords from 'virtual:catalogue/en/card';
import wishWords from 'virtual:catalogue/en/wish';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [listWords, cardWords, wishWords];

// Features do not import each other: the app puts the wishlist's heart and Compare on the listings' cards, Save search
// beside the search, the listings recently viewed on this device above the results, and the compare tray below.
// Hearts are for a signed-in reader only: a visitor's list loads neither their code nor the outbox's, which keeps a
// heart tapped offline. No boundary of its own: a signed-in reader's page is taken over once the hearts' code is
// here too, so a heart tapped as the page starts is held and replayed (src/app/server-render/early-taps.ts), not lost.
const WishlistHeart = lazy(() => import('../../features/wishlist/components/wishlist-heart.tsx').then((m) => ({ default: m.WishlistHeart })));
// The route reads the session once for every card: a query observer per card cost each keystroke's new cards their
// own, at 100,000 listings on the device a noticeable part of the list's redraw.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

// Each its own chunk: the list's first load stays within its budget (tests/e2e/bundle-budget.test.ts).
const SaveSearchButton = lazy(() =>
  import('../../features/saved-searches/components/save-search-button.tsx').then((m) => withWords(m.words, m.SaveSearchButton)),
);
const picking = () => import('../../features/compare/components/picking.ts');
const CompareToggle = lazy(() => picking().then((m) => withWords(m.words, m.CompareToggle)));
const CompareTray = lazy(() => picking().then((m) => withWords(m.words, m.CompareTray)));
const RecentlyViewed = lazy(() => import('../../features/recently-viewed/components/recently-viewed.tsx').then((m) => withWords(m.words, m.RecentlyViewed)));

/**
 * Shown once the app runs, never in a server-rendered page: a tap held there would be replayed before the chunk
 * arrived, on a button with no handler, and be lost (src/app/server-render/early-taps.ts); and recently viewed lives
 * on the device, which the server cannot see.
 */
function OnceRunning({ children }: { children: ReactNode }) {
  // Not an effect's state: a card drawn after the page was taken over (each keystroke's) shows it in its first render
  // instead of rendering twice.
  const running = useHydrated();
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

// The slot keeps its height before the toggle's code arrives, so the cards do not grow under the reader's thumb.
const compare = (p: ListingSummary) => (
  <div className="min-h-11">
    <OnceRunning>
      <CompareToggle property={p} />
    </OnceRunning>
  </div>
);

export default function PropertiesRoute() {
  const auth = useAuth();
  return (
    <>
      <PropertiesPage cardAction={auth ? heart : undefined} cardFooter={compare} searchAction={saveSearch} aside={recentlyViewed} />
      <OnceRunning>
        <CompareTray />
      </OnceRunning>
    </>
  );
}
