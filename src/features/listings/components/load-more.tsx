import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button.tsx';
import { listingsCopy } from '../copy.ts';

const c = listingsCopy.list;

/** Loads the next page as it scrolls into view (a screen early); the button stays for keyboards and browsers without IntersectionObserver. */
export function LoadMore({ onLoad, busy, shown }: { onLoad: () => void; busy: boolean; shown: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` changing is what must renew the observer.
  useEffect(() => {
    const node = ref.current;
    // A fresh observer after each load reports at once if the end is still in view (a short page, or a wide screen
    // where the catalogue's next cards did not push it out): an observer only reports changes.
    if (!node || busy || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [busy, shown]);

  return (
    <div ref={ref} className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={busy}>
        {busy ? c.loadingMore : c.loadMore}
      </Button>
    </div>
  );
}
