import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { visitDayAhead } from '../helpers/visit-days.ts';
import { mailTo } from '../helpers/outbox.ts';
import { makeUser, signInViaApi, signUpViaApi } from './accounts.ts';
import { newPage } from './browser.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';

/**
 * Every payload would run script or plant an element if it reached the page as HTML. The CSP alone would stop
 * the script, so the test also looks for the planted elements: the text must arrive as text.
 */
const PAYLOAD = {
  title: `Flat <img src=x onerror="window.__xss='title'">`,
  location: `Andheri West <script>window.__xss='location'</script>`,
  address: `12 SV Road <iframe src="javascript:window.__xss='address'"></iframe>`,
  description: `Bright <b onmouseover="window.__xss='description'">flat</b><svg onload="window.__xss='description'"></svg>`,
  owner: `Owner <img src=x onerror="window.__xss='owner'">`,
  booker: `Booker <svg onload="window.__xss='booker'"></svg>`,
  enquiry: `Call me <script>window.__xss='enquiry'</script><img src=x onerror="alert(1)">`,
};
const PLANTED = 'img[src="x"], iframe, svg[onload], [onerror], [onload], [onmouseover]';

let s: Suite;
let propertyId = '';
const owner = { ...makeUser('Owner'), name: PAYLOAD.owner };
const booker = { ...makeUser('Booker'), name: PAYLOAD.booker };
const contexts: BrowserContext[] = [];

async function signedIn(user: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newPage(s.browser, s.baseURL);
  contexts.push(context);
  await signInViaApi(context, user.email, user.password);
  return page;
}

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, owner);
  const form = new FormData();
  const fields = {
    type: 'sale',
    ucresale: 'resale',
    price: '9900000',
    propertyName: PAYLOAD.title,
    location: PAYLOAD.location,
    address: PAYLOAD.address,
    bedrooms: '2',
    carpetArea: '700',
    description: PAYLOAD.description,
    amenities: '["security"]',
    postedBy: 'owner',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  form.append('images', new File([Uint8Array.from(jpeg)], 'p.jpg', { type: 'image/jpeg' }));
  const created = await context.request.post('/api/property/create', { multipart: form });
  expect(created.status()).toBe(201);
  propertyId = (await created.json()).property._id;
  await context.close();

  const other = await newPage(s.browser, s.baseURL);
  await signUpViaApi(other.context, booker);
  expect((await other.context.request.put(`/api/user/wishlist/${propertyId}`)).status()).toBe(200);
  const tomorrow = visitDayAhead();
  const booked = await other.context.request.post('/api/property/bookvisit', { data: { propertyId, bookingDate: tomorrow, bookingTime: '11:00' } });
  expect(booked.status()).toBe(201);
  await other.context.close();
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await s?.close();
});

/** A slow shared machine can take more than vitest's default second to load a page. */
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** The page shows each text literally, nothing planted by any payload is in the DOM, and no payload ran. */
async function expectShownAsText(page: Page, texts: string[]) {
  for (const text of texts) await eventually(() => page.evaluate(() => document.body.textContent ?? '')).toContain(text);
  const found = await page.evaluate(
    (selector) => ({ ran: Reflect.get(window, '__xss') ?? null, planted: document.querySelectorAll(selector).length }),
    PLANTED,
  );
  expect(found).toEqual({ ran: null, planted: 0 });
}

it('shows listing fields as text on the properties list, the detail page and the wishlist', async () => {
  const page = await signedIn(booker);
  await page.goto('/properties');
  await expectShownAsText(page, [PAYLOAD.title, PAYLOAD.location]);
  await page.goto(`/property/${propertyId}`);
  await expectShownAsText(page, [PAYLOAD.title, PAYLOAD.location, PAYLOAD.address, PAYLOAD.description]);
  await page.goto('/wishlist');
  await expectShownAsText(page, [PAYLOAD.title, PAYLOAD.location]);
  await page.goto(`/book-visit/${propertyId}`);
  await expectShownAsText(page, [PAYLOAD.title]);
});

it('shows a booking and the user name as text on my bookings and the profile', async () => {
  const page = await signedIn(booker);
  await page.goto('/my-bookings');
  await expectShownAsText(page, [PAYLOAD.title]);
  await page.goto('/profile');
  await eventually(() => page.getByLabel('Full Name').inputValue()).toBe(PAYLOAD.booker);
  await expectShownAsText(page, []);
});

it("shows the owner's listing as text on my properties", async () => {
  const page = await signedIn(owner);
  await page.goto('/my-properties');
  await expectShownAsText(page, [PAYLOAD.title, PAYLOAD.location]);
});

it('shows user names and listing titles as text in the admin tables', async () => {
  const page = await signedIn(ADMIN);
  await page.goto('/admin/dashboard');
  await expectShownAsText(page, [PAYLOAD.owner, PAYLOAD.booker, PAYLOAD.title]);
});

it('mails an enquiry with markup escaped in the HTML part', async () => {
  const { context } = await newPage(s.browser, s.baseURL);
  contexts.push(context);
  const res = await context.request.post('/api/property/contactus', {
    data: { name: PAYLOAD.owner, email: 'enquirer@example.in', contactNo: '9820012345', message: PAYLOAD.enquiry },
  });
  expect(res.status()).toBe(201);
  const mail = mailTo(s.dataDir, s.server.deps.config.agentEmail).at(-1);
  expect(mail?.text).toContain(PAYLOAD.enquiry);
  expect(mail?.html).not.toContain('<script>');
  expect(mail?.html).not.toContain('<img src=x');
  expect(mail?.html).toContain('Call me &#60;script&#62;window.__xss=');
});
