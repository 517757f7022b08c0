import type { ListingSummary } from '../../domain/catalogue.ts';
import { useT } from '../../i18n/language-context.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { StaleNote } from './stale-note.tsx';

/**
 * Under a card in the wishlist and on My Properties: a listing a moderator took down is gone (its owner, who alone
 * gets the reason, is told why); one still up says when it may no longer be available.
 */
export function HiddenNote({
  property: p,
}: {
  property: Pick<ListingSummary, 'hidden' | 'hiddenReason' | 'hiddenAs' | 'confirmedAt' | 'availability' | 'availabilityChangedAt'>;
}) {
  const t = useT();
  // One off the market says since when; one still up may only be stale (the search list's cards say so themselves, decision 0042).
  if (!p.hidden && p.availability && p.availability !== 'available') return <AvailabilityNote property={p} />;
  if (!p.hidden) return <StaleNote confirmedAt={p.confirmedAt} />;
  return (
    <div role="status" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
      <p className="font-semibold">{p.hiddenReason === undefined ? t('card.noLongerAvailable') : t('card.hiddenByTeam')}</p>
      {p.hiddenAs === 'duplicate' && <p>{t('card.hiddenAsDuplicate')}</p>}
      {p.hiddenReason !== undefined && <p>{t('card.hiddenReason', { reason: p.hiddenReason })}</p>}
    </div>
  );
}
