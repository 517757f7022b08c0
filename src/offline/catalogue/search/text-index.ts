import { fold } from '../../../domain/listing-filter-core.ts';
import { allBits, andInto, type Bits, emptyBits, forEachSlot, orInto, setBit } from './bitset.ts';

/**
 * Words as the search splits them: letters, their marks and digits in any script. A Devanagari word keeps its vowel
 * signs (marks), which a `\w` split would cut the word at.
 */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Which texts of a listing a search looks in: the title and the place, or the place alone (the Location filter). */
export type TextField = 'any' | 'place';

/**
 * Every distinct word of the titles and places (folded as the filter folds them), with the listings holding it in
 * each. A search names a piece of a word far more often than the titles hold distinct words, so the words are what
 * is scanned, not the listings.
 */
export interface TextIndex {
  size: number;
  /** The folded texts themselves: a search that spans words is checked against them. */
  titles: string[];
  places: string[];
  words: string[];
  inTitle: Uint32Array[];
  inPlace: Uint32Array[];
  /**
   * A word that many listings hold (a station, "flat", "west") also as sets of its slots, in the title or place and in
   * the place: a search's first letters match most such words, and OR-ing their sets costs less than their slots.
   */
  anyBits: (Bits | null)[];
  placeBits: (Bits | null)[];
}

/** Past this share of the listings a word's slots cost more than its set: 32 slots per 32-bit word of the set. */
const AS_SET_FROM = 1 / 32;

/** Whether a word held `count` times among `size` listings gets a set. */
export const asSetAt = (count: number, size: number): boolean => count > size * AS_SET_FROM;

export function asSet(size: number, ...lists: Uint32Array[]): Bits {
  const bits = emptyBits(size);
  for (const list of lists) for (const slot of list) setBit(bits, slot);
  return bits;
}

/** The slots holding each word, in the title and in the place, lowest first. */
export type Postings = Map<string, { title: number[]; place: number[] }>;

/** Puts each word of `text` (folded) into `postings` under `slot`, once, slots given in rising order. */
export function addWords(postings: Postings, text: string, slot: number, field: 'title' | 'place'): void {
  for (const [word] of text.matchAll(WORD)) {
    let entry = postings.get(word);
    if (!entry) {
      entry = { title: [], place: [] };
      postings.set(word, entry);
    }
    const list = entry[field];
    if (list[list.length - 1] !== slot) list.push(slot);
  }
}

export function buildTextIndex(titles: readonly string[], places: readonly string[]): TextIndex {
  const postings: Postings = new Map();
  const foldedTitles = titles.map(fold);
  const foldedPlaces = places.map(fold);
  for (const [slot, text] of foldedTitles.entries()) addWords(postings, text, slot, 'title');
  for (const [slot, text] of foldedPlaces.entries()) addWords(postings, text, slot, 'place');
  const words = [...postings.keys()].sort();
  const size = titles.length;
  const inTitle = words.map((w) => Uint32Array.from(postings.get(w)?.title ?? []));
  const inPlace = words.map((w) => Uint32Array.from(postings.get(w)?.place ?? []));
  const frequent = (count: number) => asSetAt(count, size);
  return {
    size,
    titles: foldedTitles,
    places: foldedPlaces,
    words,
    inTitle,
    inPlace,
    anyBits: words.map((_, w) => {
      const title = inTitle[w] ?? new Uint32Array();
      const place = inPlace[w] ?? new Uint32Array();
      return frequent(title.length + place.length) ? asSet(size, title, place) : null;
    }),
    placeBits: inPlace.map((place) => (frequent(place.length) ? asSet(size, place) : null)),
  };
}

/**
 * The words holding `piece`: a piece that extends the last one asked (the next keystroke) is looked for among the
 * last one's words only.
 */
function wordsHolding(index: TextIndex, piece: string, last: { piece: string; found: number[] } | null): number[] {
  const pool = last && piece.includes(last.piece) ? last.found : null;
  const found: number[] = [];
  if (pool) {
    for (const w of pool) if (index.words[w]?.includes(piece)) found.push(w);
  } else {
    for (const [w, word] of index.words.entries()) if (word.includes(piece)) found.push(w);
  }
  return found;
}

/** The answers kept for the searches typed lately: a keystroke changes one word of a search, the others answer from here. */
const REMEMBERED = 256;

/**
 * Answers the text part of a filter from a TextIndex, remembering the last piece looked for (one per keystroke) and
 * the answers of the last searches. The sets it returns are its own: read them, never change them.
 */
export function textSearcher(index: TextIndex) {
  let last: { piece: string; found: number[] } | null = null;
  const remembered = new Map<string, Bits>();
  const remember = (key: string, bits: Bits): Bits => {
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(key, bits);
    return bits;
  };

  const holdingPiece = (piece: string, field: TextField): Bits => {
    const key = `${field}:${piece}`;
    const known = remembered.get(key);
    if (known) return known;
    const found = wordsHolding(index, piece, last);
    last = { piece, found };
    const bits = emptyBits(index.size);
    const sets = field === 'any' ? index.anyBits : index.placeBits;
    for (const w of found) {
      const set = sets[w];
      if (set) {
        orInto(bits, set);
        continue;
      }
      if (field === 'any') for (const slot of index.inTitle[w] ?? []) setBit(bits, slot);
      for (const slot of index.inPlace[w] ?? []) setBit(bits, slot);
    }
    return remember(key, bits);
  };

  /**
   * The listings whose folded title or place (or place alone) contains `text`, already folded and trimmed, exactly
   * as the filter's substring test. Text of word characters only lies inside one word of a listing's text, so the
   * words holding it answer in full; text spanning words narrows by each of its words and is then checked as a whole.
   */
  return (text: string, field: TextField): Bits => {
    const pieces = [...text.matchAll(WORD)].map(([piece]) => piece);
    if (pieces.length === 1 && pieces[0] === text) return holdingPiece(text, field);
    const key = `${field}=${text}`;
    const known = remembered.get(key);
    if (known) return known;
    const candidates = allBits(index.size);
    for (const piece of pieces) andInto(candidates, holdingPiece(piece, field));
    const bits = emptyBits(index.size);
    forEachSlot(candidates, (slot) => {
      if ((field === 'any' && index.titles[slot]?.includes(text)) || index.places[slot]?.includes(text)) setBit(bits, slot);
    });
    return remember(key, bits);
  };
}

/** The union of the listings holding any of `texts`. */
export function holdingAny(search: ReturnType<typeof textSearcher>, size: number, texts: string[], field: TextField): Bits {
  const bits = emptyBits(size);
  for (const text of texts) orInto(bits, search(text, field));
  return bits;
}
