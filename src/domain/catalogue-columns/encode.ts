import { type CatalogueResponse, NO_FACTS_TUPLE, type SummaryTuple } from '../catalogue-wire.ts';
import { ByteWriter, toZigzag } from './bytes.ts';
import { factsCodes, factsOrder, writeFactsColumns } from './facts-columns.ts';
import * as format from './format.ts';

/** A text column (format.ts): each row's code, then the new strings' lengths, then all of them as one UTF-8 run. */
function textColumn(w: ByteWriter, values: (string | null)[]): void {
  const seen = new Map<string, number>();
  const fresh: string[] = [];
  for (const v of values) {
    if (v === null) {
      w.varint(format.TEXT_NONE);
      continue;
    }
    const at = seen.get(v);
    if (at !== undefined) {
      w.varint(format.TEXT_SEEN + at);
      continue;
    }
    seen.set(v, seen.size);
    fresh.push(v);
    w.varint(format.TEXT_NEW);
  }
  // One encoder call for the column: one per string cost most of the encoding's time.
  for (const v of fresh) w.varint(v.length);
  w.string(fresh.join(''));
}

function numberColumn(w: ByteWriter, values: number[]): void {
  if (values.every((v) => Number.isSafeInteger(v) && v >= 0)) {
    w.u8(format.NUMBERS_WHOLE);
    for (const v of values) w.varint(v);
    return;
  }
  w.u8(format.NUMBERS_FLOAT);
  const floats = new Float64Array(values);
  w.bytes(new Uint8Array(floats.buffer));
}

/** A hex digit's value by its character code. */
const NIBBLE = new Map([...'0123456789abcdef'].map((c, i) => [c.charCodeAt(0), i]));

/** A UUID's 16 bytes from `from` on: 8-4-4-4-12 hex digits, the dashes skipped. */
function uuidBytes(w: ByteWriter, id: string, from: number): void {
  for (let b = 0, i = 0; b < 16; b++, i += 2) {
    if (i === 8 || i === 13 || i === 18 || i === 23) i++;
    if (b >= from) w.u8((NIBBLE.get(id.charCodeAt(i)) ?? 0) * 16 + (NIBBLE.get(id.charCodeAt(i + 1)) ?? 0));
  }
}

/** A time-ordered UUID's (version 7) milliseconds, its first 48 bits; null for any other id. */
function uuidTime(id: string): number | null {
  return id.charCodeAt(14) === format.UUID_V7_DIGIT ? Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : null;
}

/**
 * The listings' ids (format.ts): a version-7 UUID's time is sent as its difference from the listing's creation,
 * which is 0 when one moment made both, so only its 10 random bytes travel; any other UUID goes whole.
 */
function listingIdColumn(w: ByteWriter, rows: SummaryTuple[], uuids: boolean): void {
  if (!uuids) {
    for (const t of rows) w.string(t[0]);
    return;
  }
  const times = rows.map((t) => uuidTime(t[0]));
  rows.forEach((t, i) => {
    const time = times[i];
    w.varint(time == null ? format.ID_WHOLE : toZigzag(time - t[11]) + format.ID_TIMED);
  });
  rows.forEach((t, i) => {
    uuidBytes(w, t[0], times[i] == null ? 0 : format.UUID_TIME_BYTES);
  });
}

function removedIdColumn(w: ByteWriter, ids: string[], uuids: boolean): void {
  for (const id of ids) {
    if (uuids) uuidBytes(w, id, 0);
    else w.string(id);
  }
}

/** A date the format carries exactly (DATE_LIMIT of format.ts): the server's are all real dates. */
function date(v: number): number {
  if (!Number.isSafeInteger(v) || Math.abs(v) >= format.DATE_LIMIT) throw new RangeError('catalogueDate');
  return v;
}

/** The answer in the columnar format (format.ts), uncompressed: the wire compresses it (brotli). */
export function encodeCatalogueColumns(answer: CatalogueResponse): Uint8Array {
  const rows: SummaryTuple[] = answer.listings;
  const ids = rows.map((t) => t[0]);
  const uuids = [...ids, ...answer.removed].every((id) => format.UUID.test(id));
  const w = new ByteWriter();
  for (const b of format.MAGIC) w.u8(b);
  w.u8(format.FORMAT);
  w.varint(answer.version);
  const flags =
    (answer.full ? format.FLAG_FULL : 0) |
    (answer.withheld ? format.FLAG_WITHHELD : 0) |
    (answer.range ? format.FLAG_RANGE : 0) |
    (uuids ? format.FLAG_UUID_IDS : 0);
  w.u8(flags);
  if (answer.range) {
    w.varint(answer.range[0]);
    w.varint(answer.range[1]);
  }
  w.varint(rows.length);
  w.varint(answer.removed.length);

  textColumn(
    w,
    rows.map((t) => t[1]),
  );
  textColumn(
    w,
    rows.map((t) => t[2]),
  );
  for (const t of rows) w.u8(t[3] ?? format.NO_STATION);
  for (const t of rows) w.u8(format.TYPES.indexOf(t[4]));
  for (const t of rows) w.u8(format.STATUSES.indexOf(t[5]));
  numberColumn(
    w,
    rows.map((t) => t[6]),
  );
  for (const t of rows) w.varint(t[7]);
  numberColumn(
    w,
    rows.map((t) => t[8]),
  );
  for (const t of rows) w.varint(t[9]);
  textColumn(
    w,
    rows.map((t) => t[10]),
  );
  let previous = 0;
  for (const t of rows) {
    w.zigzag(date(t[11]) - previous);
    previous = t[11];
  }
  listingIdColumn(w, rows, uuids);
  // The id inside a photo's URL (p/<id>/...) is sent once, with the ids.
  const at = rows.map((t) => (t[12] ? t[12][0].indexOf(t[0]) : -1));
  for (const i of at) w.varint(i + 1);
  textColumn(
    w,
    rows.map((t, i) => {
      const photo = t[12];
      if (!photo) return null;
      const offset = at[i] ?? -1;
      return offset < 0 ? photo[0] : photo[0].slice(0, offset) + photo[0].slice(offset + t[0].length);
    }),
  );
  for (const t of rows) if (t[12]) w.varint(t[12][1]);
  for (const t of rows) if (t[12]) w.varint(t[12][2]);
  for (const t of rows) w.varint(t[13] == null ? 0 : toZigzag(date(t[13]) - t[11]) + 1);
  for (const t of rows) w.zigzag(date(t[14] ?? t[11]) - t[11]);
  for (const t of rows) w.u8(t[15] == null ? 0 : t[15] - format.WALK.min + 1);
  for (const t of rows) w.varint(t[16] == null ? 0 : toZigzag(date(t[16][0]) - t[11]) + 1);
  for (const t of rows) if (t[16]) w.u8(-t[16][1]);
  for (const t of rows) w.varint(t[17] ?? 0);
  const facts = rows.map((t) => factsCodes(t[18] ?? NO_FACTS_TUPLE, t[4]));
  writeFactsColumns(w, facts, factsOrder(rows.map((t) => ({ type: t[4], status: t[5], bedrooms: t[7], amenityBits: t[9] }))));
  removedIdColumn(w, answer.removed, uuids);
  return w.done();
}
