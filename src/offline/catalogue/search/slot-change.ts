import { type Bits, copyBits, emptyBits } from './bitset.ts';

/** Slots `from`..`from + length - 1` before are `to`.. after: listings kept as they were, moved together. */
export interface SlotRun {
  from: number;
  to: number;
  length: number;
}

/**
 * How the held listings' slots moved from one copy to the next (the index's slot is the position in the newest-first
 * array): the runs kept as they were, in order, and the slots after holding a listing new or changed. A slot before
 * in no run was removed, or changed (its new form is fresh).
 */
export interface SlotChange {
  before: number;
  after: number;
  runs: SlotRun[];
  fresh: number[];
}

/**
 * The change from `before` to `after`, both in the order `order` sorts: one walk of the two, as the merge
 * (catalogue-merge.ts) keeps its order. A listing the same in both (`same`) is kept; one that sorts first in one
 * array and not the other was removed or is new; one in the same place but not the same changed. Every listing after
 * is either in a run or fresh, whatever the arrays hold; the order only makes the runs few.
 */
export function slotChange<T>(before: readonly T[], after: readonly T[], same: (a: T, b: T) => boolean, order: (a: T, b: T) => number): SlotChange {
  const runs: SlotRun[] = [];
  const fresh: number[] = [];
  let i = 0;
  let j = 0;
  let run: SlotRun | null = null;
  while (i < before.length && j < after.length) {
    const a = before[i];
    const b = after[j];
    if (a !== undefined && b !== undefined && same(a, b)) {
      if (run && run.from + run.length === i && run.to + run.length === j) run.length++;
      else {
        run = { from: i, to: j, length: 1 };
        runs.push(run);
      }
      i++;
      j++;
      continue;
    }
    const sign = a === undefined || b === undefined ? 0 : order(a, b);
    if (sign <= 0) i++;
    if (sign >= 0) fresh.push(j++);
  }
  while (j < after.length) fresh.push(j++);
  return { before: before.length, after: after.length, runs, fresh };
}

/** The slots before that no run keeps, lowest first. */
export function droppedSlots(change: SlotChange): number[] {
  const dropped: number[] = [];
  let next = 0;
  for (const { from, length } of change.runs) {
    while (next < from) dropped.push(next++);
    next = from + length;
  }
  while (next < change.before) dropped.push(next++);
  return dropped;
}

/** The array after: the runs' items carried over, a fresh slot's made by `make`. */
export function carried<T>(before: readonly T[], change: SlotChange, make: (slot: number) => T): T[] {
  const parts: T[][] = [];
  let fresh = 0;
  const freshUntil = (end: number) => {
    const made: T[] = [];
    for (let slot = change.fresh[fresh]; slot !== undefined && slot < end; slot = change.fresh[++fresh]) made.push(make(slot));
    if (made.length) parts.push(made);
  };
  for (const { from, to, length } of change.runs) {
    freshUntil(to);
    parts.push(before.slice(from, from + length));
  }
  freshUntil(Number.POSITIVE_INFINITY);
  const out: T[] = [];
  return out.concat(...parts);
}

/** A column after: the runs' values carried over, a fresh slot's NaN until set. */
export function carriedColumn(before: Float64Array, change: SlotChange): Float64Array {
  const column = new Float64Array(change.after).fill(Number.NaN);
  for (const { from, to, length } of change.runs) column.set(before.subarray(from, from + length), to);
  return column;
}

/** A set after: the runs' slots carried over, the fresh ones clear. */
export function carriedBits(before: Bits, change: SlotChange): Bits {
  const bits = emptyBits(change.after);
  for (const { from, to, length } of change.runs) copyBits(before, from, bits, to, length);
  return bits;
}
