import { medianInPlace } from '../median-in-place.ts';

/**
 * One value per listing, counted in a group and, when it has one, in its bedroom choice beside it: the line's shape
 * ("any" at `group`, then 1, 2 and 3 BHK at `group + choice`). Typed columns a listing wide, so 100,000 listings on a
 * phone make no object or array per group.
 */
export interface ChoiceValues {
  /** Each listing's value; read only where `group` is set. */
  value: Float64Array;
  /** 1 + the listing's "any" group; 0 leaves it out. */
  group: Uint16Array;
  /** The listing's bedroom choice (1-3) counted beside "any", or 0 for none. */
  choice: Uint8Array;
  /** How many listings each group has so far. */
  count: Int32Array;
}

export function choiceValues(listings: number, groups: number): ChoiceValues {
  return { value: new Float64Array(listings), group: new Uint16Array(listings), choice: new Uint8Array(listings), count: new Int32Array(groups) };
}

/** Listing `i`'s value, in group `group` ("any") and, when `choice` is 1-3, in `group + choice` too. */
export function putChoiceValue(v: ChoiceValues, i: number, group: number, choice: number, value: number): void {
  v.value[i] = value;
  v.group[i] = group + 1;
  v.choice[i] = choice;
  v.count[group] = (v.count[group] ?? 0) + 1;
  if (choice > 0) v.count[group + choice] = (v.count[group + choice] ?? 0) + 1;
}

/** Each group's count and median (medianInPlace's; NaN for an empty group) of `groups` groups. */
export function choiceMedians({ value, group, choice, count }: ChoiceValues): { count: Int32Array; median: Float64Array } {
  const groups = count.length;
  const next = new Int32Array(groups);
  for (let g = 1; g < groups; g++) next[g] = (next[g - 1] ?? 0) + (count[g - 1] ?? 0);
  const start = next.slice();
  const laid = new Float64Array((next[groups - 1] ?? 0) + (count[groups - 1] ?? 0));
  for (let i = 0; i < group.length; i++) {
    const g = (group[i] ?? 0) - 1;
    if (g < 0) continue;
    const v = value[i] ?? 0;
    const at = next[g] ?? 0;
    laid[at] = v;
    next[g] = at + 1;
    const c = choice[i] ?? 0;
    if (c > 0) {
      const atChoice = next[g + c] ?? 0;
      laid[atChoice] = v;
      next[g + c] = atChoice + 1;
    }
  }
  // A selection per group, not a sort: a median needs only the middle, found in linear time.
  const median = new Float64Array(groups).fill(Number.NaN);
  for (let g = 0; g < groups; g++) {
    const from = start[g] ?? 0;
    median[g] = medianInPlace(laid.subarray(from, from + (count[g] ?? 0))) ?? Number.NaN;
  }
  return { count, median };
}
