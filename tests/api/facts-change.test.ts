import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { factsOfRow } from '../../server/services/property-view.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { type ListingFacts, NO_FACTS } from '../../src/domain/listing-facts.ts';
import { propertySchema } from '../../src/domain/property.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The owner states a listing's facts anew: the upload's rules, stored, shown in the detail and the catalogue. */
let t: TestApp;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

const setFacts = (id: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/property/facts/${id}`,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(payload),
  });
const storedRow = async (id: string) => (await t.deps.database.db.select().from(properties).where(eq(properties.id, id)))[0];
const stored = async (id: string) => {
  const row = await storedRow(id);
  return row ? factsOfRow(row) : undefined;
};
async function detail(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return propertySchema.parse(res.json());
}
async function catalogueVersion(since = 0) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${since}` });
  expect(res.statusCode, res.body).toBe(200);
  return catalogueResponseSchema.parse(res.json());
}

const AGENTS_RENT: ListingFacts = {
  ...NO_FACTS,
  postedBy: 'agent',
  brokerageMonths: 1,
  maintenance: 2500,
  floor: 3,
  totalFloors: 10,
  possession: 'ready',
  builtYear: 2012,
  furnishing: 'semi',
};
const OWNERS_FACTS = { postedBy: 'owner', maintenance: 3500, floor: 7, totalFloors: 22, parkingCovered: 1, possession: 'ready', facing: 'east' };

describe('PATCH /api/property/facts/{id}', () => {
  it('lets the owner state the facts anew: stored, in the answer, the detail and the catalogue', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000, ...AGENTS_RENT });
    // Read once, so the detail is answered from the listing cache until something changes.
    expect((await detail(row.id)).maintenance).toBe(2500);
    const before = await catalogueVersion();
    const res = await setFacts(row.id, owner.cookie, OWNERS_FACTS);
    expect(res.statusCode, res.body).toBe(200);
    const expected: ListingFacts = {
      ...NO_FACTS,
      postedBy: 'owner',
      maintenance: 3500,
      floor: 7,
      totalFloors: 22,
      parkingCovered: 1,
      possession: 'ready',
      facing: 'east',
    };
    expect(res.json()).toMatchObject({ message: 'Listing facts updated', property: { _id: row.id, ...expected } });
    // The whole set is stated anew: the brokerage, the built year and the furnishing left out are no longer stated.
    expect(await stored(row.id)).toEqual(expected);
    expect(await detail(row.id)).toMatchObject({ ...expected, parking: true });
    const changed = await catalogueVersion(before.version);
    expect(changed.version).toBeGreaterThan(before.version);
    // The devices learn the new facts at their next sync.
    expect(changed.listings.map(fromSummaryTuple).find((l) => l._id === row.id)).toMatchObject({ postedBy: 'owner', maintenance: 3500, floor: 7 });
  });

  it('takes form text as the upload does, and an admin may change them too', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id);
    const admin = await signInAdmin(t.app, t.deps.database.db);
    const body = { postedBy: 'agent', brokeragePercent: '1.5', maintenance: '12000', floor: '-1', totalFloors: '', possession: '2030-06', ocReceived: 'no' };
    const res = await setFacts(row.id, admin.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(row.id)).toEqual({
      ...NO_FACTS,
      postedBy: 'agent',
      brokeragePercent: 1.5,
      maintenance: 12_000,
      floor: -1,
      possession: '2030-06',
      ocReceived: 'no',
    });
  });

  it('keeps the furnished and parking amenities with the facts, and drops what a rent does not have', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 30_000, furnished: true, furnishing: 'furnished', parking: true });
    const res = await setFacts(row.id, owner.cookie, { postedBy: 'owner', furnishing: 'unfurnished', ocReceived: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    // Parking not stated leaves the amenity as it was.
    expect(await storedRow(row.id)).toMatchObject({ furnishing: 'unfurnished', furnished: false, ocReceived: null, parking: true });
    expect((await setFacts(row.id, owner.cookie, { postedBy: 'owner', furnishing: 'furnished', parkingOpen: 1 })).statusCode).toBe(200);
    expect(await storedRow(row.id)).toMatchObject({ furnished: true, parking: true });
    // Furnishing no longer stated, and no parking space: the flags say so too.
    expect((await setFacts(row.id, owner.cookie, { postedBy: 'owner', parkingCovered: 0, parkingOpen: 0 })).statusCode).toBe(200);
    expect(await storedRow(row.id)).toMatchObject({ furnishing: null, furnished: false, parkingCovered: 0, parkingOpen: 0, parking: false });
  });

  it('writes nothing for the same facts again', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000, ...AGENTS_RENT });
    const before = await catalogueVersion();
    const res = await setFacts(row.id, owner.cookie, AGENTS_RENT);
    expect(res.statusCode, res.body).toBe(200);
    expect((await catalogueVersion()).version).toBe(before.version);
  });

  it('refuses each bad value with its code, and keeps the stored facts', async () => {
    const rent = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000, ...AGENTS_RENT });
    const sale = await insertProperty(t.deps.database.db, owner.id, { postedBy: 'agent', brokeragePercent: 2 });
    const nextYear = new Date().getFullYear() + 1;
    const bad: [string, Record<string, unknown>, string][] = [
      [rent.id, {}, 'postedByRequired'],
      [rent.id, { postedBy: 'landlord' }, 'postedByRequired'],
      [rent.id, { postedBy: 'owner\u0000' }, 'postedByRequired'],
      [rent.id, { postedBy: 'owner', maintenance: '35\u000000' }, 'maintenanceInvalid'],
      [rent.id, { postedBy: 'owner', maintenance: 1e16 }, 'maintenanceInvalid'],
      [rent.id, { postedBy: 'owner', maintenance: '1e16' }, 'maintenanceInvalid'],
      [rent.id, { postedBy: 'owner', maintenance: 500_001 }, 'maintenanceInvalid'],
      [rent.id, { postedBy: 'owner', maintenance: 3500.5 }, 'maintenanceInvalid'],
      [rent.id, { postedBy: 'owner', floor: 201 }, 'floorInvalid'],
      [rent.id, { postedBy: 'owner', floor: -3 }, 'floorInvalid'],
      [rent.id, { postedBy: 'owner', floor: [7] }, 'floorInvalid'],
      [rent.id, { postedBy: 'owner', totalFloors: -1 }, 'totalFloorsInvalid'],
      [rent.id, { postedBy: 'owner', floor: 23, totalFloors: 22 }, 'floorAboveTotal'],
      [rent.id, { postedBy: 'owner', possession: '2020-01' }, 'possessionInPast'],
      [rent.id, { postedBy: 'owner', possession: `${nextYear + 11}-01` }, 'possessionTooFar'],
      [rent.id, { postedBy: 'owner', possession: 'soon' }, 'possessionInvalid'],
      [rent.id, { postedBy: 'owner', possession: 'ready\u0000' }, 'possessionInvalid'],
      [rent.id, { postedBy: 'owner', possession: '2030-06', builtYear: 2010 }, 'builtYearNotReady'],
      [rent.id, { postedBy: 'owner', possession: 'ready', builtYear: nextYear }, 'builtYearInvalid'],
      [rent.id, { postedBy: 'owner', builtYear: 1899 }, 'builtYearInvalid'],
      [rent.id, { postedBy: 'owner', parkingCovered: 11 }, 'parkingInvalid'],
      [rent.id, { postedBy: 'owner', furnishing: 'luxurious' }, 'furnishingInvalid'],
      [rent.id, { postedBy: 'owner', facing: 'up' }, 'facingInvalid'],
      [rent.id, { postedBy: 'owner', brokerageMonths: 1 }, 'brokerageOnlyAgent'],
      [rent.id, { postedBy: 'builder', brokeragePercent: 1 }, 'brokerageOnlyAgent'],
      [rent.id, { postedBy: 'agent', brokerageMonths: 4 }, 'brokerageMonthsInvalid'],
      [rent.id, { postedBy: 'agent', brokerageMonths: '1.25' }, 'brokerageMonthsInvalid'],
      [rent.id, { postedBy: 'agent', brokeragePercent: 1 }, 'brokeragePercentOnlySale'],
      [sale.id, { postedBy: 'agent', brokerageMonths: 1 }, 'brokerageMonthsOnlyRent'],
      [sale.id, { postedBy: 'agent', brokeragePercent: 6 }, 'brokeragePercentInvalid'],
      [sale.id, { postedBy: 'owner', ocReceived: 'maybe' }, 'ocInvalid'],
    ];
    const rentBefore = await storedRow(rent.id);
    const saleBefore = await storedRow(sale.id);
    for (const [id, body, code] of bad) {
      const res = await setFacts(id, owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code });
    }
    expect(await storedRow(rent.id)).toEqual(rentBefore);
    expect(await storedRow(sale.id)).toEqual(saleBefore);
    // The API's own words are English; the app shows the code's words in the reader's language.
    expect((await setFacts(rent.id, owner.cookie, { postedBy: 'owner', floor: 23, totalFloors: 22 })).json()).toMatchObject({ code: 'floorAboveTotal' });
  });

  it('refuses someone else’s listing, a listing that is not there, and a visitor', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000, ...AGENTS_RENT });
    const before = await storedRow(row.id);
    const theirs = await setFacts(row.id, other.cookie, OWNERS_FACTS);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'notAllowed' });
    // A refusal of the listing comes before the rules between the facts, which need its type.
    expect((await setFacts(row.id, other.cookie, { postedBy: 'owner', brokerageMonths: 1 })).statusCode).toBe(403);
    expect((await setFacts('00000000-0000-4000-8000-000000000000', owner.cookie, OWNERS_FACTS)).statusCode).toBe(404);
    expect((await setFacts('not-an-id', owner.cookie, OWNERS_FACTS)).statusCode).toBe(404);
    expect((await setFacts(row.id, '', OWNERS_FACTS)).statusCode).toBe(401);
    expect(await storedRow(row.id)).toEqual(before);
  });
});
