import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_VISIT_HOURS, visitSlots } from '../../src/domain/visit-hours.ts';
import { visitDayAhead } from '../helpers/visit-days.ts';
import { listFiles } from '../helpers/db-snapshot.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { freePort, spawnServer, type ServerProcess } from './server-process.ts';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A data folder of the test's own: when the first test's kill lands just after the commit, its whole listing stays,
 * and in a shared folder the second test would count that listing's photos as orphans of its own owner.
 */
function newDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-kill-'));
  dataDirs.push(dataDir);
  return { dataDir, photosDir: join(dataDir, 'uploads', 'p') };
}

const json = (body: unknown, cookie = '', headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie, ...headers },
  body: JSON.stringify(body),
});

async function signUp(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, json({ name: 'Kill Test', email, password: 'secret123', contactNo: '9820012345' }));
  expect(res.status).toBe(201);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

interface Listing {
  _id: string;
  images: { imageUrl: string; srcset: string }[];
}

/** Every photo file on disk belongs to a listing the API returns, and every photo a listing names is served. */
async function expectPhotosMatchListings(url: string, cookie: string, photosDir: string) {
  const mine: Listing[] = await (await fetch(`${url}/api/user/myproperties`, { headers: { cookie } })).json();
  const onDisk = listFiles(photosDir);
  for (const path of onDisk)
    expect(
      mine.some((p) => path.includes(`/p/${p._id}/`)),
      `orphan photo ${path}`,
    ).toBe(true);
  for (const listing of mine) {
    expect(listing.images.length).toBeGreaterThan(0);
    for (const image of listing.images) {
      for (const candidate of image.srcset.split(',').map((s) => s.trim().split(' ')[0] ?? '')) {
        expect((await fetch(`${url}${candidate}`)).status, candidate).toBe(200);
      }
    }
  }
  return mine;
}

it('leaves no half-written listing and, once swept, no orphan photo after kill -9 in the middle of an upload', async () => {
  const { dataDir, photosDir } = newDataDir();
  const port = await freePort();
  const first = await spawnServer(dataDir, port);
  const owner = await signUp(first.url, 'owner@example.in');
  // Ten large photos: the server spends long enough encoding and writing them for the kill to land in between.
  const big = await photo('jpeg', 2400, 1800);
  const form = multipart(
    listingFields(),
    Array.from({ length: 10 }, (_, i) => file(big, `photo-${i}.jpg`)),
  );
  const upload = fetch(`${first.url}/api/property/create`, { method: 'POST', headers: { ...form.headers, cookie: owner }, body: form.payload }).then(
    (res) => res.status,
    () => 'connection lost',
  );
  const deadline = Date.now() + 60_000;
  while (listFiles(photosDir).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  await kill(first);
  const leftovers = listFiles(photosDir);
  expect(leftovers.length).toBeGreaterThan(0);
  // On a starved machine the poll can wake too late, after the answer: then the listing must simply be whole.
  const answer = await upload;
  expect(['connection lost', 201]).toContain(answer);

  // A restart soon after keeps young files: they could be another process's upload still on its way to the row.
  const second = await spawnServer(dataDir, port);
  expect(listFiles(photosDir)).toEqual(leftovers);
  await kill(second);

  // Past the grace period the next start removes them: nothing refers to them.
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  for (const path of leftovers) utimesSync(path, twoHoursAgo, twoHoursAgo);
  const third = await spawnServer(dataDir, port);
  try {
    // The kill nearly always lands before the row commits; if it came just after, the listing must be whole.
    const listings = await expectPhotosMatchListings(third.url, owner, photosDir);
    expect(listings.length).toBeLessThanOrEqual(1);
    if (answer === 201) expect(listings).toHaveLength(1);
    if (listings.length === 0) {
      expect(listFiles(photosDir)).toEqual([]);
      expect(third.output()).toContain('removed photos of listings that do not exist');
    }
  } finally {
    await kill(third);
  }
}, 300_000);

it('keeps every booking it confirmed and half-writes none when killed -9 with bookings in flight', async () => {
  const { dataDir, photosDir } = newDataDir();
  const port = await freePort();
  const first = await spawnServer(dataDir, port);
  const owner = await signUp(first.url, 'owner2@example.in');
  const booker = await signUp(first.url, 'booker@example.in');
  const form = multipart(listingFields(), [file(await photo('jpeg'))]);
  const created = await fetch(`${first.url}/api/property/create`, { method: 'POST', headers: { ...form.headers, cookie: owner }, body: form.payload });
  expect(created.status).toBe(201);
  const createdBody: { property: { _id: string } } = await created.json();
  const propertyId = createdBody.property._id;

  const tomorrow = visitDayAhead();
  const slots = visitSlots(DEFAULT_VISIT_HOURS);
  const visits = Array.from({ length: slots.length }, (_, i) => ({
    key: `visit-${i}`,
    body: { propertyId, bookingDate: tomorrow, bookingTime: slots[i] ?? '' },
  }));
  const book = (url: string, v: (typeof visits)[number]) => fetch(`${url}/api/property/bookvisit`, json(v.body, booker, { 'idempotency-key': v.key }));
  const confirmed = new Set<string>();
  const sent = visits.map((v) =>
    book(first.url, v).then(
      (res) => {
        if (res.status === 201) confirmed.add(v.key);
      },
      () => undefined,
    ),
  );
  while (confirmed.size === 0) await new Promise((r) => setTimeout(r, 1));
  await kill(first);
  await Promise.all(sent);
  expect(confirmed.size).toBeLessThan(visits.length);

  const second = await spawnServer(dataDir, port);
  try {
    // The client's outbox replays every visit with its key: the confirmed ones come back as replays, the rest are booked now.
    for (const v of visits) {
      const res = await book(second.url, v);
      expect(res.status, v.key).toBe(201);
      if (confirmed.has(v.key)) expect(res.headers.get('idempotent-replayed'), v.key).toBe('true');
    }
    const list: { bookingTime: string; property: { _id: string; propertyName: string } }[] = await (
      await fetch(`${second.url}/api/property/getbookings`, { headers: { cookie: booker } })
    ).json();
    // One booking per visit: none lost, none doubled, each whole (its listing populated).
    expect(list.map((b) => b.bookingTime).sort()).toEqual(visits.map((v) => v.body.bookingTime).sort());
    for (const b of list) expect(b.property).toMatchObject({ _id: propertyId, propertyName: listingFields().propertyName });
    await expectPhotosMatchListings(second.url, owner, photosDir);
  } finally {
    await kill(second);
  }
}, 300_000);
