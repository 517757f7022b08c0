import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { HiddenNote } from '#src/ui/listing/hidden-note.tsx';
import { ListingGrid } from '#src/ui/listing/listing-grid.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { wishlistQueryOptions } from '../api/get-wishlist.ts';
import { WishlistHeart } from '../components/wishlist-heart.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import wishWords from 'virtual:catalogue/en/wish';
import cardWords from 'virtual:catalogue/en/card';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [wishWords, cardWords];

const hiddenNote = (p: Parameters<typeof HiddenNote>[0]['property']) => <HiddenNote property={p} />;
const heart = (p: Parameters<typeof WishlistHeart>[0]['property']) => <WishlistHeart property={p} />;

/** The saved listings in a grid; un-hearting one takes it off the page. Offline, the copy saved on the device shows. */
export default function WishlistPage() {
  const t = useT();
  usePageTitle(t('wish.title'));
  const wishlist = useQuery(wishlistQueryOptions);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('wish.heading')}</h1>
      <div className="mt-6">
        {wishlist.data === undefined ? (
          wishlist.isError ? (
            <div role="alert" className="rounded-card bg-card px-6 py-12 text-center shadow-card">
              <p className="text-ink">{t('wish.failed')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void wishlist.refetch()}>
                {t('wish.retry')}
              </Button>
            </div>
          ) : (
            <Loading text={t('wish.loading')} />
          )
        ) : wishlist.data.length === 0 ? (
          <div className="rounded-card bg-card px-6 py-16 text-center shadow-card">
            <p className="text-lg font-semibold text-ink">{t('wish.empty')}</p>
            <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
              {t('wish.browse')}
            </Link>
          </div>
        ) : (
          <ListingGrid properties={wishlist.data} layout="grid" action={heart} footer={hiddenNote} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
