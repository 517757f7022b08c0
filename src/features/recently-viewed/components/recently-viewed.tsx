import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PLACEHOLDER } from '#src/ui/listing/property-photo.tsx';
import { formatPriceShort } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { clearRecent, listRecent, type RecentView } from '../recent-store.ts';
import recentWords from 'virtual:catalogue/en/recent';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [recentWords];

/** The listings last opened on this device, on /properties: read from IndexedDB, so it shows offline too. */
export function RecentlyViewed() {
  const [views, setViews] = useState<RecentView[]>([]);
  const { lang, t } = useTranslator();
  useEffect(() => {
    let live = true;
    void listRecent()
      .then((list) => live && setViews(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (views.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mt-6">
      <div className="flex items-center justify-between">
        <h2 id="recently-viewed" className="text-lg font-semibold text-ink">
          {t('recent.heading')}
        </h2>
        <button
          type="button"
          className="min-h-11 px-2 text-sm font-medium text-brand-700 hover:underline"
          aria-label={t('recent.clearLabel')}
          onClick={() => void clearRecent().then(() => setViews([]))}
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
        {views.map((v) => (
          <li key={v._id} className="w-44 shrink-0">
            <Link to={`/property/${v._id}`} className="block overflow-hidden rounded-card bg-card shadow-card hover:shadow-md">
              <img src={v.photo ?? PLACEHOLDER.src} alt="" width={176} height={96} loading="lazy" className="h-24 w-full bg-surface object-cover" />
              <span className="block px-3 pt-2 text-sm font-semibold text-ink line-clamp-1">{v.propertyName}</span>
              <span className="block px-3 pb-2 text-xs text-ink-muted">
                {typeof v.price === 'number' ? formatPriceShort(v.price, v.type, lang) : v.price} · {v.location}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
