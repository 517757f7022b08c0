import { use, useId } from 'react';
import type { CommuteDestination } from '#src/domain/commute/commute-model.ts';
import { stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { commuteInput } from './commute-input.ts';
import { loadCommuteModel } from './commute-model-loader.ts';
import { commuteParts } from './commute-sentence.ts';
import { CommuteStrip } from './commute-strip.tsx';
import { TrainIcon } from './train-icon.tsx';
import commuteWords from 'virtual:catalogue/en/commute';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [commuteWords];

interface Props {
  listing: { station: number | null; walkMinutes?: number | null | undefined };
  destination: CommuteDestination;
}

/** The detail page's commute: the total, the sentence of its parts, and the strip of the line it rides. */
export function CommuteDetail({ listing, destination }: Props) {
  const id = useId();
  const { lang, t } = useTranslator();
  const { commuteOf, DEFAULT_WALK_MINUTES } = use(loadCommuteModel());
  const input = commuteInput(listing);
  const outcome = commuteOf(input, destination);
  const to = stationName(destination.to, lang);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card bg-card p-5 shadow-card">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <TrainIcon className="size-5 shrink-0 text-brand-700" />
        {t('commute.detailHeading', { station: to })}
      </h2>
      {!outcome.ok || input.station === null ? (
        <p className="mt-2 text-sm text-ink-muted">{t('commute.unknown')}</p>
      ) : (
        <>
          <p className="mt-2 text-xl font-bold text-brand-800">{t('commute.total', { minutes: outcome.commute.minutes })}</p>
          <p className="mt-1 text-sm text-ink">{commuteParts(outcome.commute, input.station, t, lang).join(' · ')}</p>
          {!outcome.commute.walkGiven && <p className="mt-1 text-xs text-ink-muted">{t('commute.walkDefault', { minutes: DEFAULT_WALK_MINUTES })}</p>}
          {outcome.commute.legs.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('commute.sameStation')}</p>
          ) : (
            <CommuteStrip
              legs={outcome.commute.legs}
              lang={lang}
              label={`${t('commute.stripLabel', { from: stationName(input.station, lang), to })}: ${commuteParts(outcome.commute, input.station, t, lang).join(', ')}`}
              words={{ change: (station) => t('commute.change', { station }), halts: t('commute.stripHalts'), passes: t('commute.stripPasses') }}
            />
          )}
        </>
      )}
    </section>
  );
}
