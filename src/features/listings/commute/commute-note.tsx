import { use } from 'react';
import type { CommuteDestination } from '#src/domain/commute/commute-model.ts';
import { stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { commuteInput } from './commute-input.ts';
import { loadCommuteModel } from './commute-model-loader.ts';
import { TrainIcon } from './train-icon.tsx';
import commuteWords from 'virtual:catalogue/en/commute';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [commuteWords];

interface Props {
  listing: { station: number | null; walkMinutes?: number | null | undefined };
  destination: CommuteDestination;
}

/** A card's commute line: "≈ 48 min to Churchgate", with "walk time not given" when the owner left it out. */
export function CommuteNote({ listing, destination }: Props) {
  const { lang, t } = useTranslator();
  const { commuteOf } = use(loadCommuteModel());
  const outcome = commuteOf(commuteInput(listing), destination);
  if (!outcome.ok) return <p className="text-sm text-ink-muted">{t('commute.cardUnknown')}</p>;
  const { minutes, walkGiven } = outcome.commute;
  return (
    <div className="text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-brand-800">
        <TrainIcon />
        {t('commute.card', { minutes, station: stationName(destination.to, lang) })}
      </p>
      {!walkGiven && <p className="pl-5.5 text-xs text-ink-muted">{t('commute.cardNoWalk')}</p>}
    </div>
  );
}
