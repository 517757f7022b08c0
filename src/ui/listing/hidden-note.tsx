import type { ListingSummary } from '../../domain/catalogue.ts';
import { hiddenCopy as c } from './hidden-copy.ts';

/**
 * Under a card in the wishlist and on My Properties: a listing a moderator took down is gone (its owner, who alone
 * gets the reason, is told why). One still up says on the card itself when it may no longer be available.
 */
export function HiddenNote({ property: p }: { property: Pick<ListingSummary, 'hidden' | 'hiddenReason'> }) {
  if (!p.hidden) return null;
  return (
    <div role="status" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
      <p className="font-semibold">{p.hiddenReason === undefined ? c.noLongerAvailable : c.hiddenByTeam}</p>
      {p.hiddenReason !== undefined && <p>{c.reason(p.hiddenReason)}</p>}
    </div>
  );
}
