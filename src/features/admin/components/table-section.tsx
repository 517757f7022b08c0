import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { adminCopy } from '../copy.ts';
import { useLogError } from '../use-log-error.ts';
import { SearchField } from './search-field.tsx';

interface TableCopy {
  heading: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  loadFailed: string;
}

/**
 * A titled card with a search box beside the title, over one admin query: loading, a logged load
 * failure with a retry, then `rows(data, query, headingId)` with the search text deferred while typing.
 */
export function SearchableTable<T>({
  copy,
  what,
  result,
  rows,
}: {
  copy: TableCopy;
  /** Names the data in the console line a load failure writes. */
  what: string;
  result: UseQueryResult<T>;
  rows: (data: T, query: string, headingId: string) => ReactNode;
}) {
  const id = useId();
  useLogError(result.error, what);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  return (
    <section aria-labelledby={id} className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <SearchField label={copy.search} placeholder={copy.searchPlaceholder} value={search} onChange={setSearch} />
      </div>
      {result.isPending ? (
        <Loading text={copy.loading} />
      ) : result.isError ? (
        <LoadFailed text={copy.loadFailed} onRetry={() => void result.refetch()} />
      ) : (
        rows(result.data, query, id)
      )}
    </section>
  );
}

/** SPEC section 9: the table scrolls inside 500 px; focusable so a keyboard can scroll it too. */
export function ScrollArea({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the table's layout; the role names the scrolling region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (axe scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-labelledby={labelledBy} className="mt-3 max-h-[500px] overflow-auto rounded-control border border-line">
      {children}
    </div>
  );
}

/** SPEC section 8 only logs admin load errors; the table still says it has nothing and offers a retry. */
function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="py-10 text-center">
      <p className="text-ink-muted">{text}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {adminCopy.retry}
      </Button>
    </div>
  );
}

// Below sm the table is a stack of cards: each row a block, each cell a line led by its column's name (data-label);
// CSS only, so the same markup serves both and a phone scrolls down instead of sideways across a wide table.
export const tableClass = 'w-full border-collapse text-sm max-sm:block';
export const theadClass = 'max-sm:hidden';
export const tbodyClass = 'max-sm:block';
export const trClass = 'hover:bg-surface max-sm:block max-sm:border-b max-sm:border-line max-sm:py-2';
export const thClass = 'sticky top-0 z-10 border-b border-line bg-surface px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';
export const tdClass =
  'border-b border-line px-4 py-3 align-middle max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:border-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]';

/** What an empty table says: nothing yet, or nothing that matches what was typed. */
export function EmptyRows({ query, none, noMatch }: { query: string; none: string; noMatch: string }) {
  return <p className="px-4 py-8 text-center text-ink-muted">{query.trim() ? noMatch : none}</p>;
}
