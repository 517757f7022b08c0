import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { variantUrl } from '#server/services/property-view.ts';
import { demoPhotoKey, uploadPhotoKey } from '#src/domain/photo-keys.ts';
import { isListingPhoto } from '#src/offline/sw-contract.ts';

const APP = 'https://homes.example.in';
const photo = (base: string, key: string) => new URL(variantUrl(base, key, 640), `${APP}/`);

describe("the service worker's photo route", () => {
  const upload = uploadPhotoKey(randomUUID(), 'a1b2c3d4e5f6');
  const demo = demoPhotoKey('tower', 3);

  it.each([
    ['the app’s own /uploads/', '/uploads/'],
    ['a bucket, path-style', 'http://127.0.0.1:9000/photos/'],
    ['a CDN in front of the bucket', 'https://img.homes.example.in/'],
  ])('keeps the photos the server names, from %s', (_where, base) => {
    expect(isListingPhoto(photo(base, upload), APP)).toBe(true);
    expect(isListingPhoto(photo(base, demo), APP)).toBe(true);
  });

  it.each([
    'https://homes.example.in/assets/index-4f3a.js',
    'https://homes.example.in/icons/icon-512.png',
    'https://fonts.example.com/p/logo-640.webp',
    'https://img.homes.example.in/p/not-an-id/a1b2c3d4e5f6-640.webp',
    'https://img.homes.example.in/p/00000000-0000-4000-8000-000000000001/a1b2c3d4e5f6-640.png',
  ])('leaves anything else to the network: %s', (url) => {
    expect(isListingPhoto(new URL(url), APP)).toBe(false);
  });
});
