import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';

interface LoadMoreProps {
  onLoad: () => void;
  busy: boolean;
  /** How many rows are shown: each change renews the observer. */
  shown: number;
  label: string;
  busyLabel: string;
  /** The scrolling box the list sits in, when it is not the page. */
  root?: Element | null;
}

/** Loads the next page as it scrolls into view (a screen early); the button stays for keyboards and browsers without IntersectionObserver. */
export function LoadMore({ onLoad, busy, shown, label, busyLabel, root = null }: LoadMoreProps) {
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
      { root, rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [busy, shown, root]);

  return (
    <div ref={ref} className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
