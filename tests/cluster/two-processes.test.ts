import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotKey } from '../../server/services/catalogue-snapshot.ts';
import { CATALOGUE_DEVICE_LIMIT } from '../../src/domain/catalogue.ts';
import { decodeCatalogueColumns } from '../../src/domain/catalogue-columns/decode.ts';
import { visitDayAhead } from '../helpers/visit-days.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { freePort, spawnServer, type ServerProcess } from '../process/server-process.ts';
import { slowRelay, startPostgres, startRedis, startS3rver, type Service } from './services.ts';

/**
 * The scale path (docs/architecture.md), proven: two API processes on PostgreSQL, Redis and an S3-compatible bucket answer
 * as one. Each check names the mechanism it stands on; switching that mechanism off makes it fail.
 */
const BUCKET = 'photos';
const RATE_LIMIT = 8;
const LOCK_AFTER = 5;
const SWEEP_GRACE_MS = 3_000;
const COUNTERS_DOWN = 'This is unavailable for a moment. Please try again in a minute.';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let redis: Service;
let redisPort: number;
let s3: Service;
let relay: Server;
let bucket: S3Client;
let env: (s3Port: number) => Record<string, string>;
let relayPort: number;
let a: ServerProcess;
let b: ServerProcess;
let publicBase: string;

let bPort: number;
/** Process B writes its photos through the slow relay, so its uploads can be killed half-way; both publish the bucket's own URL. */
const startB = () => spawnServer(tempDir('homes-b-'), bPort, env(relayPort));

beforeAll(async () => {
  postgres = await startPostgres();
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  const s3Port = await freePort();
  s3 = await startS3rver(tempDir('homes-s3-'), s3Port, BUCKET);
  relayPort = await freePort();
  relay = await slowRelay(relayPort, s3Port, 150);
  publicBase = `http://127.0.0.1:${s3Port}/${BUCKET}/`;
  env = (endpointPort) => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${endpointPort}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_PUBLIC_URL: publicBase,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    AUTH_RATE_LIMIT: String(RATE_LIMIT),
    // Every client of this suite is 127.0.0.1: the per-address limit (its own API tests) would refuse the probes long before the checks here.
    AUTH_ADDRESS_RATE_LIMIT: '100000',
    LOGIN_LOCK_AFTER: String(LOCK_AFTER),
    PHOTO_SWEEP_GRACE_MS: String(SWEEP_GRACE_MS),
    ALERT_DELAY_SECONDS: '1',
  });
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // One first: it applies the migrations, which two processes starting at once on an empty database would race on.
  // It also seeds the demo listings, whose photos go to the bucket like any upload's.
  a = await spawnServer(tempDir('homes-a-'), await freePort(), { ...env(s3Port), SEED_DEMO: '1' });
  bPort = await freePort();
  b = await startB();
}, 180_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await new Promise((done) => (relay ? relay.close(() => done(undefined)) : done(undefined)));
  await redis?.stop();
  await s3?.stop();
  await postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const post = (url: string, body: unknown, cookie = '', headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify(body) });

let emails = 0;
async function signUp(server: ServerProcess) {
  emails += 1;
  const email = `cluster${emails}-${Date.now()}@example.in`;
  const res = await post(`${server.url}/api/auth/signup`, { name: 'Cluster Test', email, password: 'secret123', contactNo: '9820012345' });
  expect(res.status).toBe(201);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await res.json()) as { user: { _id: string } };
  return { email, password: 'secret123', cookie, id: user._id };
}

const login = (server: ServerProcess, email: string, password: string) => post(`${server.url}/api/auth/login`, { email, password });

async function upload(server: ServerProcess, cookie: string, photos: Buffer[]) {
  const form = multipart(
    listingFields({ propertyName: 'Cluster flat near Borivali' }),
    photos.map((p, i) => file(p, `photo-${i}.png`, 'image/png')),
  );
  return fetch(`${server.url}/api/property/create`, { method: 'POST', headers: { ...form.headers, cookie }, body: form.payload });
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
}

/** The columnar catalogue's answer as it travels (brotli, not undone as fetch would) and its tag. */
function catalogueBytes(server: ServerProcess, since = 0): Promise<{ etag: string; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(`${server.url}/api/property/catalogue/columns?since=${since}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === 200 ? done({ etag: String(res.headers.etag), body: Buffer.concat(chunks) }) : fail(new Error(`catalogue: ${res.statusCode}`)),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

async function catalogueVersion(server: ServerProcess): Promise<number> {
  return ((await (await fetch(`${server.url}/api/property/catalogue?since=0`)).json()) as { version: number }).version;
}

/** Both processes' whole catalogue once both serve the stored snapshot of the listings' version now. */
async function sameSnapshot(): Promise<{ version: number; body: Buffer }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const version = await catalogueVersion(a);
    const [fromA, fromB] = await Promise.all([catalogueBytes(a), catalogueBytes(b)]);
    const tag = `"c${version}-whole-br"`;
    if (fromA.etag === tag && fromB.etag === tag) {
      expect(fromB.body.equals(fromA.body)).toBe(true);
      return { version, body: fromA.body };
    }
    if (Date.now() > deadline) throw new Error(`no stored snapshot of version ${version}: ${fromA.etag} and ${fromB.etag}`);
    await sleep(250);
  }
}

interface Listing {
  _id: string;
  images: { imageUrl: string; srcset: string }[];
}

describe('two API processes as one', () => {
  it('accepts a session made on one process on the other (sessions are database rows)', async () => {
    const user = await signUp(a);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email });
  });

  it('serves a photo uploaded through one process from the bucket, and the other lists it (S3 storage)', async () => {
    const owner = await signUp(a);
    const res = await upload(a, owner.cookie, [await photo('png', 900, 600)]);
    expect(res.status).toBe(201);
    const { property } = (await res.json()) as { property: Listing };
    const image = property.images[0];
    expect(image?.imageUrl.startsWith(publicBase)).toBe(true);
    for (const candidate of image?.srcset.split(',').map((s) => s.trim().split(' ')[0] ?? '') ?? []) {
      expect(candidate.startsWith(publicBase)).toBe(true);
      const served = await fetch(candidate);
      expect(served.status, candidate).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }

    const onB = await fetch(`${b.url}/api/property/getProperties?q=${encodeURIComponent('Cluster flat')}`);
    const page = (await onB.json()) as { properties: Listing[] };
    expect(page.properties.find((p) => p._id === property._id)?.images[0]?.imageUrl).toBe(image?.imageUrl);
    // The browser may load the photo only if the page's CSP names the bucket.
    expect(onB.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${new URL(publicBase).origin}`);
  });

  it('seeds the demo listings with their photos in the bucket', async () => {
    const page = (await (await fetch(`${b.url}/api/property/getProperties?limit=100`)).json()) as {
      properties: (Listing & { propertyName: string })[];
      total: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(100);
    const demo = page.properties.find((p) => !p.propertyName.startsWith('Cluster flat'));
    const url = demo?.images[0]?.imageUrl ?? '';
    expect(url.startsWith(`${publicBase}demo/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers the same catalogue bytes for a version from both processes, built once into the bucket, and a change reaches both', async () => {
    const first = await sameSnapshot();
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: snapshotKey(first.version, CATALOGUE_DEVICE_LIMIT) }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(first.body)).toBe(true);

    const owner = await signUp(b);
    const made = await upload(b, owner.cookie, [await photo('png', 400, 300)]);
    expect(made.status).toBe(201);
    const { property } = (await made.json()) as { property: Listing };
    const second = await sameSnapshot();
    expect(second.version).toBeGreaterThan(first.version);
    const ids = decodeCatalogueColumns(new Uint8Array(brotliDecompressSync(second.body)))?.listings.map((l) => l[0]);
    expect(ids).toContain(property._id);
    // A device that holds the first version gets the new listing by difference from either process.
    for (const server of [a, b]) {
      const diff = decodeCatalogueColumns(new Uint8Array(brotliDecompressSync((await catalogueBytes(server, first.version)).body)));
      expect(diff?.full).toBe(false);
      expect(diff?.listings.map((l) => l[0])).toContain(property._id);
    }
    // The one before stays for a process still reading it; older ones go.
    expect(await bucketKeys('catalogue/')).toEqual(
      expect.arrayContaining([snapshotKey(first.version, CATALOGUE_DEVICE_LIMIT), snapshotKey(second.version, CATALOGUE_DEVICE_LIMIT)]),
    );
  });

  it("removes a deleted listing's photos from the bucket, whichever process deletes it", async () => {
    const owner = await signUp(a);
    const made = await upload(a, owner.cookie, [await photo('png', 400, 300)]);
    const { property } = (await made.json()) as { property: Listing };
    expect((await bucketKeys(`p/${property._id}/`)).length).toBeGreaterThan(0);
    const res = await fetch(`${b.url}/api/property/delete/${property._id}`, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(await bucketKeys(`p/${property._id}/`)).toEqual([]);
    expect((await fetch(property.images[0]?.imageUrl ?? '')).status).toBe(404);
  });

  it('locks an account after the same number of failures spread over both processes as on one (lockout in Redis)', async () => {
    const almost = await signUp(a);
    for (let i = 0; i < LOCK_AFTER - 1; i += 1) expect((await login(i % 2 ? b : a, almost.email, 'wrong-pass')).status).toBe(401);
    expect((await login(b, almost.email, almost.password)).status).toBe(200);

    const victim = await signUp(a);
    for (let i = 0; i < LOCK_AFTER; i += 1) expect((await login(i % 2 ? b : a, victim.email, 'wrong-pass')).status).toBe(401);
    for (const server of [a, b]) {
      const locked = await login(server, victim.email, victim.password);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    }

    // An owner's address, learnt by process b at a sign-in, passes the lock on process a with the right password only (decision 0017).
    const owner = await signUp(a);
    expect((await login(b, owner.email, owner.password)).status).toBe(200);
    for (let i = 0; i < LOCK_AFTER; i += 1) expect((await login(i % 2 ? b : a, owner.email, 'wrong-pass')).status).toBe(401);
    expect((await login(a, owner.email, 'wrong-pass')).status).toBe(429);
    expect((await login(a, owner.email, owner.password)).status).toBe(200);
  });

  it('shares the rate limit: the allowance is spent across both processes (the plugin’s Redis store)', async () => {
    const email = `limited-${Date.now()}@example.in`;
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await post(`${(i % 2 ? b : a).url}/api/user/forgotPassword`, { email })).status).toBe(200);
    for (const server of [a, b]) {
      const refused = await post(`${server.url}/api/user/forgotPassword`, { email });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
    }
  });

  it('books once when the same Idempotency-Key reaches both processes at once (keys are database rows)', async () => {
    const owner = await signUp(a);
    const made = await upload(a, owner.cookie, [await photo('png', 400, 300)]);
    const { property } = (await made.json()) as { property: Listing };
    const visitor = await signUp(b);
    const body = { propertyId: property._id, bookingDate: visitDayAhead(), bookingTime: '11:00', pickup: false };
    const key = { 'idempotency-key': `cluster-${Date.now()}` };
    const answers = await Promise.all([a, b].map((server) => post(`${server.url}/api/property/bookvisit`, body, visitor.cookie, key)));
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as { booking: { _id: string } }[];
    expect(second?.booking._id).toBe(first?.booking._id);
    const mine = (await (await fetch(`${a.url}/api/property/getbookings`, { headers: { cookie: visitor.cookie } })).json()) as { property: { _id: string } }[];
    expect(mine.filter((bk) => bk.property._id === property._id)).toHaveLength(1);
  });

  it('e-mails an instant alert once, whichever process published the listings and whichever runs the job (the queue in PostgreSQL)', async () => {
    const buyer = await signUp(a);
    const searchId = crypto.randomUUID();
    const search = {
      name: 'Cluster alerts',
      filter: { q: 'Cluster alert flat', type: '', status: '', location: '', areaFrom: '', areaTo: '', maxPrice: null, amenities: [] },
    };
    const put = (server: ServerProcess, path: string, method: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', cookie: buyer.cookie }, body: JSON.stringify(body) });
    expect((await put(a, `/api/user/saved-searches/${searchId}`, 'PUT', search)).status).toBe(201);
    expect((await put(b, `/api/user/saved-searches/${searchId}`, 'PATCH', { alert: 'instant' })).status).toBe(200);
    const lister = await signUp(b);
    const picture = await photo('png', 300, 200);
    for (const server of [a, b, a]) {
      const form = multipart(listingFields({ propertyName: 'Cluster alert flat' }), [file(picture, 'p.png', 'image/png')]);
      const res = await fetch(`${server.url}/api/property/create`, { method: 'POST', headers: { ...form.headers, cookie: lister.cookie }, body: form.payload });
      expect(res.status).toBe(201);
    }
    // Each process writes its mail to its own DATA_DIR/outbox: together they hold what was sent.
    const alerts = () => dirs.flatMap((dir) => readOutbox(dir)).filter((m) => m.to === buyer.email);
    const told = () => alerts().reduce((sum, m) => sum + Number(/(\d+) new homes? /.exec(m.text)?.[1] ?? 0), 0);
    await expect.poll(told, { timeout: 60_000, interval: 500 }).toBe(3);
    // Later jobs find nothing new: no listing is told twice.
    await new Promise((done) => setTimeout(done, 3_000));
    expect(told()).toBe(3);
  });

  it('survives kill -9 of one process mid-upload: the other serves on, and the sweep leaves no orphan objects', async () => {
    const owner = await signUp(a);
    const known = new Set((await bucketKeys('p/')).map((key) => key.split('/')[1]));
    const big = await photo('png', 2000, 1500);
    const upload10 = upload(
      b,
      owner.cookie,
      Array.from({ length: 10 }, () => big),
    ).catch(() => null);
    let orphan: string | undefined;
    const deadline = Date.now() + 90_000;
    while (!orphan && Date.now() < deadline) {
      orphan = (await bucketKeys('p/')).map((key) => key.split('/')[1]).find((id) => id && !known.has(id));
      if (!orphan) await new Promise((r) => setTimeout(r, 20));
    }
    b.child.kill('SIGKILL');
    await b.exited;
    await upload10;
    expect(orphan, 'the upload wrote no object before the kill').toBeDefined();
    expect((await bucketKeys(`p/${orphan}/`)).length).toBeGreaterThan(0);

    // The survivor answers, and the half-made listing has no row.
    expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${a.url}/api/property/getProperty/${orphan}`)).status).toBe(404);
    expect((await fetch(`${a.url}/api/property/getProperties`)).status).toBe(200);

    // Once the grace period is over, a sweep (here: the restarted process's, at start) removes the objects.
    await new Promise((r) => setTimeout(r, SWEEP_GRACE_MS + 1_500));
    b = await startB();
    expect(await bucketKeys(`p/${orphan}/`)).toEqual([]);
    for (const id of new Set((await bucketKeys('p/')).map((key) => key.split('/')[1]))) {
      expect((await fetch(`${b.url}/api/property/getProperty/${id}`)).status, `objects of listing ${id}`).toBe(200);
    }
  });

  it('survives Redis stopping and starting again: counted routes answer 503 meanwhile, then count again', async () => {
    const user = await signUp(a);
    await redis.stop();
    for (const server of [a, b]) {
      const res = await login(server, user.email, user.password);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: COUNTERS_DOWN });
      // Everything that does not count goes on as before.
      expect((await fetch(`${server.url}/api/auth/me`, { headers: { cookie: user.cookie } })).status).toBe(200);
      expect((await fetch(`${server.url}/api/property/getProperties`)).status).toBe(200);
    }

    redis = await startRedis(redisPort);
    // Probed with unknown e-mails, so the user's own allowance is left whole: a refused sign-in (401) means counting works.
    let probes = 0;
    const statuses = () =>
      Promise.all(
        [a, b].map(async (server) => {
          probes += 1;
          return (await login(server, `probe${probes}@example.in`, 'wrong-pass')).status;
        }),
      );
    const deadline = Date.now() + 20_000;
    let now = await statuses();
    while (now.some((s) => s !== 401) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      now = await statuses();
    }
    expect(now).toEqual([401, 401]);
    for (const server of [a, b]) expect((await login(server, user.email, user.password)).status).toBe(200);
    for (let i = 0; i < LOCK_AFTER; i += 1) expect((await login(i % 2 ? b : a, user.email, 'wrong-pass')).status).toBe(401);
    // This address signed in just above, so only a wrong password meets the lock here (decision 0017).
    const locked = await login(a, user.email, 'wrong-pass');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
  });
});
