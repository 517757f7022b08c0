import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { file, listingFields, multipart, photo, type FilePart } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Uploads that try to smuggle something past POST /api/property/create. */

let t: TestApp;
let cookie: string;
let uploadsDir: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = (await signUp(t.app)).cookie;
  uploadsDir = join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

function upload(files: FilePart[]) {
  const body = multipart(listingFields(), files);
  return t.app.inject({ method: 'POST', url: '/api/property/create', payload: body.payload, headers: { ...body.headers, cookie } });
}

/** Every file under DATA_DIR, relative to it: photos must only ever appear under uploads/. */
function filesInDataDir(): string[] {
  return readdirSync(t.dataDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(t.dataDir, join(d.parentPath, d.name)));
}

async function rowCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(properties);
  return row?.n ?? 0;
}

async function expectRefused(files: FilePart[], message: string) {
  const before = { rows: await rowCount(), files: filesInDataDir() };
  const res = await upload(files);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
  expect(await rowCount()).toBe(before.rows);
  expect(filesInDataDir()).toEqual(before.files);
}

/** Publishes and returns the stored files of the new listing, checking each is WebP with a server-made name under uploads/. */
async function expectStoredAsWebp(files: FilePart[]): Promise<Buffer[]> {
  const before = new Set(filesInDataDir());
  const res = await upload(files);
  expect(res.statusCode).toBe(201);
  const { property } = res.json<{ property: { _id: string; images: { imageUrl: string }[] } }>();
  const added = filesInDataDir().filter((f) => !before.has(f));
  expect(added.length).toBeGreaterThan(0);
  const stored: Buffer[] = [];
  for (const path of added) {
    expect(path.split(sep)).toEqual(['uploads', 'p', property._id, expect.stringMatching(/^[0-9a-f]{12}-\d+\.webp$/)]);
    const bytes = readFileSync(join(t.dataDir, path));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    stored.push(bytes);
  }
  for (const image of property.images) {
    const served = await t.app.inject({ method: 'GET', url: image.imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  }
  return stored;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1-bit greyscale PNG of `side` x `side` blank pixels: a few dozen KB that would decode to gigabytes. */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

describe('uploads that attack POST /api/property/create', () => {
  it('re-encodes a JPEG with HTML and script appended, so none of the payload is stored or served', async () => {
    const polyglot = Buffer.concat([await photo('jpeg', 400, 300), Buffer.from(SCRIPT)]);
    const stored = await expectStoredAsWebp([file(polyglot, 'innocent.html', 'text/html')]);
    for (const bytes of stored) {
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('alert(')).toBe(false);
    }
  });

  it('refuses a GIF/JavaScript polyglot: GIF is not an accepted type', async () => {
    const gifJs = Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=1;alert(document.cookie);//`, 'latin1');
    await expectRefused([file(gifJs, 'avatar.gif', 'image/gif')], 'Only PNG, JPG or WebP images are allowed');
    // Even when it comes along with a good photo, under a photo's name and type.
    await expectRefused([file(await photo('png'), 'ok.png', 'image/png'), file(gifJs, 'photo.jpg', 'image/jpeg')], 'Only PNG, JPG or WebP images are allowed');
  });

  it('refuses an SVG carrying a script, whatever it claims to be', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`);
    await expectRefused([file(svg, 'plan.svg', 'image/svg+xml')], 'Only PNG, JPG or WebP images are allowed');
    await expectRefused([file(svg, 'plan.png', 'image/png')], 'Only PNG, JPG or WebP images are allowed');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    await expectRefused([file(bomb, 'bomb.png', 'image/png')], 'Image dimensions are too large (at most 40 megapixels)');
  });

  it('refuses a JPEG cut off halfway through its picture data, even next to a good photo', async () => {
    const whole = await photo('jpeg', 1200, 900);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    // The header survives, so the size is readable; only decoding the pixels finds the cut.
    expect((await sharp(cut).metadata()).width).toBe(1200);
    await expectRefused([file(cut, 'cut.jpg')], 'An image could not be read. Please choose another photo.');
    await expectRefused(
      [file(await photo('png', 1600, 1000), 'good.png', 'image/png'), file(cut, 'cut.jpg')],
      'An image could not be read. Please choose another photo.',
    );
  });

  it.each([
    ['../../etc/passwd.jpg'],
    ['../../../../../../tmp/owned.jpg'],
    ['/etc/passwd.jpg'],
    ['C:\\Windows\\System32\\evil.jpg'],
    ['..\\..\\evil.jpg'],
    ['photo\u0000.jpg.php'],
    ['%2e%2e%2f%2e%2e%2fescape.jpg'],
  ])('ignores the file name %j and stores the photo under a name of its own', async (filename) => {
    await expectStoredAsWebp([file(await photo('jpeg', 320, 240), filename)]);
    expect(filesInDataDir().every((f) => f.startsWith(`uploads${sep}`))).toBe(true);
    expect(existsSync(join(t.dataDir, '..', '..', 'etc', 'passwd.jpg'))).toBe(false);
    expect(existsSync(join(uploadsDir, '..', 'evil.jpg'))).toBe(false);
  });

  it('serves nothing outside the uploads folder', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toMatch(/root:/);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^image\/webp/);
    }
  });
});
