import { useQuery } from '@tanstack/react-query';
import { type LineFigures, lineUnlistCutoff } from '#src/domain/line/line-figures.ts';
import { catalogueKeys } from '#src/lib/query-keys/catalogue-keys.ts';
import { useFreshness } from '#src/lib/site-info.ts';
import { catalogueAsker, catalogueCopy, DEVICE_READ, useCatalogue } from '#src/offline/catalogue/index.ts';

/**
 * The line's figures as the catalogue worker works them out over the listings this device holds, keyed by its copy
 * so a sync that changes the copy asks again; null while it holds no listings, only a stretch of stations, or no
 * worker runs (the page then shows the server's answer).
 */
export function useDeviceLine(): LineFigures | null {
  const freshness = useFreshness();
  const view = useCatalogue();
  const asker = catalogueAsker();
  const now = Date.now();
  const enabled = asker !== null && view.count !== null && view.range === null;
  const query = useQuery({
    queryKey: catalogueKeys.line(catalogueCopy(view), lineUnlistCutoff(new Date(now), freshness)),
    queryFn: () => (asker ? asker('line', { now, freshness }) : null),
    enabled,
    ...DEVICE_READ,
  });
  return enabled ? (query.data ?? null) : null;
}
