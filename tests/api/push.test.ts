import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { startAlertJobs } from '../../server/services/alert-jobs.ts';
import { dailyDigestJob } from '../../server/services/daily-digest.ts';
import { queueListingAlerts } from '../../server/services/search-alerts.ts';
import { EMPTY_FILTER } from '../../src/domain/listing-filter-core.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { type PushReceiver, startPushReceiver } from '../helpers/push-receiver.ts';
import { savedSearchBody } from '../helpers/samples.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/**
 * The push path end to end without the internet: the receiver on 127.0.0.1 plays the push service and
 * decrypts each message with the subscription's own keys; the jobs run as in a real server (startAlertJobs).
 */
let t: TestApp;
let receiver: PushReceiver;
const ALERT_DELAY_SECONDS = 1;

beforeAll(async () => {
  receiver = await startPushReceiver();
  const defaults = loadConfig({});
  t = await startTestApp({ push: { ...defaults.push, serviceHosts: ['127.0.0.1'], alertDelaySeconds: ALERT_DELAY_SECONDS } });
  await startAlertJobs(t.deps, { agent: receiver.agent });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function subscribe(cookie: string) {
  const subscription = receiver.subscription();
  const res = await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: { cookie }, payload: subscription });
  expect(res.statusCode, res.body).toBe(200);
  return subscription.endpoint;
}

async function saveSearch(cookie: string, alert: 'instant' | 'daily', over: Parameters<typeof savedSearchBody>[0] = {}) {
  const id = randomUUID();
  expect((await t.app.inject({ method: 'PUT', url: `/api/user/saved-searches/${id}`, headers: { cookie }, payload: savedSearchBody(over) })).statusCode).toBe(
    201,
  );
  expect((await t.app.inject({ method: 'PATCH', url: `/api/user/saved-searches/${id}`, headers: { cookie }, payload: { alert } })).statusCode).toBe(200);
  return id;
}

const messagesTo = (endpoint: string) => receiver.received.filter((r) => r.endpoint === endpoint).map((r) => r.message);

describe('Web Push', () => {
  it('hands out one VAPID public key, made at first start and kept in the database', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json<{ publicKey: string }>();
    const again = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json<{ publicKey: string }>();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again).toEqual(first);
  });

  it('a listing published through the API that matches an instant search reaches the browser: title, body and link', async () => {
    const buyer = await signUp(t.app);
    const endpoint = await subscribe(buyer.cookie);
    await saveSearch(buyer.cookie, 'instant');
    const lister = await signUp(t.app);
    const body = multipart(listingFields({ propertyName: '2 BHK, Malad West', location: 'Malad West', price: '12000000' }), [
      file(await photo('jpeg', 400, 300)),
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/property/create',
      headers: { ...body.headers, cookie: lister.cookie },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);

    await until(() => messagesTo(endpoint).length > 0);
    expect(messagesTo(endpoint)).toEqual([
      {
        title: '2 BHK Borivali-Andheri under 1.5 Cr',
        body: '1 new home in Borivali-Andheri under ₹1.5 Cr',
        url: '/properties?q=2+BHK&areaFrom=Borivali&areaTo=Andheri&maxPrice=15000000',
        tag: expect.stringMatching(/^search-/),
      },
    ]);
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json<{ publicKey: string }>().publicKey;
    expect(receiver.received.find((r) => r.endpoint === endpoint)?.vapidPublicKey).toBe(key);
  });

  it('listings published close together make one notification: "3 new homes in Borivali-Andheri under ₹95 L"', async () => {
    const buyer = await signUp(t.app);
    const endpoint = await subscribe(buyer.cookie);
    await saveSearch(buyer.cookie, 'instant', {
      name: 'Borivali-Andheri',
      filter: { ...EMPTY_FILTER, areaFrom: 'Borivali', areaTo: 'Andheri', maxPrice: 9_500_000 },
    });
    const lister = await signUp(t.app);
    for (const location of ['Malad West', 'Goregaon East', 'Kandivali West']) {
      const row = await insertProperty(t.deps.database.db, lister.id, { location, price: 9_000_000, createdAt: new Date(Date.now() + 1000) });
      await queueListingAlerts(t.deps, row);
    }
    await until(() => messagesTo(endpoint).length > 0);
    expect(messagesTo(endpoint)).toEqual([expect.objectContaining({ body: '3 new homes in Borivali-Andheri under ₹95 L' })]);
  });

  it('an admin confirming a visit tells the booker: "Your visit on Wed 25 Nov, 11:00 am is confirmed", opening My Bookings', async () => {
    t.setNow(new Date('2026-11-20T06:00:00Z'));
    try {
      const booker = await signUp(t.app);
      const endpoint = await subscribe(booker.cookie);
      const lister = await signUp(t.app);
      const listing = await insertProperty(t.deps.database.db, lister.id, { propertyName: 'Sea-facing 3 BHK, Bandra West' });
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/property/bookvisit',
        headers: { cookie: booker.cookie },
        payload: { propertyId: listing.id, bookingDate: '2026-11-25', bookingTime: '11:00' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const admin = await signInAdmin(t.app, t.deps.database.db);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/update-booking-status/${booked.json().booking._id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'confirmed' },
      });
      expect(changed.statusCode).toBe(200);
      await until(() => messagesTo(endpoint).length > 0);
      expect(messagesTo(endpoint)).toEqual([
        {
          title: 'Sea-facing 3 BHK, Bandra West',
          body: 'Your visit on Wed 25 Nov, 11:00 am is confirmed',
          url: '/my-bookings',
          tag: expect.stringMatching(/^booking-/),
        },
      ]);
    } finally {
      t.setNow(new Date());
    }
  });

  it('a subscription the push service calls gone (410) is removed, and the others still get theirs', async () => {
    const buyer = await signUp(t.app);
    const gone = await subscribe(buyer.cookie);
    const alive = await subscribe(buyer.cookie);
    receiver.answer(gone, 410);
    await saveSearch(buyer.cookie, 'instant', { name: 'Dadar', filter: { ...EMPTY_FILTER, areaFrom: 'Dadar' } });
    const lister = await signUp(t.app);
    await queueListingAlerts(t.deps, await insertProperty(t.deps.database.db, lister.id, { location: 'Dadar East', createdAt: new Date(Date.now() + 1000) }));
    await until(() => messagesTo(alive).length > 0);
    const db = t.deps.database.db;
    await until(async () => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone))).length === 0);
    expect(messagesTo(gone)).toEqual([]);
    expect((await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id))).map((s) => s.endpoint)).toEqual([alive]);
  });

  it('without notifications on any browser, an instant alert comes by e-mail', async () => {
    const buyer = await signUp(t.app);
    await saveSearch(buyer.cookie, 'instant', { name: 'Churchgate offices', filter: { ...EMPTY_FILTER, areaFrom: 'Churchgate' } });
    const lister = await signUp(t.app);
    await queueListingAlerts(t.deps, await insertProperty(t.deps.database.db, lister.id, { location: 'Churchgate', createdAt: new Date(Date.now() + 1000) }));
    const mails = () => readOutbox(t.dataDir).filter((m) => m.to === buyer.email);
    await until(() => mails().length > 0);
    expect(mails()[0]?.text).toContain('1 new home in Churchgate match your saved search "Churchgate offices".');
  });

  it('the daily digest e-mails each daily search’s new matches once', async () => {
    const buyer = await signUp(t.app);
    await saveSearch(buyer.cookie, 'daily', { name: 'Virar plots', filter: { ...EMPTY_FILTER, areaFrom: 'Virar' } });
    const lister = await signUp(t.app);
    await insertProperty(t.deps.database.db, lister.id, { location: 'Virar West', createdAt: new Date(Date.now() + 1000) });
    await insertProperty(t.deps.database.db, lister.id, { location: 'Virar East', createdAt: new Date(Date.now() + 1000) });
    t.setNow(new Date(Date.now() + 5000));
    try {
      await t.deps.jobs.enqueue(dailyDigestJob, {});
      const mails = () => readOutbox(t.dataDir).filter((m) => m.to === buyer.email);
      await until(() => mails().length > 0);
      expect(mails()[0]?.text).toContain('Virar plots: 2 new homes in Virar');
      const second = await t.deps.jobs.enqueue(dailyDigestJob, {});
      if (!second) throw new Error('the second digest was not queued');
      await until(async () => (await t.deps.jobs.status(dailyDigestJob, second))?.state === 'completed');
      expect(mails()).toHaveLength(1);
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses an endpoint off the push services (the server would POST there) and keys that are not keys', async () => {
    const { cookie } = await signUp(t.app);
    const good = receiver.subscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, 'The push endpoint must be an https address of a push service'],
      [{ ...good, endpoint: 'https://intranet.example/push' }, 'The push endpoint must be an https address of a push service'],
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'The push endpoint must be an https address of a push service'],
      [{ ...good, endpoint: 'file:///etc/passwd' }, 'The push endpoint must be an https address of a push service'],
      [{ ...good, keys: { p256dh: 'short', auth: good.keys.auth } }, 'The subscription keys are not valid'],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: 'not base64!' } }, 'The subscription keys are not valid'],
      [{ ...good, endpoint: `${receiver.origin}/${'x'.repeat(1000)}` }, 'The push endpoint must be an https address of a push service'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/push/subscription',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 90)).toEqual([400, message]);
    }
  });

  it('keeps each user’s subscriptions to themselves', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const endpoint = await subscribe(owner.cookie);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/push/subscription', headers: { cookie: other.cookie }, payload: { endpoint } });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Subscription not found', code: 'pushSubscriptionNotFound' }]);
    const db = t.deps.database.db;
    expect((await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).map((s) => s.userId)).toEqual([owner.id]);
  });
});
