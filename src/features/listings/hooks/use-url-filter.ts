import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromParams, filterToParams, type ListingFilter } from '../../../domain/listing-filter-core.ts';

/** The filter lives in the address bar (same names as the API's query), so a filtered list can be shared and survives reload. */
export function useUrlFilter(): [ListingFilter, (next: ListingFilter, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);
  const setFilter = useCallback(
    (next: ListingFilter, options: { replace?: boolean } = {}) => setParams(filterToParams(next), { replace: options.replace ?? false }),
    [setParams],
  );
  return [filter, setFilter];
}
