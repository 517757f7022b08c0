import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { listingPageSchema } from '../../src/domain/listing-page.ts';
import { propertySchema } from '../../src/domain/property.ts';
import { WALK_CHANGED } from '../../src/domain/walk-change.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The commute on the server: the walk time a listing is uploaded and edited with, and the list's commuteTo,
 * deskMinutes, maxCommute and sort=commute. The SQL's agreement with the shared predicate over generated listings is
 * tests/api/listing-filter-sql.test.ts's; these pin what one listing shows.
 */
let t: TestApp;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const get = (url: string) => t.app.inject({ method: 'GET', url });
function setWalk(id: string, cookie: string | null, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/property/walk/${id}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}
async function storedWalk(id: string) {
  const [row] = await db().select({ walk: properties.walkMinutes }).from(properties).where(eq(properties.id, id));
  return row?.walk;
}

describe('the upload’s walk time', () => {
  it('is stored when given, null when left empty, and refused outside 1-60 with its code', async () => {
    const jpeg = await photo('jpeg', 64, 48);
    const upload = (walkMinutes: string) => {
      const form = multipart(listingFields({ walkMinutes }), [file(jpeg)]);
      return t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...form.headers, cookie: owner.cookie }, payload: form.payload });
    };
    const given = await upload('12');
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().property.walkMinutes).toBe(12);
    expect((await upload('')).json().property.walkMinutes).toBeNull();
    const before = await db().select().from(properties);
    for (const bad of ['0', '61', '1.5', '1e1', 'abc', "$'", '\u0000']) {
      const res = await upload(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ code: 'walkMinutesInvalid' });
    }
    expect(await db().select().from(properties)).toHaveLength(before.length);
  });
});

describe('PATCH /api/property/walk/{id}', () => {
  it('sets the owner’s walk time: the detail, the catalogue and the list’s commute show it', async () => {
    const { id } = await insertProperty(db(), owner.id, { location: 'Borivali West', walkMinutes: null });
    const { version } = catalogueResponseSchema.parse((await get('/api/property/catalogue')).json());
    const res = await setWalk(id, owner.cookie, { walkMinutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: WALK_CHANGED, property: { _id: id, walkMinutes: 10 } });
    expect(propertySchema.parse((await get(`/api/property/getProperty/${id}`)).json()).walkMinutes).toBe(10);
    const changed = catalogueResponseSchema.parse((await get(`/api/property/catalogue?since=${version}`)).json());
    const summary = changed.listings.map(fromSummaryTuple).find((s) => s._id === id);
    expect(summary?.walkMinutes).toBe(10);
    // 10 walk + 2 wait + 52 by fast train (Borivali to Churchgate, as UP 90018 and 90290 run it) + 5 to the desk.
    const page = listingPageSchema.parse((await get('/api/property/getProperties?commuteTo=churchgate&deskMinutes=5')).json());
    expect(page.properties.find((p) => p._id === id)?.commute).toEqual({ minutes: 69, walk: 10, wait: 2, ride: 52, desk: 5, via: [] });
    // null clears it: the commute uses the stated 15.
    expect((await setWalk(id, owner.cookie, { walkMinutes: null })).statusCode).toBe(200);
    expect(await storedWalk(id)).toBeNull();
  });

  it('lets an admin change it, and refuses anyone else and every bad value, changing nothing', async () => {
    const { id } = await insertProperty(db(), owner.id, { walkMinutes: 8 });
    const admin = await signInAdmin(t.app, db());
    expect((await setWalk(id, admin.cookie, { walkMinutes: 9 })).statusCode).toBe(200);
    expect((await setWalk(id, other.cookie, { walkMinutes: 3 })).statusCode).toBe(403);
    expect((await setWalk(id, null, { walkMinutes: 3 })).statusCode).toBe(401);
    for (const bad of [0, 61, -1, 1.5, 1e16, '1e16', '1e1', 'abc', "$'", '\u0000', '12\u0000', [12], {}, true]) {
      const res = await setWalk(id, owner.cookie, { walkMinutes: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json(), JSON.stringify(bad)).toMatchObject({ code: 'walkMinutesInvalid' });
    }
    // A body that names no walk is not a clearing: clearing is said with null.
    for (const empty of [{}, { walkminutes: null }]) {
      const res = await setWalk(id, owner.cookie, empty);
      expect(res.statusCode, JSON.stringify(empty)).toBe(400);
      expect(res.json(), JSON.stringify(empty)).toMatchObject({ code: 'nothingToChange' });
    }
    expect(await storedWalk(id)).toBe(9);
  });
});

describe('GET /api/property/getProperties with a destination', () => {
  it('keeps the listings within the limit, shortest commute first, and says why one has none', async () => {
    await db().delete(properties);
    // A minute apart: rows stored within one millisecond would tie on newest first.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const virar = await insertProperty(db(), owner.id, { location: 'Virar West', walkMinutes: 5, createdAt: minutesAgo(4) });
    const dadar = await insertProperty(db(), owner.id, { location: 'Dadar West', walkMinutes: null, createdAt: minutesAgo(3) });
    const borivali = await insertProperty(db(), owner.id, { location: 'Borivali East', walkMinutes: 10, createdAt: minutesAgo(2) });
    const nowhere = await insertProperty(db(), owner.id, { location: 'Somewhere quiet', walkMinutes: 5, createdAt: minutesAgo(1) });

    const all = listingPageSchema.parse((await get('/api/property/getProperties?commuteTo=Churchgate&sort=commute')).json());
    expect(all.properties.map((p) => p._id)).toEqual([dadar.id, borivali.id, virar.id, nowhere.id]);
    expect(all.properties.at(-1)?.commute).toBeNull();

    const within = listingPageSchema.parse((await get('/api/property/getProperties?commuteTo=Churchgate&maxCommute=70&sort=commute')).json());
    expect(within.properties.map((p) => p._id)).toEqual([dadar.id, borivali.id]);
    expect(within.total).toBe(2);

    // Without a destination nothing changes: newest first, no commute.
    const plain = listingPageSchema.parse((await get('/api/property/getProperties?maxCommute=20&sort=commute')).json());
    expect(plain.properties.map((p) => p._id)).toEqual([nowhere.id, borivali.id, dadar.id, virar.id]);
    expect(plain.properties.every((p) => p.commute === undefined)).toBe(true);
  });

  it.each([
    ['commuteTo=Pune', 'unknownDestinationNamed'],
    ['commuteTo=%24%27', 'unknownDestinationNamed'],
    ['commuteTo=Churchgate%00', 'unknownDestinationNamed'],
    ['commuteTo=Churchgate&deskMinutes=61', 'deskMinutesInvalid'],
    ['commuteTo=Churchgate&maxCommute=1e16', 'maxCommuteInvalid'],
    ['commuteTo=Churchgate&maxCommute=%00', 'maxCommuteInvalid'],
    ['commuteTo=Churchgate&sort=price', 'sortInvalid'],
  ])('refuses %s with a code', async (query, code) => {
    const res = await get(`/api/property/getProperties?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });
});
