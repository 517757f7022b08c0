import { COMMUTE_LIMITS } from '../commute/commute-limits.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '../property-kinds.ts';

/**
 * The catalogue's columnar format (decision 0075), shared by its encoder (encode.ts, the server) and its reader
 * (decode.ts, the device). After the header come the listings column by column, each row in the same order:
 *
 * - header: MAGIC, FORMAT; version (varint); flags (FLAG_*); the station range when FLAG_RANGE; listing and removed
 *   counts (varints);
 * - title, location, RERA: text, dictionary-coded (TEXT_*);
 * - station (u8, NO_STATION for none), type and status (u8 indexes of PROPERTY_TYPES / PROPERTY_STATUSES);
 * - price and carpet area: a u8 NUMBERS_* kind, then varints or float64s; bedrooms and amenity bits: varints;
 * - created: zigzag difference from the row before (the first from 0); verified, confirmed and the price drop's date
 *   as differences from created (0 for none where it may be absent);
 * - ids, after created: when FLAG_UUID_IDS (every id, removed ones too, is a lowercase UUID) a code per row (ID_*),
 *   then each id's bytes: the last 10 of a version-7 UUID whose time is created + the code's difference, else all
 *   16; without the flag, strings;
 * - photo: where the URL holds the listing's id, its offset + 1 (else 0), then the URL without it as text, then
 *   width and height; the id is not sent twice;
 * - walk (u8, 0 none, else minutes - walk.min + 1), the drop's percent (u8, -percent), deposit (varint, 0 none);
 * - the facts (facts-columns.ts), their rows in factsOrder (grouped by type, status, bedrooms and two amenity bits):
 *   kinds (u8), maintenance (varint), floor (u8), floors above it (varint), then the brokerage, the possession month
 *   and the built year (varints) of the rows whose kinds say they have one, then parking (u8) and facing (u8);
 * - the removed ids: 16 bytes each when FLAG_UUID_IDS, else strings.
 */
export const MAGIC = [0x4d, 0x48, 0x43] as const;
/**
 * 2: ids after created, a version-7 UUID's time sent as a difference from created. 3: the listing facts
 * (facts-columns.ts). 4: the built year, parking and facing too, the facts' rows grouped (factsOrder). A device
 * holding an older format fetches its copy afresh.
 */
export const FORMAT = 4;

export const FLAG_FULL = 1;
export const FLAG_WITHHELD = 2;
export const FLAG_RANGE = 4;
export const FLAG_UUID_IDS = 8;

export const NO_STATION = 255;

/**
 * A text cell: none, a string not seen before in its column, or TEXT_SEEN + the index of one seen. After a column's
 * codes come the new strings' lengths (UTF-16 units) and then all of them as one UTF-8 string.
 */
export const TEXT_NONE = 0;
export const TEXT_NEW = 1;
export const TEXT_SEEN = 2;

/** A number column: every value a whole number from 0 up (varints), or any (float64, little-endian). */
export const NUMBERS_WHOLE = 0;
export const NUMBERS_FLOAT = 1;

/** Dates the format carries exactly: their differences stay within the safe integers (about ±35,000 years). */
export const DATE_LIMIT = 2 ** 50;

/** A listing id's code: a UUID sent whole, or ID_TIMED + the zigzag difference of its time from created. */
export const ID_WHOLE = 0;
export const ID_TIMED = 1;
/** A version-7 UUID: its version digit (the 13th), and the bytes its 48-bit time takes. */
export const UUID_V7_DIGIT = '7'.charCodeAt(0);
export const UUID_TIME_BYTES = 6;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const WALK = COMMUTE_LIMITS.walk;
export const TYPES = PROPERTY_TYPES;
export const STATUSES = PROPERTY_STATUSES;

/** The content type of the format on the wire. */
export const CATALOGUE_COLUMNS_TYPE = 'application/vnd.mumbaihomes.catalogue';
