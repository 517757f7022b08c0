import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../server/config.ts';
import { properties } from '../../server/db/schema.ts';
import { startAlertJobs } from '../../server/services/alert-jobs.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
import { PRICE_CHANGED } from '../../src/domain/price-change.ts';
import { pushNotificationSchema } from '../../src/domain/push.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { type PushReceiver, startPushReceiver } from '../helpers/push-receiver.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/**
 * The price drop: the owner (or an admin) changes a listing's price through PATCH /api/property/price/{id};
 * when it goes down, everyone who has it in their wishlist is told once, by Web Push (decrypted here by a local
 * receiver, as in push.test.ts) or, without notifications, by e-mail.
 */
let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  const defaults = loadConfig({});
  t = await startTestApp({ push: { ...defaults.push, serviceHosts: ['127.0.0.1'] } });
  await startAlertJobs(t.deps, { agent: receiver.agent });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

function setPrice(id: string, cookie: string | null, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/property/price/${id}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

async function storedPrice(id: string) {
  const [row] = await t.deps.database.db.select({ price: properties.price }).from(properties).where(eq(properties.id, id));
  return row?.price;
}

async function catalogue(since: number) {
  return catalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/property/catalogue?since=${since}` })).json());
}

describe('PATCH /api/property/price/{id}', () => {
  it('sets the owner’s price: the detail page, the list and the catalogue on phones show it at once', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 13_500_000 });
    // Read once first, so the listing cache holds the old answers.
    expect((await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${listing.id}` })).json().price).toBe(13_500_000);
    const list = () => t.app.inject({ method: 'GET', url: '/api/property/getProperties?limit=100' });
    expect((await list()).json().properties.find((p: { _id: string }) => p._id === listing.id)?.price).toBe(13_500_000);
    const before = (await catalogue(0)).version;

    const res = await setPrice(listing.id, owner.cookie, { price: 12_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: PRICE_CHANGED, property: { _id: listing.id, price: 12_000_000 } });

    expect((await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${listing.id}` })).json().price).toBe(12_000_000);
    expect((await list()).json().properties.find((p: { _id: string }) => p._id === listing.id)?.price).toBe(12_000_000);
    const changed = await catalogue(before);
    expect(changed.version).toBeGreaterThan(before);
    expect(changed.listings.map(fromSummaryTuple)).toMatchObject([{ _id: listing.id, price: 12_000_000 }]);
  });

  it('is idempotent: the same price again answers the same and moves no change counter', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 9_000_000 });
    expect((await setPrice(listing.id, owner.cookie, { price: 8_500_000 })).statusCode).toBe(200);
    const version = (await catalogue(0)).version;
    const again = await setPrice(listing.id, owner.cookie, { price: '8500000' });
    expect([again.statusCode, again.json().message, again.json().property.price]).toEqual([200, PRICE_CHANGED, 8_500_000]);
    expect((await catalogue(version)).listings).toEqual([]);
  });

  it('lets an admin change any listing, and nobody else: a visitor 401, another user 403, the price untouched', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 5_000_000 });
    const visitor = await setPrice(listing.id, null, { price: 1 });
    expect([visitor.statusCode, visitor.json()]).toEqual([401, { message: 'Please log in to continue', code: 'notSignedIn' }]);
    const stranger = await setPrice(listing.id, other.cookie, { price: 1 });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: 'You are not allowed to do that', code: 'notAllowed' }]);
    expect(await storedPrice(listing.id)).toBe(5_000_000);

    const admin = await signInAdmin(t.app, t.deps.database.db);
    const byAdmin = await setPrice(listing.id, admin.cookie, { price: 4_900_000 });
    expect([byAdmin.statusCode, byAdmin.json().property.price]).toEqual([200, 4_900_000]);
    // The moderator's reason is the owner's alone, even when an admin makes the change.
    expect(byAdmin.json().property).not.toHaveProperty('hiddenReason');
  });

  it('answers 404 for an unknown listing and for anything that is not an id', async () => {
    const { cookie } = await signUp(t.app);
    for (const id of [randomUUID(), 'not-an-id', '%00', 'a'.repeat(90)]) {
      const res = await setPrice(id, cookie, { price: 1_000_000 });
      expect([res.statusCode, res.json()], id.slice(0, 20)).toEqual([404, { message: 'Property not found.', code: 'propertyNotFound' }]);
    }
  });

  it('refuses a price the upload would refuse, with the upload’s message, and keeps the stored one', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { price: 7_000_000 });
    const cases: [unknown, string][] = [
      [{}, 'Price is required'],
      [{ price: '' }, 'Price is required'],
      [{ price: null }, 'Price is required'],
      [{ price: 0 }, 'Price must be greater than 0'],
      [{ price: -5 }, 'Price must be greater than 0'],
      [{ price: 1.5 }, 'Price must be a whole number of rupees'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ price: '70\u000000' }, 'Price must be a number'],
      [{ price: true }, 'Price must be a number'],
      [{ price: [7_000_000] }, 'Price must be a number'],
      [{ price: 1e16 }, 'Price is too large'],
      [{ price: '9'.repeat(400) }, 'Price must be a number'],
      [{ price: 1e11 + 1 }, 'Price is too large'],
    ];
    for (const [payload, message] of cases) {
      const res = await setPrice(listing.id, owner.cookie, payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload).slice(0, 40)).toEqual([400, expect.objectContaining({ message })]);
    }
    const nulText = await t.app.inject({
      method: 'PATCH',
      url: `/api/property/price/${listing.id}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"price":"\\u0000"}',
    });
    expect(nulText.statusCode).toBe(400);
    expect(['Text cannot contain a NUL character', 'Price must be a number']).toContain(nulText.json().message);
    const broken = await t.app.inject({
      method: 'PATCH',
      url: `/api/property/price/${listing.id}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"price":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedPrice(listing.id)).toBe(7_000_000);
  });
});

describe('a price drop on a wishlisted listing', () => {
  async function subscribe(cookie: string) {
    const subscription = receiver.subscription();
    expect((await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: { cookie }, payload: subscription })).statusCode).toBe(200);
    return subscription.endpoint;
  }
  async function save(cookie: string, id: string) {
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${id}`, headers: { cookie } })).statusCode).toBe(200);
  }
  /** The states of every job about a listing (its drops, their notices and pushes), read from pg-boss's table. */
  async function jobStates(propertyId: string): Promise<string[]> {
    const result = await t.deps.database.db.execute(sql`select state from pgboss.job where data::text like ${`%${propertyId}%`}`);
    return z
      .object({ rows: z.array(z.object({ state: z.string() })) })
      .parse(result)
      .rows.map((r) => r.state);
  }
  /** Resolves once every job queued about the listing so far has run. */
  const settled = (propertyId: string) => until(async () => (await jobStates(propertyId)).every((state) => state === 'completed'));
  const pushesTo = (endpoint: string) => receiver.received.filter((r) => r.endpoint === endpoint).map((r) => pushNotificationSchema.parse(r.message));
  const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.to === email);

  it('tells each saver once per drop: by push where notifications are on, else by e-mail; a rise or the same price tells nobody', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { propertyName: '2 BHK, Malad West', price: 13_500_000 });
    const withPush = await signUp(t.app);
    const endpoint = await subscribe(withPush.cookie);
    await save(withPush.cookie, listing.id);
    const byMail = await signUp(t.app);
    await save(byMail.cookie, listing.id);
    const notSaver = await signUp(t.app);
    const notSaverEndpoint = await subscribe(notSaver.cookie);

    expect((await setPrice(listing.id, owner.cookie, { price: 12_000_000 })).statusCode).toBe(200);
    await until(() => pushesTo(endpoint).length === 1 && mailsTo(byMail.email).length === 1);
    expect(pushesTo(endpoint)).toEqual([
      { title: 'Price drop: 2 BHK, Malad West now ₹1.2 Cr', body: 'Was ₹1.35 Cr', url: `/property/${listing.id}`, tag: `price-${listing.id}` },
    ]);
    const mail = mailsTo(byMail.email)[0];
    expect(mail?.subject).toBe('Price drop: 2 BHK, Malad West now ₹1.2 Cr');
    expect(mail?.text).toContain('Price drop: 2 BHK, Malad West now ₹1.2 Cr, down from ₹1.35 Cr. It is in your wishlist.');
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/property/${listing.id}`);

    // The same price again and a rise queue nothing; the next drop is told, and only it.
    expect((await setPrice(listing.id, owner.cookie, { price: 12_000_000 })).statusCode).toBe(200);
    expect((await setPrice(listing.id, owner.cookie, { price: 15_000_000 })).statusCode).toBe(200);
    await settled(listing.id);
    expect([pushesTo(endpoint).length, mailsTo(byMail.email).length]).toEqual([1, 1]);
    expect((await setPrice(listing.id, owner.cookie, { price: 11_000_000 })).statusCode).toBe(200);
    await until(() => pushesTo(endpoint).length >= 2 && mailsTo(byMail.email).length >= 2);
    expect(pushesTo(endpoint).map((m) => `${m.title} / ${m.body}`)).toEqual([
      'Price drop: 2 BHK, Malad West now ₹1.2 Cr / Was ₹1.35 Cr',
      'Price drop: 2 BHK, Malad West now ₹1.1 Cr / Was ₹1.5 Cr',
    ]);
    expect(mailsTo(byMail.email)).toHaveLength(2);
    expect(pushesTo(notSaverEndpoint)).toEqual([]);
    expect(mailsTo(notSaver.email)).toEqual([]);
    expect(mailsTo(owner.email)).toEqual([]);
  });

  it('tells nobody of a drop on a listing a moderator has hidden', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id, { propertyName: 'Hidden shop', price: 4_000_000 });
    const saver = await signUp(t.app);
    await save(saver.cookie, listing.id);
    await t.deps.database.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'Photos of another flat' }).where(eq(properties.id, listing.id));
    expect((await setPrice(listing.id, owner.cookie, { price: 3_500_000 })).statusCode).toBe(200);
    await settled(listing.id);
    expect(mailsTo(saver.email)).toEqual([]);
    // Unhidden, a later drop is told: had the first gone out, this would be the second e-mail.
    await t.deps.database.db.update(properties).set({ hiddenAt: null, hiddenReason: null }).where(eq(properties.id, listing.id));
    expect((await setPrice(listing.id, owner.cookie, { price: 3_000_000 })).statusCode).toBe(200);
    await until(() => mailsTo(saver.email).length > 0);
    expect(mailsTo(saver.email).map((m) => m.subject)).toEqual(['Price drop: Hidden shop now ₹30 L']);
  });
});
