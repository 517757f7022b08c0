import { lazy, Suspense } from 'react';
import type { Property } from '../../domain/property.ts';
import PropertyDetailPage from '../../features/listings/pages/property-detail-page.tsx';
import { recordView } from '../../features/recently-viewed/recent-store.ts';
import { ShareListing } from '../../features/share/components/share-listing.tsx';
import { withWords } from '../../i18n/language-context.tsx';
import detailWords from 'virtual:catalogue/en/detail';
import cardWords from 'virtual:catalogue/en/card';
import availWords from 'virtual:catalogue/en/avail';
import shareWords from 'virtual:catalogue/en/share';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [detailWords, cardWords, availWords, shareWords];

// Its own chunk, as on the list: the listing's first load stays within its budget.
const CompareToggle = lazy(() => import('../../features/compare/components/picking.ts').then((m) => withWords(m.words, m.CompareToggle)));

// Features do not import each other: the app puts Share and Compare on the listing, and remembers it as recently viewed.
const share = (p: Property) => (
  <div className="flex flex-col gap-3">
    <ShareListing property={p} />
    <Suspense fallback={null}>
      <CompareToggle property={p} withLink />
    </Suspense>
  </div>
);
const remember = (p: Property) => void recordView(p).catch(() => undefined);

export default function PropertyDetailRoute() {
  return <PropertyDetailPage share={share} onShown={remember} />;
}
