import type { ReactNode } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { ReraBadge } from '#src/ui/listing/rera-badge.tsx';
import { StaleNote } from '#src/ui/listing/stale-note.tsx';
import { VerifiedBadge } from '#src/ui/listing/verified-badge.tsx';
import { useT } from '#src/i18n/language-context.tsx';

/** The listing page's heading: sale or rent, MahaRERA number, title and place; the full page adds the address below. */
export function ListingHeading({
  listing,
  children,
}: {
  listing: Pick<ListingSummary, 'type' | 'reraNumber' | 'verifiedAt' | 'confirmedAt' | 'propertyName' | 'location'>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${listing.type === 'rent' ? 'bg-accent-400 text-ink' : 'bg-brand-700 text-white'}`}>
          {listing.type === 'rent' ? t('detail.forRent') : t('detail.forSale')}
        </span>
        <ReraBadge number={listing.reraNumber} />
        <VerifiedBadge at={listing.verifiedAt} />
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{listing.propertyName}</h1>
      <p className="mt-1 text-ink-muted">{listing.location}</p>
      <div className="mt-2 max-w-sm empty:hidden">
        <StaleNote confirmedAt={listing.confirmedAt} />
      </div>
      {children}
    </div>
  );
}
