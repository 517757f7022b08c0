import type { FairPrice, PricedListing } from '#src/domain/fair-price.ts';
import { formatPrice } from '#src/domain/money.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useFairPrice } from './use-fair-price.ts';

const SENTENCE = {
  sale: { below: 'detail.fairBelowSale', above: 'detail.fairAboveSale', at: 'detail.fairAtSale' },
  rent: { below: 'detail.fairBelowRent', above: 'detail.fairAboveRent', at: 'detail.fairAtRent' },
} as const;

/** "12% below the median for homes for sale near Borivali (38 listings)", and the median itself; nothing below five. */
export function FairPriceLine({ listing }: { listing: PricedListing & { fairPrice?: FairPrice | null | undefined } }) {
  const { lang, t } = useTranslator();
  const fair = useFairPrice(listing);
  const station = listing.station === null ? undefined : STATIONS[listing.station];
  if (!fair || !station) return null;
  const words = SENTENCE[listing.type];
  const side = fair.percent < 0 ? words.below : fair.percent > 0 ? words.above : words.at;
  const rate = formatPrice(fair.medianPerSqft, 'sale', lang);
  return (
    <div data-testid="fair-price" className="mt-3 rounded-control bg-surface px-3 py-2 text-sm">
      <p className={fair.percent < 0 ? 'font-medium text-success-strong' : 'font-medium text-ink'}>
        {t(side, { percent: Math.abs(fair.percent), station: stationName(station, lang), count: fair.count })}
      </p>
      <p className="text-ink-muted">{t(listing.type === 'rent' ? 'detail.fairMedianRent' : 'detail.fairMedian', { rate })}</p>
    </div>
  );
}
