import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
let uploadsDir: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = (await signUp(t.app)).cookie;
  uploadsDir = join(t.deps.config.dataDir, 'uploads');
});
afterAll(() => t.close());

function upload(fields: Record<string, string>, files: Parameters<typeof multipart>[1], who = cookie) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/property/create', payload: body.payload, headers: { ...body.headers, cookie: who } });
}

function storedFiles(): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

async function rowCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(properties);
  return row?.n ?? 0;
}

/** A failed upload must leave nothing behind. */
async function expectNothingStored(before: { rows: number; files: number }) {
  expect(await rowCount()).toBe(before.rows);
  expect(storedFiles()).toHaveLength(before.files);
}

const snapshot = async () => ({ rows: await rowCount(), files: storedFiles().length });

describe('POST /api/property/create', () => {
  it('publishes a listing with its photos as upright WebP widths, owned by the signed-in user', async () => {
    const res = await upload(listingFields({ reraNumber: 'p51800012345' }), [
      file(await photo('png', 1600, 1000), 'front.png', 'image/png'),
      file(await photo('jpeg', 500, 400)),
    ]);
    expect(res.statusCode).toBe(201);
    const { message, property } = res.json();
    expect(message).toBe('Property uploaded');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(property).toMatchObject({
      propertyName: '2 BHK near Andheri station',
      type: 'sale',
      ucresale: 'resale',
      location: 'Andheri West',
      station: 12,
      price: 18_500_000,
      bedrooms: 2,
      carpetArea: 650,
      owner: me.json()._id,
      gym: true,
      swimming: true,
      wifi: false,
      reraNumber: 'P51800012345',
    });
    expect(property.images).toHaveLength(2);
    const [cover, second] = property.images;
    expect(cover).toMatchObject({ width: 1600, height: 1000, imageUrl: expect.stringMatching(/^\/uploads\/p\/.+-1280\.webp$/) });
    expect(cover.srcset).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-960\.webp 960w, .+-1280\.webp 1280w$/);
    // Never upscaled: a 500 px photo gets 320 and its own 500.
    expect(second.srcset).toMatch(/-320\.webp 320w, .+-500\.webp 500w$/);

    const served = await t.app.inject({ method: 'GET', url: cover.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 800]);

    const detail = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${property._id}` });
    // The detail adds the listing's price history: one point, its first price, on the day it was listed; and its
    // fair price, none while it is alone at its station.
    const { priceHistory, listedAt, fairPrice, ...rest } = detail.json();
    expect(rest).toEqual(property);
    expect(fairPrice).toBeNull();
    expect(priceHistory).toEqual([{ date: listedAt, price: property.price }]);
  });

  it('needs a signed-in user', async () => {
    const res = await upload(listingFields(), [file(await photo('jpeg'))], '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please log in to continue' });
  });

  it.each([
    [{ type: '' }, 'Property type is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: '0' }, 'Price must be greater than 0'],
    [{ propertyName: '  ' }, 'Title is required'],
    [{ location: '' }, 'Location is required'],
    [{ address: '' }, 'Address is required'],
    [{ bedrooms: '-1' }, 'Must be 0 or more'],
    [{ carpetArea: '0' }, 'Carpet Area must be greater than 0'],
    [{ description: '' }, 'Description is required'],
    [{ reraNumber: 'P123' }, 'MahaRERA number is P followed by 11 digits'],
    [{ amenities: '["jacuzzi"]' }, 'Unknown amenity: jacuzzi'],
  ])('refuses %j with 400 "%s" and stores nothing', async (over, message) => {
    const before = await snapshot();
    const res = await upload(listingFields(over), [file(await photo('jpeg'))]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    await expectNothingStored(before);
  });

  it('needs at least one image', async () => {
    const res = await upload(listingFields(), []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please upload at least one image' });
  });

  it('takes ten images and refuses eleven', async () => {
    const tiny = await photo('png', 40, 30);
    const ten = await upload(
      listingFields(),
      Array.from({ length: 10 }, () => file(tiny, 'a.png', 'image/png')),
    );
    expect(ten.statusCode).toBe(201);
    expect(ten.json().property.images).toHaveLength(10);

    const before = await snapshot();
    const eleven = await upload(
      listingFields(),
      Array.from({ length: 11 }, () => file(tiny, 'a.png', 'image/png')),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toMatchObject({ message: 'Maximum 10 images allowed' });
    await expectNothingStored(before);
  });

  it('takes a photo just under 5 MB', async () => {
    const noise = await sharp(randomBytes(1400 * 1000 * 3), { raw: { width: 1400, height: 1000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(noise.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(listingFields(), [file(noise, 'noise.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().property.images[0]).toMatchObject({ width: 1400, height: 1000 });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload(listingFields(), [file(await photo('jpeg')), file(big, 'big.jpg')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Image size should be less than 5MB' });
    await expectNothingStored(before);
  });

  it('reads the type from the bytes: a JPEG named .png is fine, a text file named .jpg is not', async () => {
    const renamed = await upload(listingFields(), [file(await photo('jpeg'), 'really-a-jpeg.png', 'image/png')]);
    expect(renamed.statusCode).toBe(201);

    const before = await snapshot();
    const text = await upload(listingFields(), [
      file(await photo('webp'), 'ok.webp', 'image/webp'),
      file(Buffer.from('not a photo at all\n'), 'notes.jpg', 'image/jpeg'),
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Only PNG, JPG or WebP images are allowed' });
    await expectNothingStored(before);
  });

  it('refuses a truncated image that only starts like a JPEG', async () => {
    const before = await snapshot();
    const res = await upload(listingFields(), [file((await photo('jpeg')).subarray(0, 200), 'cut.jpg')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'An image could not be read. Please choose another photo.' });
    await expectNothingStored(before);
  });

  it('refuses a decompression bomb: a small file of too many pixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await snapshot();
    const res = await upload(listingFields(), [file(bomb, 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Image dimensions are too large (at most 40 megapixels)' });
    await expectNothingStored(before);
  });

  it('strips EXIF (GPS included) and turns a sideways phone photo upright', async () => {
    const sideways = await sharp(await photo('jpeg', 400, 200))
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 7/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 50/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const original = await sharp(sideways).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    const res = await upload(listingFields(), [file(sideways)]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().property.images;
    expect([image.width, image.height]).toEqual([200, 400]);
    for (const url of image.srcset.split(', ').map((s: string) => s.split(' ')[0])) {
      const served = await t.app.inject({ method: 'GET', url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('is rate limited per client', async () => {
    const limited = await startTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const { cookie: c } = await signUp(limited.app);
      const body = multipart(listingFields(), []);
      const send = () => limited.app.inject({ method: 'POST', url: '/api/property/create', payload: body.payload, headers: { ...body.headers, cookie: c } });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
    } finally {
      await limited.close();
    }
  });
});
