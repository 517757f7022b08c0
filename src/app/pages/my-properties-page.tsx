import MyPropertiesPage from '../../features/listings/pages/my-properties-page.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';
import type { ListingSummary } from '../../domain/catalogue.ts';
import mineWords from 'virtual:catalogue/en/mine';
import ownerWords from 'virtual:catalogue/en/owner';
import detailWords from 'virtual:catalogue/en/detail';
import cardWords from 'virtual:catalogue/en/card';
import priceWords from 'virtual:catalogue/en/price';
import walkWords from 'virtual:catalogue/en/walk';
import availWords from 'virtual:catalogue/en/avail';
import wishWords from 'virtual:catalogue/en/wish';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [mineWords, ownerWords, detailWords, cardWords, priceWords, walkWords, availWords, wishWords];

// Features do not import each other: the app puts the wishlist's heart on the listings' cards.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

export default function MyPropertiesRoute() {
  return <MyPropertiesPage cardAction={heart} />;
}
