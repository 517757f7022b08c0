import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { RememberedDestination } from '#src/lib/remembered-destination.ts';
import type { ColumnState, CompareColumn } from '../hooks/use-compared.ts';
import { compareRows } from './compare-rows.ts';

interface Props {
  columns: CompareColumn[];
  onRemove: (id: string) => void;
  /** The clock the "listed" row reads (a test fixes it). */
  now?: number;
  /** Where the reader travels, as the list's commute filter remembered it; no commute row without one. */
  destination?: RememberedDestination | null;
}

const STATE_WORDS = {
  full: 'compare.full',
  summary: 'compare.summaryOnly',
  gone: 'compare.gone',
  notOnDevice: 'compare.notOnDevice',
  failed: 'compare.failed',
  loading: 'compare.loading',
} as const satisfies Record<ColumnState, string>;

// The labels' column stays put while the homes scroll sideways on a phone; its own background hides what slides under.
const STICKY = 'sticky left-0 z-10 w-28 min-w-28 sm:w-40 sm:min-w-40';

/**
 * The homes side by side: a real table (row and column headers with scope) so a screen reader names each cell by its
 * row and home. A row whose values differ is marked by a visible "≠ Differs" tag and a tint, and "Only differences"
 * keeps just those rows.
 */
export function CompareTable({ columns, onRemove, now = Date.now(), destination = null }: Props) {
  const translator = useTranslator();
  const { t } = translator;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchId = useId();
  const rows = compareRows(
    columns.map((c) => c.listing),
    translator,
    now,
    destination,
  );
  const differing = rows.filter((r) => r.differs).length;
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={switchId} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
          <input
            id={switchId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(e) => setOnlyDifferences(e.target.checked)}
            className="size-5 accent-brand-700"
          />
          {t('compare.onlyDifferences')}
        </label>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('compare.differentRows', { count: differing })}
        </p>
      </div>
      <p className="text-xs text-ink-soft lg:hidden">{t('compare.scrollHint')}</p>
      {/* Focusable, so a keyboard can scroll it sideways; named by the caption. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="overflow-x-auto rounded-card bg-card shadow-card" tabIndex={0} aria-labelledby={`${switchId}-caption`}>
        <table className="w-full border-collapse text-left text-sm">
          <caption id={`${switchId}-caption`} className="sr-only">
            {t('compare.tableCaption', { count: columns.length })}
          </caption>
          <thead>
            <tr className="border-b border-line align-top">
              <th scope="col" className={`${STICKY} bg-card p-3 text-xs font-semibold uppercase text-ink-muted`}>
                {t('compare.feature')}
              </th>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="min-w-40 p-3 font-semibold text-ink" data-state={c.state}>
                  {c.listing ? (
                    <Link to={`/property/${c.id}`} className="text-brand-800 hover:underline">
                      {c.listing.propertyName}
                    </Link>
                  ) : null}
                  <span className={`block text-xs font-medium ${c.listing ? 'text-ink-soft' : 'text-danger'}`}>{t(STATE_WORDS[c.state])}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(c.id)}
                    aria-label={t('compare.remove', { name: c.listing?.propertyName ?? t(STATE_WORDS[c.state]) })}
                    className="mt-1 min-h-11 text-xs font-semibold text-brand-700 underline"
                  >
                    {t('compare.removeShort')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <th scope="row" className={`${STICKY} bg-card p-3 font-medium text-ink-muted`}>
                {t('compare.photo')}
              </th>
              {columns.map((c) => (
                <td key={c.id} className="p-3">
                  {c.listing?.images[0] ? (
                    <img
                      src={c.listing.images[0].imageUrl}
                      srcSet={c.listing.images[0].srcset || undefined}
                      sizes="12rem"
                      width={c.listing.images[0].width}
                      height={c.listing.images[0].height}
                      alt={c.listing.propertyName}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-36 rounded-control bg-surface object-cover sm:w-48"
                    />
                  ) : c.listing ? (
                    <span className="text-ink-soft">{t('compare.noPhoto')}</span>
                  ) : (
                    <span className="text-ink-soft">–</span>
                  )}
                </td>
              ))}
            </tr>
            {shown.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined} className={`border-b border-line ${row.differs ? 'bg-accent-100/60' : ''}`}>
                <th scope="row" className={`${STICKY} p-3 align-top font-medium text-ink ${row.differs ? 'bg-accent-100' : 'bg-card'}`}>
                  {row.label}
                  {row.differs && (
                    <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink">
                      <span aria-hidden="true">≠</span>
                      {t('compare.differs')}
                    </span>
                  )}
                </th>
                {row.values.map((value, i) => (
                  <td key={columns[i]?.id ?? i} className="p-3 align-top text-ink">
                    {value ?? <span className="text-ink-soft">–</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
