import PropertiesPage from '../../features/listings/pages/properties-page.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';
import type { ListingSummary } from '../../domain/catalogue.ts';

// Features do not import each other: the app puts the wishlist's heart on the listings' cards.
const heart = (p: ListingSummary) => <WishlistHeart property={p} />;

export default function PropertiesRoute() {
  return <PropertiesPage cardAction={heart} />;
}
