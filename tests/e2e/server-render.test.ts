import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Property } from '../../src/domain/property.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { newPage, PHONE } from './browser.ts';
import { collectPageErrors } from './page-trouble.ts';
import { startSuite, type Suite } from './harness.ts';
import { uploadListing } from './upload-listing.ts';

let s: Suite;
let listing: Property;
const BREAKOUT = 'Flat </script><script>window.__ran=1</script>';
/** String.replace's replacement patterns: expanded, they copy the template into the page. */
const PATTERNS = "T $` $' $& $$ end";

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  await insertProperty(s.server.database.db, ownerId, { propertyName: PATTERNS, location: 'Kandivali $` East', createdAt: new Date(Date.UTC(2026, 9, 1)) });
  await insertProperty(s.server.database.db, ownerId, {
    propertyName: 'Older flat in Borivali',
    location: 'Borivali West',
    createdAt: new Date(Date.UTC(2026, 10, 1)),
  });
  // The newest listing, with a real photo through the upload API: the list's first card and its LCP photo.
  listing = await uploadListing(
    context,
    {
      type: 'rent',
      ucresale: 'resale',
      price: '45000',
      propertyName: BREAKOUT,
      location: 'Andheri West',
      address: '12 SV Road, Andheri West',
      bedrooms: '2',
      carpetArea: '700',
      description: 'Bright.',
      amenities: '[]',
    },
    'flat.jpg',
  );
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** What a browser gets for a page before any script runs. */
async function html(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(`${s.baseURL}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

it('sends /properties with its first listings, their state and the first photo preloaded, compressed', async () => {
  const res = await html('/properties', { 'accept-encoding': 'br' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.body).toContain('Older flat in Borivali');
  expect(res.body).toContain('Andheri West');
  expect(res.body).toContain('id="server-state"');
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/[^"]*" [^>]*fetchPriority="high"\/>/);
  // The app's code waits for the page to paint: low priority, so photos and styles go first.
  expect(res.body).toMatch(/<script type="module" fetchpriority="low"/);
});

it('keeps a listing title with a closing script tag inside the page state as text', async () => {
  const res = await html('/properties');
  const state = res.body.match(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(state).toContain('\\u003c/script\\u003e');
  expect(state).not.toContain('</script>');

  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  await page.goto('/properties');
  await eventually(() => page.locator('article').first().textContent()).toContain(BREAKOUT);
  expect(await page.evaluate(() => Reflect.get(window, '__ran') ?? null)).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

/** The state a page carries, parsed as the app parses it; throws when the element is cut short or repeated. */
function pageState(body: string): unknown {
  const states = [...body.matchAll(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/g)];
  expect(states).toHaveLength(1);
  return JSON.parse(states[0]?.[1] ?? '');
}

it.each([
  ['/properties', 'a stored title'],
  ['/properties?q=%24%60', 'the search text'],
  ["/properties?q=%24'", 'the search text'],
  ['/properties?q=%24%26', 'the search text'],
  ['/properties?location=%3C%2Fscript%3E%24%60', 'the location filter'],
])("sends %s whole when %s holds $` $' $& or </script>: one document, one state", async (path) => {
  const res = await html(path);
  expect(res.status).toBe(200);
  expect(res.body.match(/<!doctype/gi)).toHaveLength(1);
  expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
  expect(res.body.match(/<script type="module"/g)).toHaveLength(1);
  expect(JSON.stringify(pageState(res.body))).toContain(path === '/properties' ? JSON.stringify(PATTERNS).slice(1, -1) : 'q');
});

it('shows the listing titled with replacement patterns as written, and the app takes the page over', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  await page.goto('/properties');
  await eventually(() => page.getByText(PATTERNS, { exact: true }).count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the listings to a phone that has not run any script yet', async () => {
  const context = await s.browser.newContext({ baseURL: s.baseURL, viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/properties');
  expect(await page.locator('article').count()).toBe(3);
  expect(await page.getByRole('heading', { level: 3, name: 'Older flat in Borivali' }).isVisible()).toBe(true);
  expect(
    await page
      .locator('article img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await page.goto('/');
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  await context.close();
});

it('takes the server page over without an error, and it then works as the app', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  await page.goto('/properties');
  const search = page.getByRole('searchbox');
  // Typing filters the list only once the app runs: this proves the markup was taken over, not merely shown.
  await eventually(async () => {
    await search.fill('borivali');
    return page.locator('article').count();
  }).toBe(1);
  await page.goto('/');
  await page.locator('main a[href="/properties"]').first().click();
  await page.waitForURL(/\/properties$/);
  await eventually(() => page.locator('article').count()).toBe(3);
  expect(errors).toEqual([]);
  await context.close();
});

it('renders a listing for a signed-in user, and leaves it to the browser for a visitor', async () => {
  const visitor = await html(`/property/${listing._id}`);
  expect(visitor.body).not.toContain('id="server-state"');
  expect(visitor.body).toContain('<div id="root"></div>');
  // A form page has nothing worth sending early: the browser renders it, as before.
  expect((await html('/login')).body).toContain('<div id="root"></div>');

  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Reader'));
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const ownerId = await html(`/property/${listing._id}`, { cookie });
  expect(ownerId.body).toContain('Andheri West');
  expect(ownerId.headers.get('cache-control')).toBe('private, no-cache');

  const errors = collectPageErrors(page);
  await page.goto(`/property/${listing._id}`);
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(BREAKOUT);
  // The app runs on it: its link to booking navigates in the page.
  await page.getByRole('link', { name: 'Book Visit' }).click();
  await page.waitForURL(new RegExp(`/book-visit/${listing._id}$`));
  expect(errors).toEqual([]);
  await context.close();
});

it('leaves a page whose API call is refused to the browser, which shows the message', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await signUpViaApi(context, makeUser('Seeker'));
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const missing = `/property/${listing._id.replace(/^.{8}/, '00000000')}`;
  const res = await html(missing, { cookie });
  expect(res.status).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  await page.goto(missing);
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Property not found.');
  const head = await fetch(`${s.baseURL}/properties`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  await context.close();
});

it.each(['hi', 'mr'])('renders the landing page and the list in the language of the lang cookie (%s) and hydrates them without an error', async (lang) => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await context.addCookies([{ name: 'lang', value: lang, url: s.baseURL }]);
  const errors = collectPageErrors(page);
  for (const path of ['/', '/properties']) {
    const res = await html(path, { cookie: `lang=${lang}` });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).not.toContain('<div id="root"></div>');
    await page.goto(path);
    await eventually(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await eventually(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
  }
  // The picker, once the page is the app's, switches the words, with no hydration error on the way.
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /^(Language|भाषा)$/ })
    .selectOption('en');
  await eventually(() => page.locator('html').getAttribute('lang')).toBe('en');
  expect(errors).toEqual([]);
  await context.close();
});

it('follows Accept-Language on a first visit and never trusts a garbage cookie or header', async () => {
  const marathi = await html('/', { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' });
  expect(marathi.body).toContain('<html lang="mr">');
  const hindiFirst = await html('/', { 'accept-language': 'en;q=0.5, hi' });
  expect(hindiFirst.body).toContain('<html lang="hi">');
  for (const cookie of ['lang=</script><script>alert(1)</script>', 'lang=hi%00', 'lang=xx', `lang=${'a'.repeat(5000)}`]) {
    const res = await html('/', { cookie, 'accept-language': `</html>;q=2,${'x'.repeat(3000)}` });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('alert(1)');
  }
});

it('sends /line drawn, and the app takes it over without an error, then draws the remembered destination', async () => {
  const res = await html('/line');
  expect(res.status).toBe(200);
  expect(res.body).toContain('Every station from Virar to Churchgate');
  // Every listing counted in the server's figures, and each station's row of the table in the markup.
  expect(res.body).toContain('data-total="3"');
  expect(res.body).toContain('Borivali');

  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  const errors = collectPageErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('mumbai-homes.commute', JSON.stringify({ to: 'Churchgate', deskMinutes: 10 })));
  await page.goto('/line');
  // The server knows no remembered destination; the app draws it once it has taken the page over.
  await eventually(() => page.getByLabel('Your desk is near').inputValue()).toBe('Churchgate');
  await eventually(() => page.getByText('Choose where your desk is to place the stations by minutes.').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
