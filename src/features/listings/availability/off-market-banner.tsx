import { Link } from 'react-router';
import { type Availability, similarListingsPath } from '#src/domain/availability-core.ts';
import type { PropertyType } from '#src/domain/property-kinds.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatDayMonth } from '#src/lib/dates.ts';
import { buttonClass } from '#src/ui/button.tsx';

interface Props {
  listing: { type: PropertyType; station: number | null; availability?: Availability | undefined; availabilityChangedAt?: string | undefined };
}

/**
 * At the top of the page of a listing off the market: "Sold on 12 Nov" (or rented, or withdrawn), that it is no
 * longer on the market, and a link to homes like it (same station and type). Read from the detail answer, which the
 * device keeps, so it says the same offline.
 */
export function OffMarketBanner({ listing }: Props) {
  const { lang, t } = useTranslator();
  const state = listing.availability;
  if (!state || state === 'available') return null;
  const date = listing.availabilityChangedAt ? formatDayMonth(listing.availabilityChangedAt, lang) : '';
  const title = state === 'withdrawn' || !date ? t('avail.withdrawnTitle') : t(state === 'sold' ? 'avail.soldTitle' : 'avail.rentedTitle', { date });
  const station = listing.station === null ? undefined : STATIONS[listing.station];
  return (
    <section
      role="status"
      data-testid="off-market"
      className="mt-4 rounded-card border border-line bg-card p-4 shadow-card sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div>
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('avail.offMarket')}</p>
      </div>
      <Link to={similarListingsPath(listing)} className={buttonClass('primary', 'mt-3 w-full sm:mt-0 sm:w-auto sm:shrink-0')}>
        {station ? t('avail.similarAt', { station: stationName(station, lang) }) : t('avail.similar')}
      </Link>
    </section>
  );
}
