import { lazy, memo, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { activeFilterCount, EMPTY_FILTER, filterToParams, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import { useTranslator, withWords } from '#src/i18n/language-context.tsx';
import type { Translator } from '#src/i18n/translator.ts';
import { loadWhenDeferred } from '#src/lib/first-interaction.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { timeAgo } from '#src/offline/index.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { LayoutToggle } from '#src/ui/listing/layout-toggle.tsx';
import { ListingGrid } from '#src/ui/listing/listing-grid.tsx';
import type { CardAction, CardLayout } from '#src/ui/listing/property-card.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { Shown } from '#src/ui/shown.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useAuth } from '#src/lib/session.ts';
import { CatalogueScopeNote } from '../components/catalogue-scope-note.tsx';
import { FilterToggle } from '../components/filter-toggle.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { LoadMore } from '#src/ui/load-more.tsx';
import { useCommuteReady } from '../hooks/use-commute-ready.ts';
import { useListingResults } from '../hooks/use-listing-results.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { useUrlFilter } from '../hooks/use-url-filter.ts';

/** 'Showing N properties'; offline it adds how old the device's copy of the listings is. */
function countLine(translator: Translator, total: number, syncedAt: number | null, online: boolean): string {
  const { t } = translator;
  return !online && syncedAt !== null
    ? t('list.showingOffline', { count: total, ago: timeAgo(syncedAt, Date.now(), translator) })
    : t('list.showing', { count: total });
}

/** Where the filter panel stands beside the list, open (Tailwind's `lg`, as its `lg:block` below). */
const PANEL_ALWAYS_OPEN = '(min-width: 64rem)';

// Its own chunk: the page's first load stays within its JavaScript budget (tests/e2e/bundle-budget.test.ts). The
// server sends the panel in the page's HTML, where it waits for this code while the list is already usable. A phone
// keeps the panel closed behind the Filters button, so there the code waits for the reader's first tap or scroll.
const FilterPanel = lazy(() => {
  const load = () => import('../components/filter-panel.tsx').then((m) => withWords(m.words, m.FilterPanel));
  return typeof window !== 'undefined' && window.matchMedia(PANEL_ALWAYS_OPEN).matches ? load() : loadWhenDeferred(load);
});
// In the server's HTML from the start when a filter is in force (there are chips only then), interactive once its small chunk arrives.
const FilterChips = lazy(() => import('../components/filter-chips.tsx').then((m) => withWords(m.words, m.FilterChips)));
// The commute (its words, its model and timetable) loads when a destination is set; its memory is a few lines, after the page.
const CommuteNote = lazy(() => import('../commute/commute-note.tsx').then((m) => withWords(m.words, m.CommuteNote)));
const CommuteMemory = lazy(() => import('../commute/commute-memory.tsx').then((m) => ({ default: m.CommuteMemory })));

interface Props {
  /** What the app puts in each card's corner (the wishlist heart). */
  cardAction?: CardAction;
  /** What the app puts under each card's facts (Compare). */
  cardFooter?: CardAction;
  /** What the app puts beside the search for a signed-in user (Save search), given the applied filter. */
  searchAction?: (filter: ListingFilter) => ReactNode;
  /** What the app shows above the results (the listings recently viewed on this device). */
  aside?: ReactNode;
}

/**
 * The panel in its own boundary, re-rendered only when its filters or callbacks change. React throws away the server's
 * markup of a Suspense boundary whose props change before its code has arrived and renders it afresh on the client:
 * on a slow phone every keystroke in the search box (or the catalogue landing) would blank the panel, and lose what
 * the user had chosen in it. Left alone, the server's markup stays, and its plain GET form applies without the code.
 */
const FilterPanelSlot = memo(function FilterPanelSlot({
  onReady,
  loadingText,
  ...props
}: {
  applied: ListingFilter;
  onApply: (f: ListingFilter) => void;
  onClearAll: () => void;
  onReady: () => void;
  loadingText: string;
}) {
  return (
    <Suspense fallback={<Loading text={loadingText} />}>
      <FilterPanel {...props} />
      <Shown onShown={onReady} />
    </Suspense>
  );
});

/** The properties list. */
export default function PropertiesPage({ cardAction, cardFooter, searchAction, aside }: Props) {
  const translator = useTranslator();
  const { t } = translator;
  usePageTitle(t('list.title'));
  const auth = useAuth();
  const [urlFilter, setUrlFilter, editUrlFilter] = useUrlFilter();
  // From the address as last set: a pause ending just after an Apply keeps the applied filters.
  const commitText = useCallback((q: string) => editUrlFilter((current) => ({ ...current, q }), { replace: true }), [editUrlFilter]);
  const [text, setText] = useSearchText(urlFilter.q, commitText);
  const commuteReady = useCommuteReady(urlFilter.commuteTo);
  // A new filter once the commute model is in: the list matches and sorts again with it (filters are values, matched once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: commuteReady changes what the same filter selects.
  const liveFilter = useMemo<ListingFilter>(() => ({ ...urlFilter, q: text }), [urlFilter, text, commuteReady]);
  const results = useListingResults(liveFilter, urlFilter);
  const [layout, setLayout] = useState<CardLayout>('grid');
  const [panelOpen, setPanelOpen] = useState(false);
  // A phone's panel opens once it runs: its choices made in the server's markup before that would be set back as the
  // code took the markup over. A wide screen shows it from the start, a plain form that works without the code.
  const [panelReady, setPanelReady] = useState(false);
  const panelRuns = useCallback(() => setPanelReady(true), []);
  const online = useOnline();

  // Read when the panel applies, so its callbacks never change (see FilterPanelSlot); setUrlFilter itself never does.
  const latestText = useRef(text);
  latestText.current = text;
  const apply = useCallback(
    (next: ListingFilter) => {
      setUrlFilter({ ...next, q: latestText.current.trim() });
      setPanelOpen(false);
    },
    [setUrlFilter],
  );
  const clearAll = useCallback(() => {
    setUrlFilter(EMPTY_FILTER);
    setPanelOpen(false);
  }, [setUrlFilter]);
  const { commuteTo, deskMinutes } = urlFilter;
  // One function while the destination stays: the cards are memoised on it.
  const commuteLine = useMemo<CardAction | undefined>(
    () =>
      commuteTo
        ? (p) => (
            <Suspense fallback={null}>
              <CommuteNote listing={p} destination={{ to: commuteTo, deskMinutes: deskMinutes ?? 0 }} />
            </Suspense>
          )
        : undefined,
    [commuteTo, deskMinutes],
  );
  // The commute line, then what the app adds (Compare), under each card's facts.
  const footer = useMemo<CardAction | undefined>(
    () =>
      commuteLine && cardFooter
        ? (p) => (
            <>
              {commuteLine(p)}
              {cardFooter(p)}
            </>
          )
        : (commuteLine ?? cardFooter),
    [commuteLine, cardFooter],
  );
  const panelKey = filterToParams({ ...urlFilter, q: '' }).toString();
  // The panel's filter without the search text (which it never shows), the same object while the panel's filters stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: panelKey is urlFilter's panel part; a new q alone must not make a new object.
  const panelFilter = useMemo(() => ({ ...urlFilter, q: '' }), [panelKey]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('list.heading')}</h1>
          <Link to="/line" className="text-sm font-medium text-brand-700 hover:underline">
            {t('list.lineLink')}
          </Link>
        </div>
        {auth && (
          <nav aria-label={t('list.title')} className="flex flex-wrap gap-2">
            <Link to="/wishlist" className={buttonClass('secondary')}>
              {t('list.wishlist')}
            </Link>
            <Link to="/my-bookings" className={buttonClass('secondary')}>
              {t('list.myBookings')}
            </Link>
            <Link to="/upload-property" className={buttonClass('primary')}>
              {t('list.upload')}
            </Link>
          </nav>
        )}
      </div>

      <div className="mt-6 flex gap-2">
        <SearchBox value={text} onChange={setText} />
        <FilterToggle open={panelOpen} count={activeFilterCount(urlFilter)} onToggle={() => setPanelOpen((o) => !o)} />
      </div>
      {activeFilterCount(liveFilter) > 0 && (
        <Suspense fallback={null}>
          <FilterChips filter={liveFilter} />
        </Suspense>
      )}
      {auth && searchAction && <div className="mt-3 flex">{searchAction(urlFilter)}</div>}
      {aside}
      <Suspense fallback={null}>
        <CommuteMemory filter={urlFilter} edit={editUrlFilter} />
      </Suspense>

      <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-8">
        {panelOpen && !panelReady && (
          <div className="mb-6 rounded-card bg-card shadow-card lg:hidden">
            <Loading text={t('shell.guard.loading')} />
          </div>
        )}
        <aside
          id="filter-panel"
          className={`${panelOpen && panelReady ? 'block' : 'hidden'} mb-6 rounded-card bg-card p-5 shadow-card lg:mb-0 lg:block lg:self-start`}
        >
          <FilterPanelSlot
            key={panelKey}
            applied={panelFilter}
            onApply={apply}
            onClearAll={clearAll}
            onReady={panelRuns}
            loadingText={t('shell.guard.loading')}
          />
        </aside>

        <section aria-labelledby="results-count">
          {/* The cards' titles are h3: this keeps the heading levels in order for screen-reader navigation. */}
          <h2 className="sr-only">{t('list.resultsHeading')}</h2>
          <div className="mb-4 flex items-center justify-between gap-4">
            <p id="results-count" className="text-sm text-ink-muted" aria-live="polite">
              {results.loading
                ? ''
                : results.failed
                  ? t('list.savedCount', { count: results.total })
                  : countLine(translator, results.total, results.syncedAt, online)}
            </p>
            {results.updating && (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <span className="size-3.5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
                {t('list.updating')}
              </p>
            )}
            <LayoutToggle value={layout} onChange={setLayout} />
          </div>
          {results.failed && <p className="mb-4 rounded-control bg-accent-100 px-3 py-2 text-sm text-ink">{t('list.offline')}</p>}
          <CatalogueScopeNote />
          {results.loading ? (
            <Loading text={t('list.loading')} />
          ) : results.properties.length === 0 ? (
            <div className="rounded-card bg-card px-6 py-16 text-center shadow-card">
              <p className="text-lg font-semibold text-ink">{t('list.emptyTitle')}</p>
              <p className="mt-1 text-ink-muted">{t('list.emptyHint')}</p>
            </div>
          ) : (
            <>
              <ListingGrid properties={results.properties} layout={layout} action={cardAction} footer={footer} freshness={results.freshness} />
              {results.hasMore && (
                <LoadMore
                  onLoad={results.loadMore}
                  busy={results.loadingMore}
                  shown={results.properties.length}
                  label={t('list.loadMore')}
                  busyLabel={t('list.loadingMore')}
                />
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
