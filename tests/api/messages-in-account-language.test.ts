import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startAlertJobs } from '../../server/services/alert-jobs.ts';
import { queueListingAlerts } from '../../server/services/search-alerts.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { EMPTY_FILTER } from '../../src/domain/listing-filter-core.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { mailTo } from '../helpers/outbox.ts';
import { type PushReceiver, startPushReceiver } from '../helpers/push-receiver.ts';
import { savedSearchBody } from '../helpers/samples.ts';
import { sessionCookie, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/** E-mails and push notifications in the language of the account they go to (decision 0046). */
let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  const defaults = loadConfig({});
  t = await startTestApp({ push: { ...defaults.push, serviceHosts: ['127.0.0.1'], alertDelaySeconds: 1 } });
  await startAlertJobs(t.deps, { agent: receiver.agent });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** An account signed up from a device reading the app in `lang`. */
async function signUpIn(lang: Lang, name = 'Asha Patil') {
  const body = { name, email: uniqueEmail(lang), password: 'secret123', contactNo: '9820012345' };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: { cookie: `lang=${lang}` } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...body, cookie: sessionCookie(res), id: res.json<{ user: { _id: string } }>().user._id };
}

const mailsTo = (email: string) => mailTo(t.dataDir, email);
const messagesTo = (endpoint: string) => receiver.received.filter((r) => r.endpoint === endpoint).map((r) => r.message);
const DEVANAGARI = /[\u0900-\u097F]/;

async function subscribe(cookie: string) {
  const subscription = receiver.subscription();
  expect((await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: { cookie }, payload: subscription })).statusCode).toBe(200);
  return subscription.endpoint;
}

describe('messages in the account language', () => {
  it('a Hindi account gets its password-reset e-mail in Hindi; the user’s own name stays as typed and escaped', async () => {
    const user = await signUpIn('hi', 'Asha <b>& Co</b>');
    await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    await until(() => mailsTo(user.email).length > 0);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('अपना Mumbai Homes पासवर्ड रीसेट करें');
    expect(mail?.text).toMatch(/^नमस्ते Asha <b>& Co<\/b>,\n\nहमें आपका पासवर्ड रीसेट करने की रिक्वेस्ट मिली है।/);
    expect(mail?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+\n/);
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.html).toContain('<p>नमस्ते Asha &#60;b&#62;&#38; Co&#60;/b&#62;,</p>');
    expect(mail?.html).toMatch(/<a href="[^"]+\/reset-password\/[^"]+">पासवर्ड रीसेट करें<\/a>/);
    expect(mail?.text).not.toMatch(/Hello|password stays/);
  });

  it('a Hindi booker’s booking e-mails are in Hindi, with the price, date and time as Hindi readers write them', async () => {
    t.setNow(new Date('2026-11-20T06:00:00Z'));
    try {
      const booker = await signUpIn('hi');
      const lister = await signUpIn('en');
      const listing = await insertProperty(t.deps.database.db, lister.id, {
        propertyName: '2 BHK, Malad West',
        address: 'Plot 5, Link Road',
        location: 'Malad West',
        price: 12_000_000,
        type: 'sale',
      });
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/property/bookvisit',
        headers: { cookie: booker.cookie },
        payload: { propertyId: listing.id, bookingDate: '2026-11-25', bookingTime: '11:00' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await until(() => mailsTo(booker.email).length > 0);
      const [mail] = mailsTo(booker.email);
      expect(mail?.subject).toBe('विज़िट बुक हो गई: 2 BHK, Malad West');
      expect(mail?.text).toBe(
        [
          'नमस्ते Asha Patil,',
          '',
          'आपकी विज़िट बुक हो गई है। हमारे एजेंट जल्द ही इसे पक्का करेंगे।',
          '',
          'प्रॉपर्टी: 2 BHK, Malad West',
          'पता: Plot 5, Link Road, Malad West',
          'क़ीमत: ₹1,20,00,000',
          'तारीख़: बुधवार, 25 नवंबर 2026',
          'समय: सुबह 11:00',
          'लेने आना: नहीं',
          'स्थिति: बाक़ी',
          '',
        ].join('\n'),
      );
      expect(mail?.html).toContain('<html lang="hi-IN">');

      // The lister reads English: an admin's change reaches the booker in Hindi all the same.
      const admin = await signInAdmin(t.app, t.deps.database.db);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/update-booking-status/${booked.json().booking._id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'confirmed' },
      });
      expect(changed.statusCode).toBe(200);
      await until(() => mailsTo(booker.email).length > 1);
      const status = mailsTo(booker.email)[1];
      expect(status?.subject).toBe('विज़िट पक्की: 2 BHK, Malad West');
      expect(status?.text).toContain('आपकी विज़िट पक्की हो गई है।');
      expect(status?.text).toContain('स्थिति: पक्की');
    } finally {
      t.setNow(new Date());
    }
  });

  it('an English account’s e-mail stays English, word for word', async () => {
    const user = await signUpIn('en');
    await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    await until(() => mailsTo(user.email).length > 0);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Mumbai Homes password');
    expect(mail?.text).toMatch(/^Hello Asha Patil,\n\nWe received a request to reset your password\./);
    expect(mail?.html).toContain('<html lang="en-IN">');
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toMatch(DEVANAGARI);
  });

  it('a Marathi subscriber’s saved-search alert comes in Marathi; an English one’s in English', async () => {
    const marathi = await signUpIn('mr');
    const english = await signUpIn('en');
    const endpoints = { mr: await subscribe(marathi.cookie), en: await subscribe(english.cookie) };
    for (const user of [marathi, english]) {
      const id = randomUUID();
      const body = savedSearchBody({ name: 'Borivali-Andheri', filter: { ...EMPTY_FILTER, areaFrom: 'Borivali', areaTo: 'Andheri', maxPrice: 9_500_000 } });
      expect((await t.app.inject({ method: 'PUT', url: `/api/user/saved-searches/${id}`, headers: { cookie: user.cookie }, payload: body })).statusCode).toBe(
        201,
      );
      const patch = { method: 'PATCH' as const, url: `/api/user/saved-searches/${id}`, headers: { cookie: user.cookie }, payload: { alert: 'instant' } };
      expect((await t.app.inject(patch)).statusCode).toBe(200);
    }
    const lister = await signUpIn('en');
    const row = await insertProperty(t.deps.database.db, lister.id, { location: 'Malad West', price: 9_000_000, createdAt: new Date(Date.now() + 1000) });
    await queueListingAlerts(t.deps, row);
    await until(() => messagesTo(endpoints.mr).length > 0 && messagesTo(endpoints.en).length > 0);
    expect(messagesTo(endpoints.mr)).toEqual([
      expect.objectContaining({ title: 'Borivali-Andheri', body: 'Borivali-Andheri मध्ये ₹95 लाख पेक्षा कमी किमतीचे 1 नवीन घर' }),
    ]);
    expect(messagesTo(endpoints.en)).toEqual([expect.objectContaining({ title: 'Borivali-Andheri', body: '1 new home in Borivali-Andheri under ₹95 L' })]);
  });

  it('a Marathi wishlister hears of a price drop in Marathi', async () => {
    const saver = await signUpIn('mr');
    const endpoint = await subscribe(saver.cookie);
    const owner = await signUpIn('en');
    const listing = await insertProperty(t.deps.database.db, owner.id, { propertyName: '2 BHK, Malad West', price: 13_500_000, type: 'sale' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${listing.id}`, headers: { cookie: saver.cookie } })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/property/price/${listing.id}`,
      headers: { cookie: owner.cookie },
      payload: { price: 12_000_000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await until(() => messagesTo(endpoint).length > 0);
    expect(messagesTo(endpoint)).toEqual([
      { title: 'किंमत कमी झाली: 2 BHK, Malad West आता ₹1.2 कोटी', body: 'आधी ₹1.35 कोटी', url: `/property/${listing.id}`, tag: `price-${listing.id}` },
    ]);
  });
});
