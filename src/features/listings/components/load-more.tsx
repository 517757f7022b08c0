import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button.tsx';
import { listingsCopy } from '../copy.ts';

const c = listingsCopy.list;

/** Loads the next page as it scrolls into view (a screen early); the button stays for keyboards and browsers without IntersectionObserver. */
export function LoadMore({ onLoad, busy }: { onLoad: () => void; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;

  useEffect(() => {
    const node = ref.current;
    // A fresh observer after each load reports at once if the end is still in view (a short page).
    if (!node || busy || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [busy]);

  return (
    <div ref={ref} className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={busy}>
        {busy ? c.loadingMore : c.loadMore}
      </Button>
    </div>
  );
}
