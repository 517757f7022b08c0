import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '../domain/compare.ts';
import { COMPARE_PICKS_KEY } from '../domain/compare-picks-key.ts';
import { isId } from '../domain/ids.ts';

/*
 * The listings picked to compare, kept in localStorage so they survive a reload and need no network (decision 0058):
 * a handful of public ids, read synchronously at start, so the toggles show their state on the first render.
 */
export { COMPARE_PICKS_KEY };

export interface ComparePicks {
  ids: readonly string[];
  /** Set when a fifth pick was refused, until the picks next change: the tray says why nothing happened. */
  refused: boolean;
}

const NONE: ComparePicks = { ids: [], refused: false };
let current: ComparePicks | null = null;
const listeners = new Set<() => void>();

/** What the device holds, parsed: anything else in the key (another version, a hand edit) counts as no picks. */
function readStored(): ComparePicks {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COMPARE_PICKS_KEY) ?? '[]');
    const ids = Array.isArray(value) ? value.filter(isId) : [];
    return { ids: [...new Set(ids)].slice(0, MAX_COMPARE), refused: false };
  } catch {
    return NONE;
  }
}

function publish(next: ComparePicks, store: boolean): void {
  current = next;
  if (store) {
    try {
      if (next.ids.length === 0) localStorage.removeItem(COMPARE_PICKS_KEY);
      else localStorage.setItem(COMPARE_PICKS_KEY, JSON.stringify(next.ids));
    } catch {
      // Storage full or blocked (a private window): the picks still hold for this visit.
    }
  }
  for (const listener of listeners) listener();
}

export function comparePicks(): ComparePicks {
  current ??= readStored();
  return current;
}

/** Adds or removes a listing; a fifth is refused (false), never dropped silently in place of another. */
export function toggleComparePick(id: string): boolean {
  const { ids } = comparePicks();
  if (ids.includes(id)) {
    publish({ ids: ids.filter((x) => x !== id), refused: false }, true);
    return true;
  }
  if (ids.length >= MAX_COMPARE) {
    publish({ ids, refused: true }, false);
    return false;
  }
  publish({ ids: [...ids, id], refused: false }, true);
  return true;
}

/** The compare page's own list replaces the picks (a shared link opened, a column removed). */
export function setComparePicks(ids: readonly string[]): void {
  publish({ ids: ids.slice(0, MAX_COMPARE), refused: false }, true);
}

export const clearComparePicks = (): void => publish(NONE, true);

function onStorage(event: StorageEvent): void {
  // Another tab changed them, storage was cleared (key null), or sign-out removed them (it sends the event here too).
  if (event.key === COMPARE_PICKS_KEY || event.key === null) publish(readStored(), false);
}

// Heard whether or not a screen shows the picks now, so the next one to read them never sees a stale copy.
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The picks, none in a server render (hydration starts there, then reads the device). */
export function useComparePicks(): ComparePicks {
  return useSyncExternalStore(subscribe, comparePicks, () => NONE);
}
