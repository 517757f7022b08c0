import { use } from 'react';
import type { CommuteDestination } from '#src/domain/commute/commute-model.ts';
import { stationName } from '#src/domain/stations.ts';
import { useWordsTranslator } from '#src/i18n/language-context.tsx';
import { commuteInput } from './commute-input.ts';
import { loadCommuteModel } from './commute-model-loader.ts';
import './commute-words.ts';
import { TrainIcon } from './train-icon.tsx';

interface Props {
  listing: { station: number | null; walkMinutes?: number | null | undefined };
  destination: CommuteDestination;
}

/** A card's commute line: "≈ 48 min to Churchgate", with "walk time not given" when the owner left it out. */
export function CommuteNote({ listing, destination }: Props) {
  const { lang, t } = useWordsTranslator('commute');
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
