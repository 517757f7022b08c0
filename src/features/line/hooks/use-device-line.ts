import { useEffect, useState } from 'react';
import type { LineFigures } from '#src/domain/line/line-figures.ts';
import { useFreshness } from '#src/lib/site-info.ts';
import { catalogueLine, useCatalogue } from '#src/offline/catalogue/index.ts';

/**
 * The line's figures as the catalogue worker works them out over the listings this device holds, again after each
 * sync; null while it holds no listings, only a stretch of stations, or no worker runs.
 */
export function useDeviceLine(): LineFigures | null {
  const freshness = useFreshness();
  // Only as the signal that the device's copy changed: the worker holds the listings and does the counting.
  const { syncedAt, range } = useCatalogue();
  const [figures, setFigures] = useState<LineFigures | null>(null);
  useEffect(() => {
    const line = catalogueLine();
    if (!line || syncedAt === null || range !== null) {
      setFigures(null);
      return undefined;
    }
    let wanted = true;
    void line({ now: Date.now(), freshness }).then((answer) => {
      if (wanted) setFigures(answer);
    });
    return () => {
      wanted = false;
    };
  }, [syncedAt, range, freshness]);
  return figures;
}
