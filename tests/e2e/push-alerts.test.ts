import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { pushSubscriptionBody } from '../helpers/push-receiver.ts';
import { savedSearchBody } from '../helpers/samples.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * Saved-search alerts in Chromium: notifications are asked for only when an alert is turned on; granted, the browser's
 * subscription reaches the server; denied, the page says so; a push shows a notification whose tap opens its page.
 */
let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

/** Signs up and saves one search through the API; returns its user id. */
async function userWithSearch(context: BrowserContext, name: string): Promise<string> {
  const user = makeUser(name);
  await signUpViaApi(context, user);
  const res = await context.request.put(`/api/user/saved-searches/${randomUUID()}`, { data: savedSearchBody() });
  expect(res.status()).toBe(201);
  return signedInId(context);
}

async function alertOf(context: BrowserContext): Promise<string | undefined> {
  const body: { searches: { alert: string }[] } = await (await context.request.get('/api/user/saved-searches')).json();
  return body.searches[0]?.alert;
}

async function permissionState(page: Page): Promise<string> {
  return page.evaluate(() => Notification.permission);
}

it('asks nothing on load; with notifications allowed, Instant hands this browser’s subscription to the server', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  const userId = await userWithSearch(context, 'Alerted');
  await context.grantPermissions(['notifications'], { origin: s.baseURL });
  // Headless Chromium here has no route to its push service (FCM, on the internet): the browser's own subscribe()
  // answers with a subscription as FCM would hand out. Everything after it is the app and the real server.
  const subscription = pushSubscriptionBody(`https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`);
  await page.addInitScript((json) => {
    const fake = { endpoint: json.endpoint, toJSON: () => json };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    // Counts the app's requests for permission (granted already, so none shows a prompt).
    const ask = Notification.requestPermission.bind(Notification);
    Object.assign(window, { permissionRequests: 0 });
    Notification.requestPermission = () => {
      Object.assign(window, { permissionRequests: Number(Reflect.get(window, 'permissionRequests')) + 1 });
      return ask();
    };
  }, subscription);
  const requests = () => page.evaluate(() => Number(Reflect.get(window, 'permissionRequests')));
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Save search' }).waitFor();
  await page.goto('/saved-searches');
  const row = page.getByRole('listitem', { name: '2 BHK Borivali-Andheri under 1.5 Cr' });
  await row.getByRole('radio', { name: 'Off' }).waitFor();
  expect(await requests()).toBe(0);
  await row.getByRole('radio', { name: 'Instant' }).click();
  await page.getByText('Instant alerts on').waitFor();
  await expect.poll(() => row.getByRole('radio', { name: 'Instant' }).isChecked()).toBe(true);
  expect(await alertOf(context)).toBe('instant');
  const stored = await s.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  expect(stored.map((x) => x.endpoint)).toEqual([subscription.endpoint]);
  expect(await row.getByRole('alert').count()).toBe(0);
  await context.close();
}, 120_000);

it('with notifications blocked, Instant still turns on and says why alerts will come by e-mail', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await userWithSearch(context, 'Blocked');
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: s.baseURL,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  await page.goto('/saved-searches');
  expect(await permissionState(page)).toBe('denied');
  const row = page.getByRole('listitem', { name: '2 BHK Borivali-Andheri under 1.5 Cr' });
  await row.getByRole('radio', { name: 'Instant' }).click();
  await row
    .getByRole('alert')
    .filter({ hasText: 'Notifications are blocked for this site. Allow them in your browser’s site settings to get instant alerts; until then we e-mail you.' })
    .waitFor();
  await expect.poll(() => alertOf(context)).toBe('instant');
  await context.close();
}, 120_000);

it('a push shows its notification, and a tap on it opens the page it names', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await userWithSearch(context, 'Tapper');
  await context.grantPermissions(['notifications'], { origin: s.baseURL });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${s.baseURL}/`)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${s.baseURL}/`);
  if (!registration) throw new Error('no service worker registration');

  const message = { title: 'Sea-facing 3 BHK, Bandra West', body: 'Your visit on Wed 25 Nov, 11:00 am is confirmed', url: '/my-bookings', tag: 'booking-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: s.baseURL, registrationId: registration.registrationId, data: JSON.stringify(message) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })));
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, data: { url: '/my-bookings' } }]);

  // The tap: the worker's own notificationclick handler, run on the notification it showed.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (notification) scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await page.waitForURL(/\/my-bookings$/);
  await page.getByRole('heading', { name: /My Bookings/ }).waitFor();
  expect(await shown()).toEqual([]);
  await context.close();
}, 120_000);
