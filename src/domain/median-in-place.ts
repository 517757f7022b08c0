/**
 * The median of `values`: the middle value, the mean of the two middle ones for an even count rounded to the rupee,
 * null for none (fair-price.ts's median, and the line's). Found by selection rather than a sort: linear on average,
 * which matters for the line's figures over 100,000 listings on a phone. The array is reordered in place.
 */
export function medianInPlace(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  const mid = n >> 1;
  const upper = selectInPlace(values, mid);
  if (n % 2 === 1) return upper;
  // After the selection every value before `mid` is at most the upper middle: the lower middle is their largest.
  let lower = values[0] ?? upper;
  for (let i = 1; i < mid; i++) if ((values[i] ?? lower) > lower) lower = values[i] ?? lower;
  return Math.round((lower + upper) / 2);
}

/** Hoare's selection: reorders `a` so that a[k] is the k-th smallest, none after it smaller, none before it larger. */
function selectInPlace(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    // The middle of three as the pivot keeps sorted and reversed runs (a common order for prices) linear.
    const m = (lo + hi) >> 1;
    if ((a[m] ?? 0) < (a[lo] ?? 0)) swap(a, m, lo);
    if ((a[hi] ?? 0) < (a[lo] ?? 0)) swap(a, hi, lo);
    if ((a[hi] ?? 0) < (a[m] ?? 0)) swap(a, hi, m);
    const pivot = a[m] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] ?? 0) < pivot) i++;
      while ((a[j] ?? 0) > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] ?? 0;
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i] ?? 0;
  a[i] = a[j] ?? 0;
  a[j] = t;
}
