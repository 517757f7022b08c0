import { Link } from 'react-router';
import { formatPrice } from '#src/domain/money.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';

/** The listing being booked: photo, name, where it is and what it costs. */
export function PropertySummary({ property }: { property: ListingSummary & { address?: string } }) {
  const cover = property.images[0];
  const { lang, t } = useTranslator();
  return (
    <section aria-labelledby="visit-property" className="overflow-hidden rounded-card bg-card shadow-card">
      {cover && (
        <img
          src={cover.imageUrl}
          srcSet={cover.srcset}
          sizes="(min-width: 1024px) 28rem, 100vw"
          width={cover.width}
          height={cover.height}
          alt=""
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{t('booking.summaryHeading')}</p>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${property.type === 'sale' ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700'}`}
          >
            {property.type === 'sale' ? t('booking.forSale') : t('booking.forRent')}
          </span>
        </div>
        <h2 id="visit-property" className="mt-1 text-xl font-bold text-ink">
          <Link to={`/property/${property._id}`} className="hover:underline">
            {property.propertyName}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{property.location}</p>
        {/* Offline, a listing known only from the catalogue has no address on the device. */}
        {property.address && <p className="text-sm text-ink-muted">{property.address}</p>}
        <p className="mt-3 text-2xl font-bold text-brand-800">{formatPrice(property.price, property.type, lang)}</p>
      </div>
    </section>
  );
}
