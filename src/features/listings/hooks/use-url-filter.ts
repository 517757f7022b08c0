import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromParams, filterToParams, type ListingFilter } from '#src/domain/listing-filter-core.ts';

type NavigateOptions = { replace?: boolean };

/**
 * The filter lives in the address bar (same names as the API's query), so a filtered list can be shared and survives
 * reload. Returns the filter as the page shows it, a setter, and `editFilter`, which changes the address as it was
 * last set: the router renders a new address in a transition, so for a moment the address is ahead of the page (an
 * Apply whose results are still loading), and a change made from the page's filter would undo it.
 */
export function useUrlFilter(): [
  ListingFilter,
  (next: ListingFilter, options?: NavigateOptions) => void,
  (edit: (current: ListingFilter) => ListingFilter, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);
  const latest = useRef({ filter, setParams });
  useLayoutEffect(() => {
    latest.current = { filter, setParams };
  }, [filter, setParams]);

  const setFilter = useCallback((next: ListingFilter, options: NavigateOptions = {}) => {
    latest.current.filter = next;
    latest.current.setParams(filterToParams(next), { replace: options.replace ?? false });
  }, []);
  const editFilter = useCallback(
    (edit: (current: ListingFilter) => ListingFilter, options?: NavigateOptions) => setFilter(edit(latest.current.filter), options),
    [setFilter],
  );
  return [filter, setFilter, editFilter];
}
