import type { Commute } from '#src/domain/commute/commute-model.ts';
import type { Lang } from '#src/domain/languages.ts';
import { type Station, stationName } from '#src/domain/stations.ts';
import type { Translate } from '#src/i18n/translator.ts';

/**
 * The commute in parts, as the detail page says it: "12 min walk to Borivali · 4 min wait · 34 min fast train ·
 * 5 min to the desk". With a change, each train names where it is left, and the time changing is its own part. No train (the listing's station is the
 * destination) and no desk minutes leave those parts out.
 */
export function commuteParts(commute: Commute, from: Station, t: Translate, lang: Lang): string[] {
  const parts = [t('commute.walk', { minutes: commute.walk, station: stationName(from, lang) })];
  if (commute.legs.length > 0) parts.push(t('commute.wait', { minutes: commute.wait }));
  const changes = commute.legs.length > 1;
  for (const leg of commute.legs) {
    const values = { minutes: leg.minutes, station: stationName(leg.to, lang) };
    if (leg.service === 'fast') parts.push(changes ? t('commute.rideFastTo', values) : t('commute.rideFast', values));
    else parts.push(changes ? t('commute.rideSlowTo', values) : t('commute.rideSlow', values));
  }
  // The ride counts each change's walk over the bridge and the wait for the next train; the legs count only trains.
  const changing = commute.ride - commute.legs.reduce((sum, leg) => sum + leg.minutes, 0);
  if (changing > 0) parts.push(t('commute.changeTime', { minutes: changing }));
  if (commute.desk > 0) parts.push(t('commute.deskLeg', { minutes: commute.desk }));
  return parts;
}
