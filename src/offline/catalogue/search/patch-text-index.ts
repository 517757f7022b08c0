import { fold } from '../../../domain/listing-filter-core.ts';
import { type Bits, setBit } from './bitset.ts';
import { carried, carriedBits, type SlotChange, type SlotRun } from './slot-change.ts';
import { addWords, asSet, asSetAt, type Postings, type TextIndex } from './text-index.ts';

/**
 * A word's slots moved as the change moves them, the removed and changed out, still lowest first. One pass along the
 * runs (both ascending): over a million slots in all at 100,000 listings, so no lookup per slot.
 */
function moved(slots: Uint32Array, runs: readonly SlotRun[]): Uint32Array {
  const out = new Uint32Array(slots.length);
  let n = 0;
  let r = 0;
  let run = runs[0];
  for (const slot of slots) {
    while (run && slot >= run.from + run.length) run = runs[++r];
    if (!run) break;
    if (slot >= run.from) out[n++] = slot - run.from + run.to;
  }
  return n === out.length ? out : out.slice(0, n);
}

/** Two ascending lists of distinct slots as one. */
function joined(kept: Uint32Array, added: readonly number[] | undefined): Uint32Array {
  if (!added?.length) return kept;
  const out = new Uint32Array(kept.length + added.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < kept.length || j < added.length) {
    const a = kept[i] ?? Number.POSITIVE_INFINITY;
    const b = added[j] ?? Number.POSITIVE_INFINITY;
    if (a < b) {
      out[n++] = a;
      i++;
    } else {
      out[n++] = b;
      j++;
    }
  }
  return out;
}

/** A word's set after: the set before moved, with its new slots; or made from its slots; or none, if it is rare now. */
function setAfter(before: Bits | null | undefined, slots: Uint32Array[], added: (readonly number[])[], change: SlotChange): Bits | null {
  const count = slots.reduce((n, s) => n + s.length, 0);
  if (!asSetAt(count, change.after)) return null;
  if (!before) return asSet(change.after, ...slots);
  const bits = carriedBits(before, change);
  for (const list of added) for (const slot of list) setBit(bits, slot);
  return bits;
}

interface WordEntry {
  word: string;
  title: Uint32Array;
  place: Uint32Array;
  anyBits: Bits | null;
  placeBits: Bits | null;
}

/**
 * The text index of the listings after a change, from the one before: each word's slots moved, the new and changed
 * listings' words added, words no listing holds any more dropped, new words put in their sorted place. The same index
 * buildTextIndex makes of the listings after, for a fraction of its work: the titles are not split again.
 */
export function patchTextIndex(before: TextIndex, change: SlotChange, titleAt: (slot: number) => string, placeAt: (slot: number) => string): TextIndex {
  const titles = carried(before.titles, change, (slot) => fold(titleAt(slot)));
  const places = carried(before.places, change, (slot) => fold(placeAt(slot)));
  const added: Postings = new Map();
  for (const slot of change.fresh) {
    addWords(added, titles[slot] ?? '', slot, 'title');
    addWords(added, places[slot] ?? '', slot, 'place');
  }
  const kept: WordEntry[] = [];
  for (const [w, word] of before.words.entries()) {
    const more = added.get(word);
    added.delete(word);
    const title = joined(moved(before.inTitle[w] ?? new Uint32Array(), change.runs), more?.title);
    const place = joined(moved(before.inPlace[w] ?? new Uint32Array(), change.runs), more?.place);
    if (!title.length && !place.length) continue;
    kept.push({
      word,
      title,
      place,
      anyBits: setAfter(before.anyBits[w], [title, place], more ? [more.title, more.place] : [], change),
      placeBits: setAfter(before.placeBits[w], [place], more ? [more.place] : [], change),
    });
  }
  // Words no listing held before, sorted as buildTextIndex sorts, merged into the kept ones' order.
  const fresh: WordEntry[] = [...added.keys()].sort().map((word) => {
    const title = Uint32Array.from(added.get(word)?.title ?? []);
    const place = Uint32Array.from(added.get(word)?.place ?? []);
    return { word, title, place, anyBits: setAfter(null, [title, place], [], change), placeBits: setAfter(null, [place], [], change) };
  });
  const entries: WordEntry[] = [];
  let f = 0;
  for (const entry of kept) {
    for (let next = fresh[f]; next !== undefined && next.word < entry.word; next = fresh[++f]) entries.push(next);
    entries.push(entry);
  }
  for (let next = fresh[f]; next !== undefined; next = fresh[++f]) entries.push(next);
  return {
    size: change.after,
    titles,
    places,
    words: entries.map((e) => e.word),
    inTitle: entries.map((e) => e.title),
    inPlace: entries.map((e) => e.place),
    anyBits: entries.map((e) => e.anyBits),
    placeBits: entries.map((e) => e.placeBits),
  };
}
