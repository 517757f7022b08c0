import type { OwnerActivity } from '#src/domain/owner-activity-core.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatDayMonth } from '#src/lib/dates.ts';

const TONE = {
  listed: 'bg-success/10 text-success-strong',
  stale: 'bg-accent-100 text-accent-700',
  unlisted: 'bg-accent-100 text-accent-700',
  hidden: 'bg-danger-soft text-danger',
} as const;

/** Where the listing stands, for its owner: listed, waiting for confirmation (by when), out of search, or hidden. */
export function ListingState({ activity }: { activity: Pick<OwnerActivity, 'state' | 'confirmBy'> }) {
  const { lang, t } = useTranslator();
  const by = activity.confirmBy ? formatDayMonth(activity.confirmBy, lang) : '';
  const text =
    activity.state === 'listed'
      ? t('owner.stateListed', { date: by })
      : activity.state === 'stale'
        ? t('owner.stateStale', { date: by })
        : activity.state === 'unlisted'
          ? t('owner.stateUnlisted')
          : t('owner.stateHidden');
  return (
    <p data-testid="listing-state" className={`rounded-control px-3 py-1.5 text-sm font-semibold ${TONE[activity.state]}`}>
      {text}
    </p>
  );
}
