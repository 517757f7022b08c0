import { Link } from 'react-router';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { PropertyPhoto } from '#src/ui/listing/property-photo.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { CommuteSlot } from '../commute/commute-slot.tsx';
import { FairPriceLine } from '../cost/fair-price-line.tsx';
import { RealCostSlot } from '../cost/real-cost-slot.tsx';
import { FactsSlot } from '../facts/facts-slot.tsx';
import { FeatureTiles } from './feature-tiles.tsx';
import { ListingHeading } from './listing-heading.tsx';
import { PriceTag } from './price-tag.tsx';

/**
 * Offline, a listing never opened on this device: what the catalogue knows of it (its card's facts and first photo,
 * if that was fetched ahead, its price against the station's, what it costs), a note that the rest needs a
 * connection, and Book Visit, which queues as ever.
 */
export function SummaryDetail({ summary: p, canBook }: { summary: ListingSummary; canBook: boolean }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/properties" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t('detail.back')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <p role="note" className="rounded-control bg-accent-100 px-3 py-2 text-sm text-ink">
            {t('detail.summaryOnly')}
          </p>
          <div className="aspect-[2/1] overflow-hidden rounded-card bg-surface">
            <PropertyPhoto image={p.images[0]} alt={p.propertyName} sizes="(min-width: 1024px) 44rem, 100vw" loading="first" />
          </div>
          <ListingHeading listing={p}>
            <div className="mt-3">
              <PriceTag listing={p} />
            </div>
            <FairPriceLine listing={p} />
          </ListingHeading>
          <FeatureTiles property={p} />
          <FactsSlot listing={p} />
          <RealCostSlot listing={p} />
          <CommuteSlot listing={p} />
        </div>
        {canBook && (
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <Link to={`/book-visit/${p._id}`} className={buttonClass('accent', 'w-full')}>
              {t('detail.bookVisit')}
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}
