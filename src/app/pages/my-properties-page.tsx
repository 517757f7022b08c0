import MyPropertiesPage from '../../features/listings/pages/my-properties-page.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';
import type { ListingSummary } from '../../domain/catalogue.ts';

// Features do not import each other: the app puts the wishlist's heart on the listings' cards.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

export default function MyPropertiesRoute() {
  return <MyPropertiesPage cardAction={heart} />;
}
