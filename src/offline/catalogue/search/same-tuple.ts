import type { SummaryTuple } from '../../../domain/catalogue-wire.ts';

/** Two fields of a summary alike: the same value, or arrays (a photo, a price drop, the facts) alike element by element. */
function sameField(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => sameField(x, b[i]));
}

/**
 * Whether two summaries say the same: the same tuple (what the merge carries over), or one decoded again from the
 * records with every field alike, so a copy read afresh after another context's sync still patches what was held.
 */
export const sameTuple = (a: SummaryTuple, b: SummaryTuple): boolean => a === b || (a.length === b.length && a.every((x, i) => sameField(x, b[i])));
