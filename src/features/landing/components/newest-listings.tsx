import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PropertyCard } from '#src/ui/listing/property-card.tsx';
import { newestQueryOptions } from '../api/get-newest.ts';
import { useT } from '#src/i18n/language-context.tsx';
import cardWords from 'virtual:catalogue/en/card';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [cardWords];

/**
 * The newest listings as the list's own cards, from the server's HTML (page-data.ts loads them). Nothing shows when
 * there are none or the server cannot be reached: the rest of the page still sells.
 */
export function NewestListings() {
  const t = useT();
  const newest = useQuery(newestQueryOptions).data?.properties ?? [];
  if (newest.length === 0) return null;
  return (
    <section aria-labelledby="newest-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="newest-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('landing.newestHeading')}
          </h2>
          <p className="mt-2 text-base leading-relaxed text-ink-muted">{t('landing.newestLead')}</p>
        </div>
        <Link to="/properties" className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          {t('landing.newestViewAll')}
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {newest.map((p, i) => (
          // Two columns leave the third card alone on its row: from sm to lg it waits in the full list.
          <li key={p._id} className={i === 2 ? 'sm:max-lg:hidden' : ''}>
            <PropertyCard property={p} layout="grid" />
          </li>
        ))}
      </ul>
    </section>
  );
}
