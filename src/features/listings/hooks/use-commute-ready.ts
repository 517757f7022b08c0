import { useEffect, useState } from 'react';
import { commuteModelLoaded } from '#src/domain/listing-filter-core.ts';

/**
 * Whether the shared predicate has the commute model: it loads (and registers itself) the first time a destination is
 * set, never with the list's first load. Until then a commute limit matches nothing, so the list waits for this.
 */
export function useCommuteReady(commuteTo: string): boolean {
  const [ready, setReady] = useState(commuteModelLoaded);
  useEffect(() => {
    if (!commuteTo || ready) return undefined;
    let live = true;
    // Precached by the service worker, so this resolves offline too; a failure leaves the limit matching nothing.
    void import('#src/domain/commute/commute-filter.ts').then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [commuteTo, ready]);
  return ready;
}
