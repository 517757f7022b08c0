import { commuteOf } from '#src/domain/commute/commute-model.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import type { Translator } from '#src/i18n/translator.ts';
import type { RememberedDestination } from '#src/lib/remembered-destination.ts';

/** The walk when the listing states one; older data has none, and the model then counts a default walk. */
function walkOf(listing: ListingSummary): number | null {
  return 'walkMinutes' in listing && typeof listing.walkMinutes === 'number' ? listing.walkMinutes : null;
}

/** Door-to-desk minutes to the remembered destination, worded as the list's cards word them. */
export function commuteCell(l: ListingSummary, dest: RememberedDestination, { t, lang }: Translator): string {
  const station = l.station === null ? null : (STATIONS[l.station] ?? null);
  const outcome = commuteOf({ station, walkMinutes: walkOf(l) }, { to: dest.to, deskMinutes: dest.deskMinutes ?? 0 });
  if (!outcome.ok) return t('compare.commuteUnknown');
  const values = { minutes: outcome.commute.minutes, station: stationName(dest.to, lang) };
  return outcome.commute.walkGiven ? t('compare.commuteMinutes', values) : t('compare.commuteNoWalk', values);
}
