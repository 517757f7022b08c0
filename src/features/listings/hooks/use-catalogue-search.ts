import { useEffect, useState } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import type { Freshness } from '#src/domain/freshness-core.ts';
import { catalogueSearch, type SearchResult } from '#src/offline/catalogue/index.ts';

/**
 * The catalogue worker's answer for `params` (the filter as its query) over `listings`: the count and the first
 * `limit` rows, never every match. Until the answer for what is typed comes, the last one stays (a keystroke's answer
 * takes milliseconds); an answer for listings or a filter since replaced is dropped. Null where no worker searches
 * (a component test, a page that published listings itself): the caller filters the listings itself.
 */
export function useCatalogueSearch(listings: ListingSummary[] | null, params: string, freshness: Freshness, limit: number): SearchResult | null {
  const [answer, setAnswer] = useState<{ of: ListingSummary[]; result: SearchResult } | null>(null);
  useEffect(() => {
    const search = catalogueSearch();
    if (!listings || !search) return undefined;
    let wanted = true;
    void search({ params, now: Date.now(), freshness, limit }).then((result) => {
      if (wanted && result) setAnswer({ of: listings, result });
    });
    return () => {
      wanted = false;
    };
  }, [listings, params, freshness, limit]);
  return answer && answer.of === listings ? answer.result : null;
}
