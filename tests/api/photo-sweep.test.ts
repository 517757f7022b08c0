import { randomUUID } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepOrphanPhotos } from '../../server/services/photo-sweep.ts';
import { listFiles } from '../helpers/db-snapshot.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 60 * 60_000;
let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await startTestApp();
  uploads = join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

/** Sets every given file's modification time `ms` into the past, as if it had been written then. */
function age(keys: string[], ms: number) {
  const then = new Date(Date.now() - ms);
  for (const key of keys) utimesSync(join(uploads, key), then, then);
}

const sweep = () => sweepOrphanPhotos(t.deps.database.db, t.deps.storage, new Date(), HOUR);
const stored = () => listFiles(uploads).map((path) => path.slice(uploads.length + 1));

it('removes old photos with no listing row, and keeps fresh ones, listed ones and the demo photos', async () => {
  const { cookie } = await signUp(t.app);
  const form = multipart(listingFields(), [file(await photo('jpeg'))]);
  const created = await t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...form.headers, cookie }, payload: form.payload });
  expect(created.statusCode).toBe(201);
  const listed = stored();

  // A crashed upload's leftovers (files, no row), a running upload's files, a demo photo.
  const crashed = [`p/${randomUUID()}/a1b2c3-320.webp`, `p/${randomUUID()}/d4e5f6-640.webp`];
  const running = [`p/${randomUUID()}/0a0b0c-320.webp`];
  const demo = ['demo/flat-1-320.webp'];
  for (const key of [...crashed, ...running, ...demo]) await t.deps.storage.put(key, Buffer.from('webp'));
  age([...listed, ...crashed, ...demo], 2 * HOUR);
  age(running, HOUR - 60_000);

  expect(await sweep()).toEqual({ listings: 2, files: 2 });
  expect(stored().sort()).toEqual([...listed, ...running, ...demo].sort());
  // The folders of the swept listings go too.
  for (const key of crashed) expect(existsSync(join(uploads, dirname(key)))).toBe(false);

  // The listing still shows every photo it had.
  const id = created.json<{ property: { _id: string } }>().property._id;
  const detail = await t.app.inject({ url: `/api/property/getProperty/${id}` });
  for (const image of detail.json<{ images: { imageUrl: string }[] }>().images) {
    expect((await t.app.inject({ url: image.imageUrl })).statusCode).toBe(200);
  }
});

it('sweeps a listing whose delete was cut short after the row went', async () => {
  const { cookie } = await signUp(t.app);
  const form = multipart(listingFields(), [file(await photo('png'), 'p.png', 'image/png')]);
  const created = await t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...form.headers, cookie }, payload: form.payload });
  const id = created.json<{ property: { _id: string } }>().property._id;
  const files = stored().filter((key) => key.startsWith(`p/${id}/`));
  expect(files.length).toBeGreaterThan(0);
  await t.app.inject({ method: 'DELETE', url: `/api/property/delete/${id}`, headers: { cookie } });
  // Put the files back, as if the process had died between committing the delete and removing them.
  for (const key of files) await t.deps.storage.put(key, Buffer.from('webp'));
  age(files, 2 * HOUR);
  expect((await sweep()).files).toBe(files.length);
  expect(stored().filter((key) => key.startsWith(`p/${id}/`))).toEqual([]);
});
