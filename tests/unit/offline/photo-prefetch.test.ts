import { afterEach, expect, it, vi } from 'vitest';
import { OFFLINE_BUDGET_BYTES, PHOTOS_AHEAD, prefetchPhotos } from '#src/offline/photos/photo-prefetch.ts';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;

function device(startMb: number, perPhotoMb: number) {
  let used = startMb * MB;
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    used += perPhotoMb * MB;
    return new Response('photo');
  });
  return { fetched, storage: { estimate: async () => ({ usage: used }) } };
}

it('fetches the first photos ahead, each once, at most PHOTOS_AHEAD of them', async () => {
  const d = device(1, 0.01);
  const urls = Array.from({ length: PHOTOS_AHEAD + 40 }, (_, i) => `/uploads/p/${i}-320.webp`);
  expect(await prefetchPhotos(urls, d.storage)).toBe(PHOTOS_AHEAD);
  expect(new Set(d.fetched).size).toBe(PHOTOS_AHEAD);
  expect(d.fetched).toContain('/uploads/p/0-320.webp');
  // A second call for the same list fetches only what was left out.
  await prefetchPhotos(urls, d.storage);
  expect(new Set(d.fetched).size).toBe(PHOTOS_AHEAD + 40);
  expect(d.fetched).toHaveLength(PHOTOS_AHEAD + 40);
});

it('stops once the device holds the offline budget', async () => {
  const d = device(OFFLINE_BUDGET_BYTES / MB - 3, 1);
  const urls = Array.from({ length: 20 }, (_, i) => `/uploads/q/${i}-320.webp`);
  const n = await prefetchPhotos(urls, d.storage);
  // Two at a time: each worker checks the budget before its next photo.
  expect(n).toBeGreaterThanOrEqual(3);
  expect(n).toBeLessThanOrEqual(4);
  expect(d.fetched).toHaveLength(n);
});
