import { useCallback, useEffect, useState } from 'react';

/** The card carousel advances every 3000 ms while hovered. */
export const AUTO_ADVANCE_MS = 3000;

/** Index over `count` slides with wraparound both ways. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  // A list refetch can shrink the photos under us; never point past the end.
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const next = useCallback(() => setIndex((i) => (count > 0 ? (Math.min(i, count - 1) + 1) % count : 0)), [count]);
  const prev = useCallback(() => setIndex((i) => (count > 0 ? (Math.min(i, count - 1) - 1 + count) % count : 0)), [count]);
  const goTo = useCallback((i: number) => setIndex(i), []);
  return { index: current, next, prev, goTo };
}

/** Calls `advance` every AUTO_ADVANCE_MS while `active`. */
export function useAutoAdvance(active: boolean, advance: () => void) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(advance, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [active, advance]);
}
