/**
 * The byte-level pieces of the catalogue's columnar format (format.ts): unsigned LEB128 varints up to
 * Number.MAX_SAFE_INTEGER, zigzag for signed differences, UTF-8 strings with their byte length before them.
 * Plain arithmetic rather than bit operators, which stop at 32 bits.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A signed whole number as an unsigned one: small either side of 0 stays small. */
export const toZigzag = (v: number): number => (v >= 0 ? v * 2 : -v * 2 - 1);
export const fromZigzag = (z: number): number => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

/** A growing byte buffer written front to back. */
export class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  private pos = 0;

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  u8(v: number): void {
    this.room(1);
    this.buf[this.pos++] = v;
  }

  /** A whole number from 0 to Number.MAX_SAFE_INTEGER. */
  varint(v: number): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError('catalogueVarint');
    this.room(8);
    if (v < 0x80000000) {
      // The common case, with 32-bit operations.
      let x = v;
      while (x >= 0x80) {
        this.buf[this.pos++] = (x & 0x7f) | 0x80;
        x >>>= 7;
      }
      this.buf[this.pos++] = x;
      return;
    }
    let rest = v;
    while (rest >= 0x80) {
      this.buf[this.pos++] = (rest % 0x80) + 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buf[this.pos++] = rest;
  }

  /** A signed whole number whose size fits 52 bits: small either side of 0 stays small. */
  zigzag(v: number): void {
    this.varint(toZigzag(v));
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  string(s: string): void {
    const b = encoder.encode(s);
    this.varint(b.length);
    this.bytes(b);
  }

  done(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

/** Reads what ByteWriter wrote; any read past the end, or a varint past the safe range, throws. */
export class ByteReader {
  private pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  get atEnd(): boolean {
    return this.pos === this.buf.length;
  }

  u8(): number {
    const v = this.buf[this.pos++];
    if (v === undefined) throw new RangeError('catalogueTruncated');
    return v;
  }

  varint(): number {
    // The common case, up to 28 bits, with 32-bit operations.
    let small = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      const b = this.buf[this.pos];
      if (b === undefined) throw new RangeError('catalogueTruncated');
      this.pos++;
      small |= (b & 0x7f) << shift;
      if (b < 0x80) return small;
    }
    let v = small;
    let scale = 2 ** 28;
    for (;;) {
      const b = this.u8();
      v += (b % 0x80) * scale;
      if (b < 0x80) break;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new RangeError('catalogueVarint');
    }
    if (!Number.isSafeInteger(v)) throw new RangeError('catalogueVarint');
    return v;
  }

  zigzag(): number {
    return fromZigzag(this.varint());
  }

  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new RangeError('catalogueTruncated');
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }

  string(): string {
    return decoder.decode(this.bytes(this.varint()));
  }
}
