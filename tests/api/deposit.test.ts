import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema.ts';
import { propertySchema } from '../../src/domain/property.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A rent's security deposit: an optional upload field, stored, in the detail answer, and changed by its owner. */
let t: TestApp;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  jpeg = await photo('jpeg', 64, 48);
});
afterAll(() => t.close());

const upload = (fields: Record<string, string>) => {
  const body = multipart(listingFields(fields), [file(jpeg)]);
  return t.app.inject({ method: 'POST', url: '/api/property/create', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
};
const setDeposit = (id: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/property/deposit/${id}`,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(payload),
  });
const stored = async (id: string) => (await t.deps.database.db.select().from(properties).where(eq(properties.id, id)))[0]?.deposit;
async function detail(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return propertySchema.parse(res.json());
}

describe('the deposit at upload', () => {
  it('is stored for a rent and shown in the detail answer', async () => {
    const res = await upload({ type: 'rent', price: '45000', deposit: '270000' });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().property._id;
    expect(await stored(id)).toBe(270_000);
    expect((await detail(id)).deposit).toBe(270_000);
  });

  it('is optional: none given is none stored, and a sale keeps none', async () => {
    const rent = await upload({ type: 'rent', price: '45000' });
    expect(rent.statusCode, rent.body).toBe(201);
    expect(await stored(rent.json().property._id)).toBeNull();
    expect((await detail(rent.json().property._id)).deposit).toBeUndefined();
    const sale = await upload({ deposit: '500000' });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await stored(sale.json().property._id)).toBeNull();
  });

  it('is refused out of range with a code and a field message', async () => {
    const cases: [string, string][] = [
      ['0', 'depositNotPositive'],
      ['-5', 'depositNotPositive'],
      ['1.5', 'depositNotWhole'],
      ['1000000001', 'depositTooLarge'],
      ['1e16', 'depositNotNumber'],
      ['abc', 'depositNotNumber'],
      ["$'", 'depositNotNumber'],
      ['</script>', 'depositNotNumber'],
    ];
    for (const [deposit, code] of cases) {
      const res = await upload({ type: 'rent', price: '45000', deposit });
      expect(res.statusCode, deposit).toBe(400);
      expect(res.json(), deposit).toMatchObject({ code });
    }
    // The API's own words are English; the app shows the code's words in the reader's language (the wizard's test).
    expect((await upload({ type: 'rent', price: '45000', deposit: '-5' })).json()).toEqual({
      code: 'depositNotPositive',
      message: 'Deposit must be at least ₹1',
    });
  });
});

describe('PATCH /api/property/deposit/{id}', () => {
  it('lets the owner and an admin change and clear a rent’s deposit', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000 });
    const set = await setDeposit(row.id, owner.cookie, { deposit: 180_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Deposit updated', property: { _id: row.id, deposit: 180_000 } });
    expect((await detail(row.id)).deposit).toBe(180_000);
    const admin = await signInAdmin(t.app, t.deps.database.db);
    expect((await setDeposit(row.id, admin.cookie, { deposit: '200000' })).statusCode).toBe(200);
    expect(await stored(row.id)).toBe(200_000);
    const cleared = await setDeposit(row.id, owner.cookie, { deposit: null });
    expect(cleared.statusCode).toBe(200);
    expect(await stored(row.id)).toBeNull();
  });

  it('refuses bad values with a code and keeps the stored deposit', async () => {
    const row = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000, deposit: 150_000 });
    const bad: [unknown, string][] = [
      [0, 'depositNotPositive'],
      [-1, 'depositNotPositive'],
      [1.5, 'depositNotWhole'],
      [1e16, 'depositTooLarge'],
      [1e300, 'depositTooLarge'],
      ['1e16', 'depositNotNumber'],
      ['12\u0000', 'depositNotNumber'],
      ['9'.repeat(400), 'depositNotNumber'],
      [[150_000], 'depositNotNumber'],
      [{}, 'depositNotNumber'],
      [true, 'depositNotNumber'],
    ];
    for (const [deposit, code] of bad) {
      const res = await setDeposit(row.id, owner.cookie, { deposit });
      expect(res.statusCode, JSON.stringify(deposit)).toBe(400);
      expect(res.json(), JSON.stringify(deposit)).toMatchObject({ code });
    }
    // A body that names no deposit changes nothing: clearing is said with null.
    for (const body of [{}, { Deposit: 1 }]) {
      const res = await setDeposit(row.id, owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'nothingToChange' });
    }
    expect(await stored(row.id)).toBe(150_000);
  });

  it('refuses a deposit on a sale, someone else’s listing, and a listing that is not there', async () => {
    const sale = await insertProperty(t.deps.database.db, owner.id);
    expect((await setDeposit(sale.id, owner.cookie, { deposit: 100_000 })).json()).toMatchObject({ code: 'depositOnlyForRent' });
    const rent = await insertProperty(t.deps.database.db, owner.id, { type: 'rent', price: 45_000 });
    const theirs = await setDeposit(rent.id, other.cookie, { deposit: 100_000 });
    expect(theirs.statusCode).toBe(403);
    expect((await setDeposit('00000000-0000-4000-8000-000000000000', owner.cookie, { deposit: 100_000 })).statusCode).toBe(404);
    expect((await setDeposit('not-an-id', owner.cookie, { deposit: 100_000 })).statusCode).toBe(404);
    expect(await stored(rent.id)).toBeNull();
  });
});
