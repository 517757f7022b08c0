import { type Freshness, isStale } from '../../domain/freshness-core.ts';
import { useFreshness } from '../../lib/site-info.ts';
import { useWords } from '../../i18n/language-context.tsx';
import './card-words.ts';

/** "May no longer be available" on a listing its owner has not confirmed for STALE_AFTER_DAYS. */
export function MayBeGone({ confirmedAt, freshness }: { confirmedAt: string | undefined; freshness: Freshness }) {
  const t = useWords('card');
  // A summary saved before freshness existed has no date: nothing to judge it by.
  if (!confirmedAt || !isStale({ confirmedAt }, new Date(), freshness)) return null;
  return <p className="rounded-control bg-accent-100 px-3 py-1.5 text-sm font-semibold text-accent-700">{t('card.mayBeGone')}</p>;
}

/** The same, with the days the server reports (GET /api/site). */
export function StaleNote({ confirmedAt }: { confirmedAt: string | undefined }) {
  return <MayBeGone confirmedAt={confirmedAt} freshness={useFreshness()} />;
}
