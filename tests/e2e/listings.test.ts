import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { User } from '../../src/domain/account.ts';
import { PROPERTY_UPLOADED } from '../../src/domain/messages.ts';
import type { Property } from '../../src/domain/property.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';

let s: Suite;
const OWNER = { name: 'Owner Mehta', email: 'owner@example.in', contactNo: '9820011111', password: 'owner-pass' };
const STRANGER = { name: 'Stranger Rao', email: 'stranger@example.in', contactNo: '9820022222', password: 'stranger-pass' };
let owner: User;
let withPhotos: Property;

async function photo(hue: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: hue } })
    .jpeg()
    .toBuffer();
}

async function signUp(
  browser: Browser,
  who: typeof OWNER,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; user: User }> {
  const { context, page } = await newPage(browser, s.baseURL, viewport);
  const res = await context.request.post('/api/auth/signup', { data: { name: who.name, email: who.email, contactNo: who.contactNo, password: who.password } });
  const body: { user: User } = res.ok()
    ? await res.json()
    : await (await context.request.post('/api/auth/login', { data: { email: who.email, password: who.password } })).json();
  return { context, page, user: body.user };
}

beforeAll(async () => {
  s = await startSuite();
  const { context, user } = await signUp(s.browser, OWNER);
  owner = user;
  const db = s.server.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
  await insertProperty(db, owner._id, {
    propertyName: 'Plot in Virar',
    location: 'Virar West',
    type: 'sale',
    ucresale: 'not applicable',
    price: 4_500_000,
    bedrooms: 0,
    carpetArea: 2400,
    createdAt: at(1),
  });
  await insertProperty(db, owner._id, {
    propertyName: '1 BHK in Malad',
    location: 'Malad West',
    type: 'rent',
    ucresale: 'resale',
    price: 32_000,
    bedrooms: 1,
    carpetArea: 420,
    parking: true,
    createdAt: at(2),
  });
  await insertProperty(db, owner._id, {
    propertyName: 'Shop near Dadar market',
    location: 'Dadar East',
    type: 'sale',
    ucresale: 'under construction',
    price: 32_000_000,
    reraNumber: 'P51900012345',
    createdAt: at(3),
  });
  await insertProperty(db, owner._id, {
    propertyName: 'Sea-facing flat in Bandra',
    location: 'Bandra West',
    type: 'rent',
    price: 85_000,
    wifi: true,
    gym: true,
    furnished: true,
    createdAt: at(4),
  });
  await insertProperty(db, owner._id, {
    propertyName: '2 BHK near Andheri station',
    location: 'Andheri West',
    type: 'sale',
    price: 18_500_000,
    parking: true,
    security: true,
    createdAt: at(5),
  });
  // One listing with three real photos through the upload API, for the carousels.
  const form = new FormData();
  const fields = {
    type: 'sale',
    ucresale: 'resale',
    price: '9900000',
    propertyName: 'Garden flat in Borivali',
    location: 'Borivali West',
    address: '7 Gorai Road, Borivali West',
    bedrooms: '2',
    carpetArea: '700',
    description: 'Green views.',
    amenities: '["security"]',
    postedBy: 'owner',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, hue] of ['#cc3333', '#33cc33', '#3333cc'].entries())
    form.append('images', new File([Uint8Array.from(await photo(hue))], `p${i}.jpg`, { type: 'image/jpeg' }));
  const res = await context.request.post('/api/property/create', { multipart: form });
  expect(res.status()).toBe(201);
  withPhotos = (await res.json()).property;
  await context.close();
}, 180_000);
afterAll(() => s?.close());

const cards = (page: Page) => page.locator('article');
/** A slow shared machine can take more than vitest's default second to load a page. */
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
const count = (page: Page) => page.locator('#results-count');

it('searches and filters the seeded listings, and a filtered URL opens the same list', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/properties');
  await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
  expect(await cards(page).first().getAttribute('aria-label')).toBe('Garden flat in Borivali');

  await page.getByLabel('Search properties').fill('bandra');
  await eventually(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Sea-facing flat in Bandra']);
  await eventually(() => new URL(page.url()).search).toBe('?q=bandra');
  await page.getByLabel('Search properties').fill('');
  await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
  // The emptied search reaches the address bar after its pause; an Apply pressed within it would be undone by it.
  await eventually(() => new URL(page.url()).search).toBe('');

  const apply = async () => {
    await page.getByRole('button', { name: 'Apply' }).click();
  };
  const clearAll = async () => {
    await page.getByRole('button', { name: 'Clear All' }).click();
    await eventually(() => new URL(page.url()).search).toBe('');
    await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
  };
  const names = () => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).sort());

  await page.getByLabel('Property Type').selectOption('rent');
  await apply();
  await eventually(names).toEqual(['1 BHK in Malad', 'Sea-facing flat in Bandra']);
  await eventually(() => count(page).textContent()).toBe('Showing 2 properties');

  await clearAll();
  await page.getByLabel('Under Construction').check();
  await apply();
  await eventually(names).toEqual(['Shop near Dadar market']);
  await eventually(() => cards(page).first().textContent()).toContain('MahaRERA P51900012345');

  await clearAll();
  await page.getByLabel('Location').fill('east');
  await apply();
  await eventually(names).toEqual(['Shop near Dadar market']);

  await clearAll();
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByPlaceholder('Search areas...').fill('vir');
  await page.getByRole('option', { name: 'Virar' }).click();
  await page.getByRole('button', { name: /^To/ }).click();
  await page.getByPlaceholder('Search areas...').fill('zzz');
  await page.getByText('No areas found').waitFor();
  await page.getByPlaceholder('Search areas...').fill('mal');
  await page.getByRole('option', { name: 'Malad' }).click();
  await apply();
  await eventually(names).toEqual(['1 BHK in Malad', 'Garden flat in Borivali', 'Plot in Virar']);

  await clearAll();
  await page.getByLabel('Maximum Price').fill('5000000');
  await apply();
  await eventually(names).toEqual(['1 BHK in Malad', 'Plot in Virar', 'Sea-facing flat in Bandra']);

  await clearAll();
  await page.getByLabel('WiFi').check();
  await page.getByLabel('Furnished').check();
  await apply();
  await eventually(names).toEqual(['Sea-facing flat in Bandra']);

  // A combined filter survives reload and opens the same list from a shared link on a phone.
  await clearAll();
  await page.getByLabel('Property Type').selectOption('sale');
  await page.getByRole('checkbox', { name: 'Parking', exact: true }).check();
  await apply();
  await eventually(names).toEqual(['2 BHK near Andheri station']);
  const shared = page.url();
  expect(new URL(shared).search).toBe('?type=sale&amenities=parking');
  const phone = await newPage(s.browser, s.baseURL, PHONE);
  await phone.page.goto(shared);
  await eventually(() => count(phone.page).textContent()).toBe('Showing 1 property');
  expect(await phone.page.getByRole('button', { name: 'Filters 2 active' }).isVisible()).toBe(true);
  // The applied filters also show as chips now: "Remove filter: Parking" is a link, not the checkbox.
  expect(await phone.page.getByRole('link', { name: 'Remove filter: Parking' }).isVisible()).toBe(true);
  await phone.page.getByRole('button', { name: 'Filters 2 active' }).click();
  expect(await phone.page.getByLabel('Property Type').inputValue()).toBe('sale');
  expect(await phone.page.getByRole('checkbox', { name: 'Parking', exact: true }).isChecked()).toBe(true);
  await phone.context.close();

  await page.getByLabel('Search properties').fill('nothing like this');
  await page.getByText('No properties found').waitFor();
  await page.getByText('Try adjusting your search or filter criteria').waitFor();
  await context.close();
});

it("applies the filter panel pressed before its script has arrived (a slow phone): the form goes to the server as the page's address", async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  // The panel's code is held on the network, as on a slow connection, until the test is done.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/filter-panel-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto('/properties');
    await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
    // The page works meanwhile: typing (into the field the reader taps first) re-renders the list, and must leave the
    // waiting panel (and the user's choices) be.
    await page.getByLabel('Search properties').click();
    await page.getByLabel('Search properties').fill('zzz');
    await eventually(() => count(page).textContent()).toBe('Showing 0 properties');
    await page.getByLabel('Search properties').fill('');
    await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
    // As above: the emptied search reaches the address bar after its pause, before the form is sent.
    await eventually(() => new URL(page.url()).search).toBe('');
    await page.getByLabel('Property Type').selectOption('rent');
    await page.getByLabel('Gym').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('type')).toBe('rent');
    expect(new URL(page.url()).searchParams.getAll('amenities')).toEqual(['gym']);
    await eventually(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Sea-facing flat in Bandra']);
  } finally {
    release();
    await context.close();
  }
});

it('runs the card carousel: arrows and dots wrap around, hover advances every 3 s, leaving goes back to the first', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await page.goto('/properties');
  const card = page.getByRole('article', { name: 'Garden flat in Borivali' });
  const img = card.getByRole('img', { name: /Garden flat in Borivali, photo/ });
  await img.waitFor();
  const shown = () => img.getAttribute('alt');
  const src = (n: number) => withPhotos.images[n]?.imageUrl;
  expect(withPhotos.images).toHaveLength(3);
  expect(await img.getAttribute('src')).toBe(src(0));
  expect(await img.getAttribute('srcset')).toContain('w,');
  expect(await img.getAttribute('loading')).toBe('eager');
  // The photo really loads from the server.
  await eventually(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))).toBeGreaterThan(0);

  // A tap before the app has taken the server's page over is held and replayed once it has: the photo follows then.
  await card.getByRole('button', { name: 'Previous photo' }).click();
  await eventually(shown).toBe('Garden flat in Borivali, photo 3 of 3');
  await card.getByRole('button', { name: 'Next photo' }).click();
  await eventually(shown).toBe('Garden flat in Borivali, photo 1 of 3');
  await card.getByRole('button', { name: 'Show photo 2' }).click();
  await eventually(() => img.getAttribute('src')).toBe(src(1));

  await page.mouse.move(0, 0);
  await eventually(shown).toBe('Garden flat in Borivali, photo 1 of 3');
  await card.hover();
  await expect.poll(shown, { timeout: 4500 }).toBe('Garden flat in Borivali, photo 2 of 3');
  await expect.poll(shown, { timeout: 4500 }).toBe('Garden flat in Borivali, photo 3 of 3');
  await page.mouse.move(0, 0);
  await eventually(shown).toBe('Garden flat in Borivali, photo 1 of 3');

  // A listing without photos shows the 400x200 placeholder.
  const plot = page.getByRole('article', { name: 'Plot in Virar' }).getByRole('img', { name: 'No photo yet' });
  expect(await plot.getAttribute('src')).toBe('/placeholder-property.svg');
  expect([await plot.getAttribute('width'), await plot.getAttribute('height')]).toEqual(['400', '200']);
  await context.close();
});

it('shows the detail page to a stranger with Book Visit, no Delete, and the agent', async () => {
  const { context, page } = await signUp(s.browser, STRANGER);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'View Details: Garden flat in Borivali' }).click();
  await page.waitForURL(`${s.baseURL}/property/${withPhotos._id}`);
  await page.getByRole('heading', { level: 1, name: 'Garden flat in Borivali' }).waitFor();
  await page.getByText('1 / 3').waitFor();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.getByText('2 / 3').waitFor();
  await page.getByRole('button', { name: 'Show photo 3' }).click();
  await page.getByText('3 / 3').waitFor();
  await page.getByText('For sale', { exact: true }).waitFor();
  await page.getByText('₹99,00,000').waitFor();
  await page.getByText('7 Gorai Road, Borivali West').waitFor();
  await page.getByText('Unfurnished').waitFor();
  await page.getByText('Security', { exact: true }).waitFor();
  expect(await page.getByText('Swimming Pool', { exact: true }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Book Visit' }).getAttribute('href')).toBe(`/book-visit/${withPhotos._id}`);
  expect(await page.getByRole('button', { name: 'Delete Property' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+919820012345');
  expect(await page.getByRole('link', { name: /^Email / }).getAttribute('href')).toBe('mailto:agent@mumbaihomes.in');

  await page.goto('/property/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { name: 'Property not found.' }).waitFor();
  await context.close();
});

it('adds to and removes from the wishlist with the heart, and the wishlist page follows', async () => {
  const { context, page } = await signUp(s.browser, STRANGER);
  await page.goto('/wishlist');
  await page.getByText('No properties in wishlist.').waitFor();
  await page.goto('/properties');
  const heart = page.getByRole('button', { name: 'Save Sea-facing flat in Bandra to wishlist' });
  await heart.click();
  const saved = page.getByRole('button', { name: 'Remove Sea-facing flat in Bandra from wishlist' });
  await saved.waitFor();
  expect(await saved.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Save 1 BHK in Malad to wishlist' }).click();
  await page.getByRole('button', { name: 'Remove 1 BHK in Malad from wishlist' }).waitFor();

  await page.getByRole('link', { name: 'Wishlist' }).first().click();
  await page.waitForURL(`${s.baseURL}/wishlist`);
  await eventually(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
    '1 BHK in Malad',
    'Sea-facing flat in Bandra',
  ]);
  await page.getByRole('button', { name: 'Remove 1 BHK in Malad from wishlist' }).click();
  await eventually(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Sea-facing flat in Bandra']);
  // The server kept it: a fresh load shows the same.
  await page.reload();
  await eventually(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Sea-facing flat in Bandra']);
  await context.close();

  const visitor = await newPage(s.browser, s.baseURL);
  await visitor.page.goto('/properties');
  await cards(visitor.page).first().waitFor();
  expect(await visitor.page.getByRole('button', { name: /wishlist/ }).count()).toBe(0);
  await visitor.context.close();
});

it('uploads a listing with 3 photos through the wizard; it shows in the list and My Properties; the owner deletes it', async () => {
  const { context, page } = await signUp(s.browser, OWNER, PHONE);
  await page.goto('/my-properties');
  // The owner's listings from the earlier tests, counted by the API: the page's cards may still be arriving.
  const own: unknown = await (await context.request.get('/api/user/myproperties')).json();
  const before = Array.isArray(own) ? own.length : -1;
  await eventually(() => cards(page).count()).toBe(before);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Upload Property' }).click();
  await page.waitForURL(`${s.baseURL}/upload-property`);

  await page.getByRole('heading', { name: 'Basic Info' }).waitFor();
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  expect(await page.getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(true);
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('Property Type').selectOption('sale');
  await page.getByLabel('Property Status').selectOption('under construction');
  await page.getByLabel('Who is listing it?').selectOption('agent');
  await page.getByLabel('Price (₹)').fill('12500000');
  await page.getByLabel('Location').fill('Goregaon West');
  await page.getByLabel('Title').fill('New tower flat in Goregaon');
  await page.getByLabel('MahaRERA number (optional)').fill('p51800099999');
  await next.click();
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  await page.getByLabel('Address').fill('Plot 9, Aarey Road, Goregaon West');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Carpet Area (sq ft)').fill('640');
  await page.getByLabel('Description').fill('Possession in 2027. Club house and pool.');
  await next.click();
  await page.getByRole('heading', { name: 'Features' }).waitFor();
  await page.getByLabel('Swimming Pool').check();
  await page.getByLabel('Gym').check();
  await page.getByLabel(/Add photos/).setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa8800') },
    { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photo('#0088aa') },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#8800aa') },
  ]);
  await page.getByText('Cover', { exact: true }).waitFor();
  expect(await page.getByRole('img', { name: /^Photo \d$/ }).count()).toBe(3);
  await page.getByRole('button', { name: 'Publish Property' }).click();
  await page.waitForURL(`${s.baseURL}/my-properties`);
  await page.getByText('Property published successfully!').waitFor();
  // Two toasts read top to bottom in the order they came (the Toaster's reverseOrder): the server's word, then ours.
  const first = await page.getByText(PROPERTY_UPLOADED, { exact: true }).boundingBox();
  const second = await page.getByText('Property published successfully!').boundingBox();
  expect(first && second && first.y + first.height <= second.y).toBe(true);
  const mine = page.getByRole('article', { name: 'New tower flat in Goregaon' });
  await mine.waitFor();
  await eventually(() => cards(page).count()).toBe(before + 1);
  expect(await mine.textContent()).toContain('MahaRERA P51800099999');
  await eventually(() => mine.getByRole('img', { name: /photo 1 of 3/ }).count()).toBe(1);

  await page.goto('/properties');
  await eventually(() => cards(page).first().getAttribute('aria-label')).toBe('New tower flat in Goregaon');
  await eventually(() => count(page).textContent()).toBe('Showing 7 properties');

  // The owner sees Delete on the detail page, and deleting takes it everywhere.
  await cards(page).first().getByRole('link', { name: 'New tower flat in Goregaon', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New tower flat in Goregaon' }).waitFor();
  await page.getByText('Gym', { exact: true }).waitFor();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete Property' }).click();
  await page.waitForURL(`${s.baseURL}/my-properties`);
  expect(dialogs).toEqual(['confirm: Are you sure you want to delete this property?', 'alert: Property deleted successfully!']);
  await cards(page).first().waitFor();
  expect(await page.getByRole('article', { name: 'New tower flat in Goregaon' }).count()).toBe(0);
  await page.goto('/properties');
  await eventually(() => count(page).textContent()).toBe('Showing 6 properties');
  await context.close();
});

it('loads more listings as the user scrolls, with photos below the fold loading lazily', async () => {
  const db = s.server.database.db;
  for (let i = 0; i < 20; i++) {
    await insertProperty(db, owner._id, {
      propertyName: `Studio ${i + 1} in Kandivali`,
      location: 'Kandivali East',
      price: 5_000_000 + i,
      createdAt: new Date(Date.UTC(2026, 10, 2, 10, i)),
    });
  }
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/properties');
  await eventually(() => count(page).textContent()).toBe('Showing 26 properties');
  await eventually(() => cards(page).count()).toBe(12);
  expect(await cards(page).nth(0).locator('img').getAttribute('loading')).toBe('eager');
  expect(await cards(page).nth(5).locator('img').getAttribute('loading')).toBe('lazy');
  await cards(page).nth(11).scrollIntoViewIfNeeded();
  await eventually(() => cards(page).count()).toBe(24);
  await cards(page).nth(23).scrollIntoViewIfNeeded();
  await eventually(() => cards(page).count()).toBe(26);
  expect(await page.getByRole('button', { name: 'Load more properties' }).count()).toBe(0);
  // Typing narrows what is loaded at once, and the server's total follows.
  await page.getByLabel('Search properties').fill('studio 1');
  await eventually(() => count(page).textContent()).toBe('Showing 11 properties');
  await context.close();
});
