import { Link } from 'react-router';
import { compareHref } from '#src/domain/compare.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { toggleComparePick, useComparePicks } from '#src/lib/compare-picks.ts';
import { buttonClass } from '#src/ui/button.tsx';

interface Props {
  property: Pick<ListingSummary, '_id' | 'propertyName'>;
  /** The listing's page has no tray (its Book Visit bar holds the bottom): the toggle carries the way to the table. */
  withLink?: boolean;
}

/** Picks a listing to compare, or unpicks it; a fifth is refused and the tray (or the note here) says why. */
export function CompareToggle({ property, withLink = false }: Props) {
  const t = useT();
  const { ids, refused } = useComparePicks();
  const picked = ids.includes(property._id);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={picked}
        aria-label={t('pick.compareAria', { name: property.propertyName })}
        onClick={() => toggleComparePick(property._id)}
        className={buttonClass(picked ? 'primary' : 'secondary', withLink ? '' : 'w-full')}
      >
        <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="3" y="3" width="18" height="18" rx="3" />
          {picked && <path d="M7.5 12.5l3 3 6-7" />}
        </svg>
        {t('pick.compare')}
      </button>
      {withLink && (
        <p role="status" className="text-sm text-ink-muted">
          {refused && !picked ? t('pick.full') : ids.length > 0 && t('pick.count', { count: ids.length })}
        </p>
      )}
      {withLink && ids.length >= 2 && (
        <Link to={compareHref(ids)} className={buttonClass('ghost')}>
          {t('pick.open')}
        </Link>
      )}
    </div>
  );
}
