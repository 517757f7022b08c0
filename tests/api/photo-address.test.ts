import { afterAll, beforeAll, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** With photos in a bucket behind a CDN, every photo address the API gives out, and the CSP, name that CDN. */
const CDN = 'https://img.homes.example.in/';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    photos: { kind: 's3', bucket: 'homes', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true, publicUrl: CDN },
  });
});
afterAll(() => t.close());

it('gives photo URLs and srcset on the bucket’s public address, lets the page load them, and serves no /uploads/', async () => {
  const owner = await signUp(t.app);
  const [row] = await t.deps.database.db
    .insert(properties)
    .values({
      ownerId: owner.id,
      propertyName: 'CDN flat',
      type: 'rent',
      ucresale: 'resale',
      location: 'Bandra West',
      address: 'Hill Road',
      price: 90_000,
      carpetArea: 700,
      description: 'x',
      images: [{ key: 'p/abc/photo', width: 1280, height: 960, widths: [320, 640, 1280] }],
    })
    .returning();

  const res = await t.app.inject({ method: 'GET', url: '/api/property/getProperties?q=CDN' });
  const listed = res.json<ListingPage>().properties.find((p) => p._id === row?.id);
  expect(listed?.images).toEqual([
    {
      imageUrl: `${CDN}p/abc/photo-1280.webp`,
      srcset: `${CDN}p/abc/photo-320.webp 320w, ${CDN}p/abc/photo-640.webp 640w, ${CDN}p/abc/photo-1280.webp 1280w`,
      width: 1280,
      height: 960,
    },
  ]);
  const csp = res.headers['content-security-policy'];
  expect(csp).toContain("img-src 'self' data: blob: https://img.homes.example.in;");
  expect(csp).toContain("connect-src 'self' https://img.homes.example.in;");
  expect((await t.app.inject({ method: 'GET', url: '/uploads/p/abc/photo-320.webp' })).statusCode).toBe(404);
});
