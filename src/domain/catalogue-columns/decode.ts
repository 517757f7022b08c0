import { AMENITY_KEYS } from '../amenities.ts';
import { type CatalogueResponse, isFactsTuple, type SummaryTuple } from '../catalogue-wire.ts';
import { factsOfCodes, factsOrder, readFactsColumns } from './facts-columns.ts';
import { MAX_DEPOSIT } from '../property-kinds.ts';
import { STATIONS } from '../stations.ts';
import { ByteReader, fromZigzag } from './bytes.ts';
import {
  FLAG_FULL,
  FLAG_RANGE,
  FLAG_UUID_IDS,
  FLAG_WITHHELD,
  FORMAT,
  ID_TIMED,
  ID_WHOLE,
  MAGIC,
  NO_STATION,
  NUMBERS_FLOAT,
  NUMBERS_WHOLE,
  STATUSES,
  TEXT_NEW,
  TEXT_NONE,
  TEXT_SEEN,
  TYPES,
  UUID_TIME_BYTES,
  WALK,
} from './format.ts';

/** A value the catalogue's schema (catalogue.ts) would refuse: the whole answer is refused. */
class Refused extends Error {}

function check(ok: boolean): void {
  if (!ok) throw new Refused('catalogueColumnsInvalid');
}

function textColumn(r: ByteReader, n: number, max: number, nullable: boolean): (string | null)[] {
  const codes = each(n, () => r.varint());
  const lengths = each(codes.filter((c) => c === TEXT_NEW).length, () => r.varint());
  // The new strings arrive as one UTF-8 run, decoded in one call and cut by their lengths (UTF-16 units).
  const run = r.string();
  const seen: string[] = [];
  let from = 0;
  for (const length of lengths) {
    check(length <= max);
    seen.push(run.slice(from, from + length));
    from += length;
  }
  check(from === run.length);
  let fresh = 0;
  return codes.map((code) => {
    if (code === TEXT_NONE) {
      check(nullable);
      return null;
    }
    const s = code === TEXT_NEW ? seen[fresh++] : seen[code - TEXT_SEEN];
    // A code may only name a string already given.
    check(s !== undefined && (code === TEXT_NEW || code - TEXT_SEEN < fresh));
    return s ?? null;
  });
}

function numberColumn(r: ByteReader, n: number): number[] {
  const kind = r.u8();
  const out: number[] = [];
  if (kind === NUMBERS_WHOLE) {
    for (let i = 0; i < n; i++) out.push(r.varint());
    return out;
  }
  check(kind === NUMBERS_FLOAT);
  const view = new DataView(r.bytes(n * 8).slice().buffer);
  for (let i = 0; i < n; i++) {
    const v = view.getFloat64(i * 8, true);
    check(Number.isFinite(v) && v >= 0);
    out.push(v);
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Hex digits of `b[from..16)` with a UUID's dashes, as if the first `from` bytes were there. */
const hexOf = (b: Uint8Array, from = 0): string => {
  let hex = '';
  for (let j = from; j < 16; j++) hex += (j === 4 || j === 6 || j === 8 || j === 10 ? '-' : '') + (HEX[b[j - from] ?? 0] ?? '');
  return hex;
};

function stringIds(r: ByteReader, n: number): string[] {
  return each(n, () => {
    const id = r.string();
    check(id.length >= 1 && id.length <= 64);
    return id;
  });
}

/** The listings' ids (format.ts): a version-7 UUID's first 6 bytes are its time, created + the code's difference. */
function listingIdColumn(r: ByteReader, created: number[], uuids: boolean): string[] {
  if (!uuids) return stringIds(r, created.length);
  const codes = each(created.length, () => r.varint());
  return codes.map((code, i) => {
    if (code === ID_WHOLE) return hexOf(r.bytes(16));
    const time = (created[i] ?? 0) + fromZigzag(code - ID_TIMED);
    check(Number.isSafeInteger(time) && time >= 0 && time < 2 ** 48);
    const rest = r.bytes(16 - UUID_TIME_BYTES);
    // Only a version-7 UUID is sent this way: any other byte there would read as a different id than was sent.
    check((rest[0] ?? 0) >> 4 === 7);
    const digits = time.toString(16).padStart(2 * UUID_TIME_BYTES, '0');
    return `${digits.slice(0, 8)}-${digits.slice(8)}${hexOf(rest, UUID_TIME_BYTES)}`;
  });
}

function removedIdColumn(r: ByteReader, n: number, uuids: boolean): string[] {
  return uuids ? each(n, () => hexOf(r.bytes(16))) : stringIds(r, n);
}

const safeInt = (v: number): number => {
  check(Number.isSafeInteger(v));
  return v;
};

function each<T>(n: number, read: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(read(i));
  return out;
}

function readAnswer(r: ByteReader): CatalogueResponse {
  for (const b of MAGIC) check(r.u8() === b);
  check(r.u8() === FORMAT);
  const version = r.varint();
  const flags = r.u8();
  check(flags < 16);
  const range: [number, number] | null = flags & FLAG_RANGE ? [r.varint(), r.varint()] : null;
  const n = r.varint();
  const removedCount = r.varint();
  const uuids = (flags & FLAG_UUID_IDS) !== 0;

  const titles = textColumn(r, n, 500, false);
  const places = textColumn(r, n, 500, false);
  const stations = each(n, () => {
    const s = r.u8();
    check(s === NO_STATION || s < STATIONS.length);
    return s === NO_STATION ? null : s;
  });
  const types = each(n, () => TYPES[r.u8()]);
  const statuses = each(n, () => STATUSES[r.u8()]);
  const prices = numberColumn(r, n);
  const bedrooms = each(n, () => r.varint());
  const areas = numberColumn(r, n);
  const amenities = each(n, () => {
    const bits = r.varint();
    check(bits < 2 ** AMENITY_KEYS.length);
    return bits;
  });
  const reras = textColumn(r, n, 32, true);
  let previous = 0;
  const created = each(n, () => (previous = safeInt(previous + r.zigzag())));
  const ids = listingIdColumn(r, created, uuids);
  const idAt = each(n, () => r.varint() - 1);
  const urls = textColumn(r, n, 1000, true);
  const photoCount = urls.filter((u) => u !== null).length;
  const widths = each(photoCount, () => r.varint());
  const heights = each(photoCount, () => r.varint());
  const verified = each(n, (i) => {
    const code = r.varint();
    return code === 0 ? null : safeInt((created[i] ?? 0) + fromZigzag(code - 1));
  });
  const confirmed = each(n, (i) => safeInt((created[i] ?? 0) + r.zigzag()));
  const walks = each(n, () => {
    const code = r.u8();
    check(code <= WALK.max - WALK.min + 1);
    return code === 0 ? null : code + WALK.min - 1;
  });
  const dropAt = each(n, (i) => {
    const code = r.varint();
    return code === 0 ? null : safeInt((created[i] ?? 0) + fromZigzag(code - 1));
  });
  const dropPercents = each(dropAt.filter((d) => d !== null).length, () => {
    const p = r.u8();
    check(p <= 100);
    return p === 0 ? 0 : -p;
  });
  const deposits = each(n, () => {
    const d = r.varint();
    check(d <= MAX_DEPOSIT);
    return d;
  });
  const factsAt = factsOrder(
    types.map((type, i) => ({ type: type ?? 'sale', status: statuses[i] ?? 'resale', bedrooms: bedrooms[i] ?? 0, amenityBits: amenities[i] ?? 0 })),
  );
  const factCodes = readFactsColumns(r, factsAt);
  const removed = removedIdColumn(r, removedCount, uuids);
  check(r.atEnd);

  let photo = 0;
  let drop = 0;
  const listings = ids.map((id, i): SummaryTuple => {
    const type = types[i];
    const status = statuses[i];
    const title = titles[i];
    const place = places[i];
    check(type !== undefined && status !== undefined && typeof title === 'string' && typeof place === 'string');
    const url = urls[i];
    let picture: [string, number, number] | null = null;
    if (url != null) {
      const at = idAt[i] ?? -1;
      const full = at < 0 ? url : url.slice(0, at) + id + url.slice(at);
      check(at <= url.length && full.length <= 1000);
      const width = widths[photo] ?? 0;
      const height = heights[photo++] ?? 0;
      check(width > 0 && height > 0);
      picture = [full, width, height];
    } else check(idAt[i] === -1);
    const at = dropAt[i];
    const lastDrop: [number, number] | null = at == null ? null : [at, dropPercents[drop++] ?? 0];
    const tuple: SummaryTuple = [
      id,
      title ?? '',
      place ?? '',
      stations[i] ?? null,
      type ?? 'sale',
      status ?? 'resale',
      prices[i] ?? 0,
      bedrooms[i] ?? 0,
      areas[i] ?? 0,
      amenities[i] ?? 0,
      reras[i] ?? null,
      created[i] ?? 0,
      picture,
      verified[i] ?? null,
      confirmed[i] ?? 0,
      walks[i] ?? null,
      lastDrop,
    ];
    const deposit = deposits[i] ?? 0;
    tuple[17] = deposit > 0 ? deposit : null;
    const codes = factCodes[i];
    const facts = codes ? factsOfCodes(codes, type ?? 'sale') : null;
    // What the schema would refuse is refused here too (catalogue-wire.ts's isFactsTuple is its rule without zod).
    check(facts !== null && isFactsTuple(facts));
    if (facts) tuple[18] = facts;
    return tuple;
  });
  return { version, full: (flags & FLAG_FULL) !== 0, listings, removed, range, withheld: (flags & FLAG_WITHHELD) !== 0 };
}

/**
 * The answer in the columnar format (encode.ts), checked as catalogue.ts's schema checks the JSON one: any value
 * the schema would refuse, a truncated or overlong buffer, or another format reads as null.
 */
export function decodeCatalogueColumns(bytes: Uint8Array): CatalogueResponse | null {
  try {
    return readAnswer(new ByteReader(bytes));
  } catch (err) {
    if (err instanceof Refused || err instanceof RangeError) return null;
    throw err;
  }
}
