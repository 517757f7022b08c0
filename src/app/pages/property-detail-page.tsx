import type { Property } from '../../domain/property.ts';
import PropertyDetailPage from '../../features/listings/pages/property-detail-page.tsx';
import { recordView } from '../../features/recently-viewed/recent-store.ts';
import { ShareListing } from '../../features/share/components/share-listing.tsx';

// Features do not import each other: the app puts Share on the listing, and remembers it as recently viewed.
const share = (p: Property) => <ShareListing property={p} />;
const remember = (p: Property) => void recordView(p).catch(() => undefined);

export default function PropertyDetailRoute() {
  return <PropertyDetailPage share={share} onShown={remember} />;
}
