import { isId } from './ids.ts';

/** How many listings the compare table shows side by side (four fit a desktop at once). */
export const MAX_COMPARE = 4;

/**
 * The longest `ids` value read at all: four ids and their commas are 147 characters, so anything far past that is
 * not a shared link but junk, refused before it is split.
 */
export const MAX_COMPARE_IDS_LENGTH = 400;

/** What was wrong with an `ids` value, for the page to say; the ids it could use are kept either way. */
export type CompareIdsProblem = 'tooLong' | 'invalid' | 'repeated' | 'tooMany';

export interface CompareIds {
  /** The listings to compare, in the order given, at most MAX_COMPARE, no repeats, each a well-formed id. */
  ids: string[];
  /** Each kind of bad input met, once, in the order above. */
  problems: CompareIdsProblem[];
}

/**
 * `/compare?ids=a,b,c` read once, the same way everywhere: ids that are not ids (NUL, junk), repeats and those past
 * the fourth are dropped and named; a value past MAX_COMPARE_IDS_LENGTH is refused whole. Never throws.
 */
export function parseCompareIds(raw: string | null | undefined): CompareIds {
  if (raw == null || raw.trim() === '') return { ids: [], problems: [] };
  if (raw.length > MAX_COMPARE_IDS_LENGTH) return { ids: [], problems: ['tooLong'] };
  const found = new Set<CompareIdsProblem>();
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim().toLowerCase();
    if (id === '') continue;
    if (!isId(id)) found.add('invalid');
    else if (ids.includes(id)) found.add('repeated');
    else if (ids.length >= MAX_COMPARE) found.add('tooMany');
    else ids.push(id);
  }
  const order: CompareIdsProblem[] = ['tooLong', 'invalid', 'repeated', 'tooMany'];
  return { ids, problems: order.filter((p) => found.has(p)) };
}

/** The link that opens the table for these listings (the tray's Compare and a shared URL are the same). */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.slice(0, MAX_COMPARE).map(encodeURIComponent).join(',')}`;
}

/**
 * Whether a row's values differ across the listings (two or more): the table marks those rows and "Only differences"
 * keeps just them. Values are compared as the table shows them; a listing with no value (gone) does not count.
 */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  const shown = values.filter((v): v is string => v !== null);
  return shown.length > 1 && shown.some((v) => v !== shown[0]);
}
