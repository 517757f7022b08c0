import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Property } from '#src/domain/property.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { Gallery } from '#src/ui/listing/gallery.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useAuth } from '#src/lib/session.ts';
import { useProperty } from '../api/get-property.ts';
import { CommuteSlot } from '../commute/commute-slot.tsx';
import { ContactAgent } from '../components/contact-agent.tsx';
import { FeatureTiles } from '../components/feature-tiles.tsx';
import { ListingHeading } from '../components/listing-heading.tsx';
import { hasOwnerActions, OwnerActions } from '../components/owner-actions.tsx';
import { OffMarketBanner } from '../availability/off-market-banner.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { SummaryDetail } from '../components/summary-detail.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { useMayBook } from '../hooks/use-may-book.ts';
import { HiddenBanner } from '../owner/hidden-banner.tsx';
import { PriceHistory } from '../price/price-history.tsx';
import { FairPriceLine } from '../cost/fair-price-line.tsx';
import { RealCostSlot } from '../cost/real-cost-slot.tsx';
import { FactsSlot } from '../facts/facts-slot.tsx';
import { ReportListingButton } from '../report/report-listing-button.tsx';

interface Props {
  /** What the app puts under the heading (Share). */
  share?: (property: Property) => ReactNode;
  /** Told once the full listing is on screen (the app remembers it as recently viewed). */
  onShown?: (property: Property) => void;
}

/** The property detail. A listing that does not exist says so, as does one never opened on this device while offline; any other failure goes back to the list. */
export default function PropertyDetailPage({ share, onShown }: Props) {
  const t = useT();
  const { id = '' } = useParams();
  const auth = useAuth();
  const mayBook = useMayBook(id);
  const { property: p, summary, isPending, notFound, notOnDevice } = useProperty(id);
  usePageTitle(p?.propertyName ?? summary?.propertyName ?? '');
  useEffect(() => {
    if (p) onShown?.(p);
  }, [p, onShown]);

  if (!p) {
    // Owners and admins delete online only; anyone else may book, and offline the booking is queued.
    if (summary) return <SummaryDetail summary={summary} canBook={mayBook} />;
    if (isPending) return <Loading text={t('detail.loading')} />;
    if (notOnDevice) {
      return (
        <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
          <h1 className="text-2xl font-bold text-ink">{t('detail.notOffline')}</h1>
          <p className="mt-2 text-ink-muted">{t('detail.notOfflineHint')}</p>
          <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
            {t('detail.back')}
          </Link>
        </div>
      );
    }
    if (notFound) {
      return (
        <div className="mx-auto max-w-md px-4 py-20 text-center">
          <h1 className="text-2xl font-bold text-ink">{t('detail.notFound')}</h1>
          <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
            {t('detail.back')}
          </Link>
        </div>
      );
    }
    return <Navigate to="/properties" replace />;
  }

  return (
    // Room at the bottom on phones for the fixed Call agent / Book Visit bar.
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 lg:pb-8">
      <Link to="/properties" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t('detail.back')}
      </Link>
      <OffMarketBanner listing={p} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {p.hidden && auth && auth._id === p.owner && <HiddenBanner reason={p.hiddenReason} duplicate={p.hiddenAs === 'duplicate'} />}
          <Gallery images={p.images} title={p.propertyName} />
          <ListingHeading listing={p}>
            <p className="mt-1 text-sm text-ink-muted">
              <span className="sr-only">{t('detail.address')}: </span>
              {p.address}
            </p>
            <div className="mt-3">
              <PriceTag listing={p} />
            </div>
            <div className="mt-2">
              <PriceHistory listing={p} />
            </div>
            <FairPriceLine listing={p} />
            {share && <div className="mt-3">{share(p)}</div>}
          </ListingHeading>
          <FeatureTiles property={p} />
          <FactsSlot listing={p} />
          <RealCostSlot listing={p} />
          <CommuteSlot listing={p} />
          <section aria-labelledby="description">
            <h2 id="description" className="text-lg font-semibold text-ink">
              {t('detail.description')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink">{p.description}</p>
          </section>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          {auth && hasOwnerActions(p, auth) && (
            <div className="rounded-card bg-card p-5 shadow-card max-lg:contents">
              <OwnerActions property={p} user={auth} />
            </div>
          )}
          {auth && auth._id !== p.owner && <ReportListingButton propertyId={p._id} />}
          <ContactAgent />
        </aside>
      </div>
    </div>
  );
}
