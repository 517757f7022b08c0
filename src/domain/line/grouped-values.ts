/**
 * Numbers gathered under small whole-number groups, then sorted group by group: a median per group over 100,000
 * listings in one typed buffer, without an array per group growing a value at a time.
 */
export interface GroupedValues {
  push(group: number, value: number): void;
  /** Every group's values in ascending order (group g is sorted[start[g]] up to sorted[start[g + 1]]). */
  sorted(): { sorted: Float64Array; start: Int32Array };
}

/** Room for `expected` values at first (more grow the buffer): a known count allocates once. */
export function groupedValues(groups: number, expected = 4096): GroupedValues {
  let keys = new Int32Array(Math.max(expected, 16));
  let values = new Float64Array(Math.max(expected, 16));
  let n = 0;
  return {
    push(group, value) {
      if (n === keys.length) {
        const moreKeys = new Int32Array(n * 2);
        moreKeys.set(keys);
        keys = moreKeys;
        const moreValues = new Float64Array(n * 2);
        moreValues.set(values);
        values = moreValues;
      }
      keys[n] = group;
      values[n] = value;
      n++;
    },
    sorted() {
      const start = new Int32Array(groups + 1);
      for (let i = 0; i < n; i++) start[(keys[i] ?? 0) + 1] = (start[(keys[i] ?? 0) + 1] ?? 0) + 1;
      for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] ?? 0) + (start[g] ?? 0);
      const next = start.slice(0, groups);
      const sorted = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const g = keys[i] ?? 0;
        const at = next[g] ?? 0;
        sorted[at] = values[i] ?? 0;
        next[g] = at + 1;
      }
      for (let g = 0; g < groups; g++) sorted.subarray(start[g], start[g + 1]).sort();
      return { sorted, start };
    },
  };
}
