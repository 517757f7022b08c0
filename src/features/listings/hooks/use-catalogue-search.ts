import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Freshness } from '#src/domain/freshness-core.ts';
import { type CatalogueView, catalogueCopy, catalogueSearch, type SearchResult } from '#src/offline/catalogue/index.ts';

/**
 * The catalogue worker's answer for `params` (the filter as its query) over the copy `catalogue` names: the count and
 * the first `limit` rows, never every match. Until the answer for what is typed comes, the last one stays (a
 * keystroke's answer takes milliseconds); an answer for a copy or a filter since replaced is dropped. Null where no
 * worker searches (a component test, a page that holds listings itself): the caller filters them itself.
 */
export function useCatalogueSearch(catalogue: CatalogueView | null, params: string, freshness: Freshness, limit: number): SearchResult | null {
  const [answer, setAnswer] = useState<{ of: string; result: SearchResult } | null>(null);
  const copy = catalogue ? catalogueCopy(catalogue) : null;
  useEffect(() => {
    const search = catalogueSearch();
    if (copy === null || !search) return undefined;
    let wanted = true;
    void search({ params, now: Date.now(), freshness, limit }).then((result) => {
      // Drawn at once: an update from a message is of default priority, which React does not let interrupt a render in
      // the background (the cards of the answer before, decision 0085), and the count would wait for those cards.
      if (wanted && result) flushSync(() => setAnswer({ of: copy, result }));
    });
    return () => {
      wanted = false;
    };
  }, [copy, params, freshness, limit]);
  return answer && answer.of === copy ? answer.result : null;
}
