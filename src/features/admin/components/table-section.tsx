import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '#src/i18n/language-context.tsx';
import { useSettledValue } from '#src/lib/use-settled-value.ts';
import { Button } from '#src/ui/button.tsx';
import { LoadMore } from '#src/ui/load-more.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { useLogError } from '../use-log-error.ts';
import { SearchField } from './search-field.tsx';

/** How long typing may pause before the server is asked for the rows that match. */
const SEARCH_PAUSE_MS = 300;

/** A table's own words, in the reader's language. */
export interface TableCopy {
  heading: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  loadFailed: string;
  loadMore: string;
  empty: string;
  none: string;
  count: (shown: number, total: number) => string;
}

/** The search box's text, and the text the server is asked about once typing pauses. */
export function useTableSearch() {
  const [search, setSearch] = useState('');
  return { search, setSearch, query: useSettledValue(search, SEARCH_PAUSE_MS).trim() };
}

/**
 * A titled card with a search box beside the title, over one admin list the server pages and searches:
 * loading, a logged load failure with a retry, the count, then `children(rows)` in a 500 px box that loads the
 * next page as its end scrolls into view. While a new search is answered the previous rows stay.
 */
export function SearchableTable<Row, Page extends { nextCursor: string | null; total: number }>({
  copy,
  what,
  search,
  result,
  rowsOf,
  notice,
  children,
}: {
  copy: TableCopy;
  /** Names the data in the console line a load failure writes. */
  what: string;
  search: ReturnType<typeof useTableSearch>;
  result: UseInfiniteQueryResult<InfiniteData<Page>>;
  rowsOf: (page: Page) => Row[];
  /** Shown under the count, e.g. why the rows' controls are disabled. */
  notice?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useLogError(result.error, what);
  const pages = result.data?.pages ?? [];
  const rows = pages.flatMap(rowsOf);
  const total = pages[0]?.total ?? 0;
  return (
    <section aria-labelledby={id} className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <SearchField label={copy.search} placeholder={copy.searchPlaceholder} value={search.search} onChange={search.setSearch} />
      </div>
      {result.isPending ? (
        <Loading text={copy.loading} />
      ) : result.isError && rows.length === 0 ? (
        <LoadFailed text={copy.loadFailed} onRetry={() => void result.refetch()} />
      ) : (
        <div aria-busy={result.isPlaceholderData}>
          <p className="mt-2 text-sm text-ink-muted">{copy.count(rows.length, total)}</p>
          {notice && <div className="mt-2">{notice}</div>}
          <ScrollArea name={t('admin.tableOf', { name: copy.heading })} boxRef={setBox}>
            {children(rows)}
            {rows.length === 0 && <EmptyRows query={search.query} none={copy.none} noMatch={copy.empty} />}
            {result.hasNextPage && !result.isPlaceholderData && (
              <div className="pb-4">
                <LoadMore
                  onLoad={() => void result.fetchNextPage()}
                  busy={result.isFetchingNextPage}
                  shown={rows.length}
                  label={copy.loadMore}
                  busyLabel={t('admin.loadingMore')}
                  root={box}
                />
              </div>
            )}
          </ScrollArea>
        </div>
      )}
    </section>
  );
}

/**
 * The table scrolls inside 500 px; focusable so a keyboard can scroll it too. Its region is named apart from the
 * section around it ("Users table" inside "Users"): two landmarks of one name leave a screen-reader user guessing.
 */
export function ScrollArea({ name, boxRef, children }: { name: string; boxRef?: (box: HTMLDivElement | null) => void; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the table's layout; the role names the scrolling region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (axe scrollable-region-focusable).
    <div ref={boxRef} tabIndex={0} role="region" aria-label={name} className="mt-3 max-h-[500px] overflow-auto rounded-control border border-line">
      {children}
    </div>
  );
}

/** Admin load errors are only logged; the table still says it has nothing and offers a retry. */
function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="py-10 text-center">
      <p className="text-ink-muted">{text}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

// Below sm the table is a stack of cards: each row a block, each cell a line led by its column's name (data-label);
// CSS only, so the same markup serves both and a phone scrolls down instead of sideways across a wide table.
export const tableClass = 'w-full border-collapse text-sm max-sm:block';
const theadClass = 'max-sm:hidden';
export const tbodyClass = 'max-sm:block';
export const trClass = 'hover:bg-surface max-sm:block max-sm:border-b max-sm:border-line max-sm:py-2';
const thClass = 'sticky top-0 z-10 border-b border-line bg-surface px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';
export const tdClass =
  'border-b border-line px-4 py-3 align-middle max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:border-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]';

/**
 * A table's column names; on a phone they are hidden and each cell leads with its own (`data-label`). A column given
 * as `{ hidden }` (the buttons of each row) is named for screen readers only.
 */
export function TableHead({ columns }: { columns: readonly (string | { hidden: string })[] }) {
  return (
    <thead className={theadClass}>
      <tr>
        {columns.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; an action column has no name to key on.
          <th key={i} scope="col" className={thClass}>
            {typeof name === 'string' ? name : <span className="sr-only">{name.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What an empty table says: nothing yet, or nothing that matches what was typed. */
export function EmptyRows({ query, none, noMatch }: { query: string; none: string; noMatch: string }) {
  return <p className="px-4 py-8 text-center text-ink-muted">{query.trim() ? noMatch : none}</p>;
}
