import { Link } from 'react-router';
import { compareHref } from '#src/domain/compare.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { clearComparePicks, useComparePicks } from '#src/lib/compare-picks.ts';
import { buttonClass } from '#src/ui/button.tsx';

/**
 * The bar at the bottom of the list once a listing is picked: how many (announced as it changes), Compare from two
 * up, and Clear. A spacer as tall as the bar keeps the last cards from hiding under it.
 */
export function CompareTray() {
  const t = useT();
  const { ids, refused } = useComparePicks();
  if (ids.length === 0) return null;
  return (
    <>
      <div className="h-28 sm:h-20" aria-hidden="true" />
      <section
        aria-label={t('pick.tray')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card/95 px-4 py-3 shadow-card backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="min-w-0 flex-1 text-sm font-medium text-ink">
            {t('pick.count', { count: ids.length })}
            {refused && <span className="block font-semibold text-danger">{t('pick.full')}</span>}
            {ids.length < 2 && <span className="block text-ink-muted">{t('pick.oneMore')}</span>}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={clearComparePicks} className={buttonClass('secondary')}>
              {t('pick.clear')}
            </button>
            {ids.length >= 2 && (
              <Link to={compareHref(ids)} className={buttonClass('primary')}>
                {t('pick.open')}
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
