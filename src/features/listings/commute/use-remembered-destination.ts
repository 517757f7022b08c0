import { useSyncExternalStore } from 'react';
import type { CommuteDestination } from '#src/domain/commute/commute-model.ts';
import { rememberedDestination } from './remembered-destination.ts';

const noSubscription = () => () => undefined;
let last: { raw: CommuteDestination | null; key: string } = { raw: null, key: '' };

/** One object per destination, as useSyncExternalStore wants: a new one only when the stored destination changes. */
function snapshot(): CommuteDestination | null {
  const found = rememberedDestination();
  const key = found ? `${found.to}|${found.deskMinutes ?? 0}` : '';
  if (key !== last.key) last = { raw: found ? { to: found.to, deskMinutes: found.deskMinutes ?? 0 } : null, key };
  return last.raw;
}

/**
 * Where the reader travels to, as the list last applied it: the detail page's commute. The server never knows it, so
 * the server's markup and hydration have none, and the commute appears just after.
 */
export function useRememberedDestination(): CommuteDestination | null {
  return useSyncExternalStore(noSubscription, snapshot, () => null);
}
