import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingRemovals, properties } from '../../server/db/schema.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { pruneRemovals, REMOVALS_KEEP_MS } from '../../server/services/catalogue.ts';
import { buildCatalogueSnapshot, SNAPSHOT_RECHECK_MS, snapshotKey, storedSnapshotVersions } from '../../server/services/catalogue-snapshot.ts';
import { catalogueResponseSchema, type CatalogueResponse } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { decodeCatalogueColumns } from '../../src/domain/catalogue-columns/decode.ts';
import { STATIONS, stationIndexOf } from '../../src/domain/stations.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app);
});
afterAll(() => t.close());

async function catalogue(since?: number | string): Promise<CatalogueResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/catalogue${since === undefined ? '' : `?since=${since}`}` });
  expect(res.statusCode, res.body).toBe(200);
  // The client parses it with this schema: the server's answer must pass it.
  return catalogueResponseSchema.parse(res.json());
}
/** The columnar form of the same answer, as a browser gets it (brotli undone), its tag and encoding beside it. */
async function columns(query: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/catalogue/columns?${query}`, headers });
  const body = res.rawPayload;
  const raw = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body;
  return { res, answer: res.statusCode === 200 ? decodeCatalogueColumns(new Uint8Array(raw)) : null };
}
const titles = (c: CatalogueResponse) => c.listings.map((l) => fromSummaryTuple(l).propertyName);

describe('GET /api/property/catalogue', () => {
  it('sends every listing, newest first, as a compact summary with the first photo in its smallest width', async () => {
    const db = t.deps.database.db;
    await insertProperty(db, owner.id, { propertyName: 'Old plot', location: 'Virar', createdAt: new Date('2026-01-01T00:00:00Z') });
    const form = multipart(
      listingFields({
        propertyName: 'Furnished flat, Dadar',
        location: 'Dadar West',
        type: 'rent',
        amenities: '["furnished","gym"]',
        reraNumber: 'P51800012345',
      }),
      [file(await photo('jpeg', 1600, 1200))],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/property/create',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ property: { _id: string } }>().property._id;

    const all = await catalogue();
    expect(all.full).toBe(true);
    expect(all.removed).toEqual([]);
    expect(titles(all)).toEqual(['Furnished flat, Dadar', 'Old plot']);
    const [first] = all.listings;
    if (!first) throw new Error('empty catalogue');
    const flat = fromSummaryTuple(first);
    expect(flat).toMatchObject({
      _id: id,
      location: 'Dadar West',
      station: 19,
      type: 'rent',
      furnished: true,
      gym: true,
      wifi: false,
      reraNumber: 'P51800012345',
      images: [{ imageUrl: expect.stringMatching(new RegExp(`^/uploads/p/${id}/[0-9a-f]+-320\\.webp$`)), width: 1600, height: 1200 }],
    });
    const photoRes = await t.app.inject({ method: 'GET', url: flat.images[0]?.imageUrl ?? '' });
    expect(photoRes.statusCode).toBe(200);
    // Nothing a card does not show: no address, no description, no owner.
    expect(JSON.stringify(all)).not.toContain(owner.id);
    expect(await catalogue(0)).toEqual(all);
  });

  it('after a version, sends only what changed and the ids removed, and nothing when nothing changed', async () => {
    const db = t.deps.database.db;
    const start = await catalogue();
    expect(await catalogue(start.version)).toEqual({ version: start.version, full: false, listings: [], removed: [], range: null, withheld: false });

    const kept = await insertProperty(db, owner.id, { propertyName: 'Kept shop', location: 'Malad' });
    const gone = await insertProperty(db, owner.id, { propertyName: 'Gone soon', location: 'Borivali' });
    const changed = await catalogue(start.version);
    expect(changed.full).toBe(false);
    expect(titles(changed).sort()).toEqual(['Gone soon', 'Kept shop']);
    expect(changed.version).toBeGreaterThan(start.version);

    await db.update(properties).set({ price: 42_000 }).where(eq(properties.id, kept.id));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/property/delete/${gone.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    const next = await catalogue(changed.version);
    expect(next.removed).toEqual([gone.id]);
    expect(next.listings.map(fromSummaryTuple)).toMatchObject([{ _id: kept.id, price: 42_000 }]);

    // A client that had never seen the deleted listing is told too: removing an unknown id is harmless.
    expect((await catalogue(start.version)).removed).toEqual([gone.id]);
    expect(titles(await catalogue())).not.toContain('Gone soon');
  });

  it('answers a version this database never had (a restored or new database) with everything, to replace the device copy', async () => {
    const now = await catalogue();
    const ahead = await catalogue(now.version + 1000);
    expect(ahead.full).toBe(true);
    expect(titles(ahead)).toEqual(titles(now));
  });

  it('prunes month-old removals, and sends the whole catalogue to a device older than a pruned one instead of a difference that would keep it', async () => {
    const db = t.deps.database.db;
    const gone = await insertProperty(db, owner.id, { propertyName: 'Sold last month', location: 'Dahisar' });
    const sawIt = (await catalogue()).version;
    await db.delete(properties).where(eq(properties.id, gone.id));
    const sawDeletion = (await catalogue()).version;
    const now = new Date();
    await db
      .update(listingRemovals)
      .set({ removedAt: new Date(now.getTime() - REMOVALS_KEEP_MS - 1) })
      .where(eq(listingRemovals.id, gone.id));

    expect(await pruneRemovals(db, now)).toBe(1);
    expect(await db.select().from(listingRemovals).where(eq(listingRemovals.id, gone.id))).toEqual([]);
    // That device still shows the sold listing and could no longer be told: it starts again from the whole catalogue.
    const stale = await catalogue(sawIt);
    expect(stale.full).toBe(true);
    expect(titles(stale)).not.toContain('Sold last month');
    // A device that already had the deletion keeps syncing by difference.
    expect(await catalogue(sawDeletion)).toMatchObject({ full: false, listings: [], removed: [] });
    // Nothing older than a month left: a second run prunes nothing.
    expect(await pruneRemovals(db, now)).toBe(0);
  });

  it('answers a repeated sync from the listing cache, and a fresh answer once a listing changes', async () => {
    const db = t.deps.database.db;
    const flat = await insertProperty(db, owner.id, { propertyName: 'Cached flat', location: 'Goregaon' });
    expect(titles(await catalogue())).toContain('Cached flat');
    // Renamed with the triggers off, so the change counter does not move: a cached answer cannot know.
    await db.execute(sql`ALTER TABLE properties DISABLE TRIGGER USER`);
    try {
      await db.update(properties).set({ propertyName: 'Renamed unseen' }).where(eq(properties.id, flat.id));
    } finally {
      await db.execute(sql`ALTER TABLE properties ENABLE TRIGGER USER`);
    }
    expect(titles(await catalogue())).toContain('Cached flat');
    // Any change made as the app makes them moves the counter: the next sync is answered afresh.
    await db.update(properties).set({ price: 43_000 }).where(eq(properties.id, flat.id));
    const fresh = await catalogue();
    expect(titles(fresh)).toContain('Renamed unseen');
    expect(titles(fresh)).not.toContain('Cached flat');
  });

  it('starts every device again from nothing after the listings table is truncated', async () => {
    const other = await startTestApp();
    try {
      const u = await signUp(other.app);
      await insertProperty(other.deps.database.db, u.id, { propertyName: 'Before' });
      const res = await other.app.inject({ method: 'GET', url: '/api/property/catalogue' });
      const before = catalogueResponseSchema.parse(res.json());
      await other.deps.database.db.execute(sql`TRUNCATE properties CASCADE`);
      await insertProperty(other.deps.database.db, u.id, { propertyName: 'After' });
      const after = catalogueResponseSchema.parse((await other.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${before.version}` })).json());
      expect(after.full).toBe(true);
      expect(after.listings.map((l) => fromSummaryTuple(l).propertyName)).toEqual(['After']);
    } finally {
      await other.close();
    }
  });

  it.each(['-1', '1.5', 'abc', '1e3', '9999999999999999', '%00', '1&since=2'])('refuses since=%s with 400 and a message', async (since) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${since}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Catalogue version must be a whole number from 0' });
  });
});

describe('GET /api/property/catalogue/columns', () => {
  it('sends the same answer as the JSON one in the columnar format, brotli-encoded, with a tag to revalidate', async () => {
    await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Columns flat', location: 'Virar', type: 'rent', deposit: 60_000 });
    const json = await catalogue();
    const { res, answer } = await columns('since=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/vnd.mumbaihomes.catalogue');
    expect(answer).toEqual(json);
    // A rent's deposit travels with it, for the device to show offline and in compare.
    const flat = answer?.listings.map(fromSummaryTuple).find((l) => l.propertyName === 'Columns flat');
    expect(flat?.deposit).toBe(60_000);

    const etag = String(res.headers.etag);
    const again = await t.app.inject({ url: '/api/property/catalogue/columns?since=0', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const plain = await columns('since=0', { 'accept-encoding': 'identity' });
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.answer).toEqual(json);
  });

  it('sends a change as a small difference under a new tag, equal to the JSON one', async () => {
    const before = await columns('since=0');
    const version = before.answer?.version ?? 0;
    await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Columns change', location: 'Dahisar' });
    const after = await columns('since=0');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const diff = await columns(`since=${version}`);
    expect(diff.answer).toEqual(await catalogue(version));
    expect(diff.answer?.full).toBe(false);
    expect(diff.answer?.listings.map(fromSummaryTuple).map((l) => l.propertyName)).toEqual(['Columns change']);
    expect(diff.res.rawPayload.length).toBeLessThan(400);
  });

  it("sends the whole catalogue as the job's stored snapshot, and the one before with its own version until the next is stored", async () => {
    const { database, storage, config } = t.deps;
    const build = () => buildCatalogueSnapshot(database.db, storage, storage.publicUrl, config.catalogueDeviceLimit);
    const first = await build();
    expect(first.built).toBe(true);
    // This version was asked for before and was missing: a process looks again after a moment.
    await sleep(SNAPSHOT_RECHECK_MS + 100);
    const stored = await columns('since=0');
    expect(stored.res.headers.etag).toBe(`"c${first.version}-whole-br"`);
    expect(stored.res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(stored.res.rawPayload).toEqual(await storage.get(snapshotKey(first.version, config.catalogueDeviceLimit)));
    expect(stored.answer).toEqual(await catalogue());

    await insertProperty(database.db, owner.id, { propertyName: 'After the snapshot', location: 'Borivali West' });
    // No snapshot of the new version yet: the stored one, honestly older, and the rest by difference from it.
    const meanwhile = await columns('since=0');
    expect(meanwhile.answer?.version).toBe(first.version);
    expect(meanwhile.res.rawPayload).toEqual(stored.res.rawPayload);
    const rest = await columns(`since=${first.version}`);
    expect(rest.answer && titles(rest.answer)).toEqual(['After the snapshot']);

    const second = await build();
    expect(second).toMatchObject({ built: true, version: rest.answer?.version });
    expect((await build()).built).toBe(false);
    await sleep(SNAPSHOT_RECHECK_MS + 100);
    const now = await columns('since=0');
    expect(now.res.headers.etag).toBe(`"c${second.version}-whole-br"`);
    expect(now.answer).toEqual(await catalogue());
    expect(await storedSnapshotVersions(storage, config.catalogueDeviceLimit)).toEqual([second.version, first.version]);

    // A snapshot made under another device limit (here every listing withheld) is never sent under this one.
    await insertProperty(database.db, owner.id, { propertyName: 'Under another limit', location: 'Virar' });
    expect((await buildCatalogueSnapshot(database.db, storage, storage.publicUrl, 1)).built).toBe(true);
    await sleep(SNAPSHOT_RECHECK_MS + 100);
    const other = await columns('since=0');
    expect(other.answer?.withheld).toBe(false);
    expect(other.answer?.version).toBe(second.version);
  });

  it('makes the whole catalogue itself when the storage cannot be read, rather than fail', async () => {
    await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Storage down', location: 'Dahisar' });
    const get = vi.spyOn(t.deps.storage, 'get').mockRejectedValue(new Error('storage down'));
    try {
      const { res, answer } = await columns('since=0');
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^"c\d+-0-all-br"$/);
      expect(answer).toEqual(await catalogue());
      expect(get).toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it('answers 400 with its code to a version it cannot read', async () => {
    const res = await t.app.inject({ url: '/api/property/catalogue/columns?since=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'catalogueVersionInvalid' });
  });
});

describe('GET /api/property/catalogue past the device limit (decision 0020)', () => {
  let small: TestApp;
  let seller: Awaited<ReturnType<typeof signUp>>;
  const ask = async (query: string): Promise<CatalogueResponse> => {
    const res = await small.app.inject({ url: `/api/property/catalogue?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return catalogueResponseSchema.parse(res.json());
  };
  const names = (c: CatalogueResponse) => c.listings.map((l) => fromSummaryTuple(l).propertyName).sort();

  beforeAll(async () => {
    small = await startTestApp({ catalogueDeviceLimit: 3 });
    seller = await signUp(small.app);
    for (const [name, location] of [
      ['Virar plot', 'Virar'],
      ['Borivali flat', 'Borivali West'],
      ['Kandivali flat', 'Kandivali East'],
      ['Andheri office', 'Andheri East'],
      ['Dadar shop', 'Dadar West'],
    ]) {
      await insertProperty(small.deps.database.db, seller.id, { propertyName: name, location });
    }
  });
  afterAll(() => small.close());

  it('withholds every listing when there are more than a device keeps, and sends the stations asked for', async () => {
    const all = await ask('since=0');
    expect(all).toMatchObject({ full: true, withheld: true, listings: [], removed: [], range: null });
    const stretch = await ask('since=0&areaFrom=andheri&areaTo=BORIVALI');
    expect(stretch.withheld).toBe(false);
    expect(stretch.range).toEqual([STATIONS.indexOf('Borivali'), STATIONS.indexOf('Andheri')]);
    expect(names(stretch)).toEqual(['Andheri office', 'Borivali flat', 'Kandivali flat']);
    // The same stations whichever way round they are named.
    expect(names(await ask('since=0&areaFrom=Borivali&areaTo=Andheri'))).toEqual(names(stretch));
  });

  it('tells a device keeping a range that a listing moved out of it is gone, and sends one that moved in', async () => {
    const before = await ask('since=0&areaFrom=Andheri&areaTo=Borivali');
    const db = small.deps.database.db;
    await db
      .update(properties)
      .set({ location: 'Dadar East', station: stationIndexOf('Dadar East') })
      .where(eq(properties.propertyName, 'Kandivali flat'));
    await db
      .update(properties)
      .set({ location: 'Borivali East', station: stationIndexOf('Borivali East') })
      .where(eq(properties.propertyName, 'Virar plot'));
    const next = await ask(`since=${before.version}&areaFrom=Andheri&areaTo=Borivali`);
    expect(next.full).toBe(false);
    expect(names(next)).toEqual(['Virar plot']);
    const kandivali = before.listings.map(fromSummaryTuple).find((l) => l.propertyName === 'Kandivali flat');
    expect(next.removed).toEqual([kandivali?._id]);
  });

  it('answers 400 to a station it does not know', async () => {
    const res = await small.app.inject({ url: '/api/property/catalogue?areaFrom=Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown area: Atlantis' });
  });
});
