import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useCatalogue } from '#src/offline/catalogue/index.ts';

/**
 * Says when the device keeps only a stretch of stations rather than every listing: the site holds more than the
 * device keeps, or the browser refused the space. Searches elsewhere then need a connection.
 */
export function CatalogueScopeNote() {
  const { t, lang } = useTranslator();
  const { count, range, refused } = useCatalogue();
  const from = range ? STATIONS[range[0]] : undefined;
  const to = range ? STATIONS[range[1]] : undefined;
  if (count === null || !from || !to) return null;
  const values = { from: stationName(from, lang), to: stationName(to, lang) };
  return <p className="mb-4 text-sm text-ink-muted">{refused ? t('list.deviceNoSpace', values) : t('list.deviceStretch', values)}</p>;
}
