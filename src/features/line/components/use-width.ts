import { useLayoutEffect, useState } from 'react';

/**
 * An element's width in CSS pixels, followed as it changes (a phone turned, a window resized); `initial` before it is
 * measured. The ref is a callback, so an element that appears later (after a choice) is measured too.
 */
export function useWidth<T extends HTMLElement>(initial: number): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
