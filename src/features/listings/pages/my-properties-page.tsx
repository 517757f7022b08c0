import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { LayoutToggle } from '#src/ui/listing/layout-toggle.tsx';
import { HiddenNote } from '#src/ui/listing/hidden-note.tsx';
import { ListingGrid } from '#src/ui/listing/listing-grid.tsx';
import type { CardAction, CardLayout } from '#src/ui/listing/property-card.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { type MyListing, myPropertiesQueryOptions } from '../api/get-my-properties.ts';
import { ConfirmAvailable } from '../components/confirm-available.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import type { Translate } from '#src/i18n/translator.ts';
import { HiddenHelp } from '../owner/hidden-help.tsx';
import { ListingActivity } from '../owner/listing-activity.tsx';
import { ListingState } from '../owner/listing-state.tsx';
import { ChangePriceButton } from '../price/change-price-button.tsx';
import { PriceHistory } from '../price/price-history.tsx';
import { ChangeWalkButton } from '../walk/change-walk-button.tsx';
import { AvailabilityControls } from '../availability/availability-controls.tsx';

/** Under each card: where it stands and why, its price history and what it is doing, then the owner's actions. */
const ownerFooter = (mine: ReadonlyMap<string, MyListing>, t: Translate) => (p: Parameters<typeof ConfirmAvailable>[0]['property']) => {
  const own = mine.get(p._id);
  return (
    <>
      {/* A hidden listing's help says so itself. */}
      {own?.activity && own.activity.state !== 'hidden' ? <ListingState activity={own.activity} /> : null}
      {p.hidden ? <HiddenHelp reason={p.hiddenReason} duplicate={p.hiddenAs === 'duplicate'} /> : <HiddenNote property={p} />}
      {own?.priceHistory ? <PriceHistory listing={own} regionName={t('owner.priceHistoryOf', { name: p.propertyName })} /> : null}
      {own?.activity ? <ListingActivity name={p.propertyName} activity={own.activity} /> : null}
      <ConfirmAvailable property={p} />
      <ChangePriceButton property={p} />
      <ChangeWalkButton property={p} />
      {/* Sold or Rented is the freshness prompt's one tap, just above. */}
      <AvailabilityControls property={p} takenInOneTap />
    </>
  );
};

/** The user's own listings with the grid/list toggle (the route's guard sends visitors to /login). */
export default function MyPropertiesPage({ cardAction }: { cardAction?: CardAction }) {
  const t = useT();
  usePageTitle(t('mine.title'));
  const mine = useQuery(myPropertiesQueryOptions);
  const [layout, setLayout] = useState<CardLayout>('grid');
  const footer = useMemo(() => ownerFooter(new Map((mine.data ?? []).map((p) => [p._id, p])), t), [mine.data, t]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('mine.title')}</h1>
        <div className="flex items-center gap-2">
          <Link to="/upload-property" className={buttonClass('primary')}>
            {t('mine.upload')}
          </Link>
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
      </div>
      <div className="mt-6">
        {/* A copy kept on the device still shows when a fresh one cannot be had (offline, the server down). */}
        {mine.data === undefined && mine.isPending ? (
          <Loading text={t('mine.loading')} />
        ) : mine.data === undefined ? (
          <div role="alert" className="rounded-card bg-card px-6 py-12 text-center shadow-card">
            <p className="text-ink">{t('mine.failed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void mine.refetch()}>
              {t('mine.retry')}
            </Button>
          </div>
        ) : mine.data.length === 0 ? (
          <p className="rounded-card bg-card px-6 py-16 text-center text-lg text-ink shadow-card">{t('mine.empty')}</p>
        ) : (
          <ListingGrid properties={mine.data} layout={layout} action={cardAction} footer={footer} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
