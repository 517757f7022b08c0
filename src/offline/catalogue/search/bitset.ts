/**
 * Sets of listing slots as bits in 32-bit words: at 100,000 listings one set is 12.5 kB and combining two is 3,125
 * word operations, cheaper than any per-listing test (docs/decisions/0076).
 */
export type Bits = Uint32Array;

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

/** Every slot below `size`. */
export function allBits(size: number): Bits {
  const bits = emptyBits(size);
  bits.fill(0xffffffff);
  const spare = bits.length * 32 - size;
  if (spare > 0) bits[bits.length - 1] = 0xffffffff >>> spare;
  return bits;
}

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
}

export const hasBit = (bits: Bits, slot: number): boolean => ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

/** `into` keeps only what `other` holds too. */
export function andInto(into: Bits, other: Bits): void {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] ?? 0) & (other[i] ?? 0);
}

/** `into` gains what `other` holds. */
export function orInto(into: Bits, other: Bits): void {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] ?? 0) | (other[i] ?? 0);
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] ?? 0;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The slots held, lowest first, from the `skip`th on, at most `limit` of them. */
export function firstSlots(bits: Bits, skip: number, limit: number): number[] {
  const out: number[] = [];
  let seen = 0;
  for (let i = 0; i < bits.length && out.length < limit; i++) {
    let v = bits[i] ?? 0;
    while (v !== 0 && out.length < limit) {
      const low = v & -v;
      if (seen++ >= skip) out.push(i * 32 + 31 - Math.clz32(low));
      v ^= low;
    }
  }
  return out;
}

/** Calls `each` with every slot held, lowest first. */
export function forEachSlot(bits: Bits, each: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] ?? 0;
    while (v !== 0) {
      const low = v & -v;
      each(i * 32 + 31 - Math.clz32(low));
      v ^= low;
    }
  }
}

/** A set of the slots whose value in `column` passes `test`. */
export function bitsWhere(column: ArrayLike<number>, test: (value: number) => boolean): Bits {
  const bits = emptyBits(column.length);
  for (let slot = 0; slot < column.length; slot++) if (test(column[slot] ?? Number.NaN)) setBit(bits, slot);
  return bits;
}

/** 32 bits of `bits` from bit `at` on (any alignment). */
function wordAt(bits: Bits, at: number): number {
  const shift = at & 31;
  const low = (bits[at >>> 5] ?? 0) >>> shift;
  return shift === 0 ? low : (low | ((bits[(at >>> 5) + 1] ?? 0) << (32 - shift))) >>> 0;
}

/**
 * Copies `length` slots of `from` starting at `fromSlot` into `into` at `intoSlot`, whose slots there are clear: a
 * word at a time where the target's words are whole, so moving 100,000 slots by a few costs 3,125 word operations.
 */
export function copyBits(from: Bits, fromSlot: number, into: Bits, intoSlot: number, length: number): void {
  let n = 0;
  // Slot by slot to the target's next word boundary, then whole words, then the rest slot by slot.
  for (; n < length && ((intoSlot + n) & 31) !== 0; n++) if (hasBit(from, fromSlot + n)) setBit(into, intoSlot + n);
  for (; n + 32 <= length; n += 32) into[(intoSlot + n) >>> 5] = wordAt(from, fromSlot + n);
  for (; n < length; n++) if (hasBit(from, fromSlot + n)) setBit(into, intoSlot + n);
}
