import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPrice } from '../../src/domain/money.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { waitForDeviceCatalogue } from './device-catalogue.ts';
import { startSuite, type Suite } from './harness.ts';
import { collectPageErrors } from './page-trouble.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { uploadListing } from './upload-listing.ts';

/**
 * The story: an owner uploads a 2 BHK rent (owner, ₹3,500 maintenance, floor 7 of 22, one covered space,
 * ready); at 360 px in each language its card says Owner, "Owner only" with "Ready to move" finds it online and
 * offline, its page shows the facts and a month's cost ₹3,500 above the rent, and compare marks how it differs from a
 * broker's rent. SHOTS_DIR=<folder> keeps pictures of the card, the facts and the filter panel at 360 and 1280 px.
 */
let s: Suite;
let ownersId = '';
let brokersId = '';
let builtId = '';
const OWNERS = '2 BHK for rent, Malad West, from the owner';
const BROKERS = '2 BHK for rent, Malad East, through a broker';
const RENT = 45_000;
const BUILT = '3 BHK for rent, Malad West, built 2009';

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('FactsOwner'));
  const owner = await signedInId(context);
  const fields = {
    type: 'rent',
    ucresale: 'resale',
    price: String(RENT),
    propertyName: OWNERS,
    location: 'Malad West',
    address: '4 Marve Road, Malad West, Mumbai 400064',
    bedrooms: '2',
    carpetArea: '700',
    description: 'Two bedrooms, a balcony, ten minutes from the station.',
    amenities: '[]',
  };
  ownersId = (
    await uploadListing(context, { ...fields, postedBy: 'owner', maintenance: '3500', floor: '7', totalFloors: '22', parkingCovered: '1', possession: 'ready' })
  )._id;
  const db = s.server.database.db;
  brokersId = (
    await insertProperty(db, owner, {
      propertyName: BROKERS,
      location: 'Malad East',
      type: 'rent',
      price: RENT,
      postedBy: 'agent',
      brokerageMonths: 1,
      possession: 'ready',
    })
  ).id;
  await insertProperty(db, owner, { propertyName: 'New project flat from the builder', location: 'Malad West', postedBy: 'builder', possession: '2028-03' });
  builtId = (
    await insertProperty(db, owner, {
      propertyName: BUILT,
      location: 'Malad West',
      type: 'rent',
      price: 90_000,
      bedrooms: 3,
      postedBy: 'owner',
      possession: 'ready',
      builtYear: 2009,
      parkingCovered: 2,
      parkingOpen: 1,
      parking: true,
      facing: 'northEast',
    })
  ).id;
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function shoot(target: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: join(dir, `${name}.png`) });
}

const WORDS = {
  en: { owner: 'Owner', ownerOnly: 'Owner only', ready: 'Ready to move', floor: '7 of 22', listedBy: 'Listed by', monthly: 'Each month, with maintenance' },
  hi: { owner: 'मालिक', ownerOnly: 'सिर्फ़ मालिक', ready: 'रहने को तैयार', floor: '22 में से 7', listedBy: 'लिस्टिंग किसकी', monthly: 'हर महीने, मेंटेनेंस समेत' },
  mr: { owner: 'मालक', ownerOnly: 'फक्त मालक', ready: 'राहण्यास तयार', floor: '22 पैकी 7', listedBy: 'जाहिरात कोणाची', monthly: 'दरमहा, देखभाल खर्चासह' },
} as const;

const FILTERED = '/properties?postedBy=owner&readyToMove=1';

async function openIn(lang: keyof typeof WORDS, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(s.browser, s.baseURL, viewport);
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'lang', value: lang, url: s.baseURL }]);
  await signUpViaApi(context, makeUser('FactsReader'));
  return { context, page, errors };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

it.each(['en', 'hi', 'mr'] as const)(
  "in %s at 360 px: the owner's card, the filters, the facts, the month's cost and compare",
  async (lang) => {
    const w = WORDS[lang];
    for (const [size, viewport] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const { context, page, errors } = await openIn(lang, viewport);
      await page.goto(FILTERED);
      await card(page, OWNERS).waitFor();
      expect(await card(page, OWNERS).getByTestId('posted-by').textContent()).toBe(w.owner);
      expect(await card(page, OWNERS).textContent()).toContain(w.ready);
      expect(await card(page, BROKERS).count()).toBe(0);
      expect(await page.getByRole('link', { name: new RegExp(w.ownerOnly) }).count()).toBe(1);
      expect(await fitsWidth(page), `${lang} ${size} list`).toBe(true);
      await shoot(card(page, OWNERS), `card-${lang}-${size}`);
      if (size === '360') await page.getByRole('button', { name: /^(Filters|फ़िल्टर|फिल्टर)/ }).click();
      const panel = page.locator('#filter-panel');
      await panel
        .getByRole('group')
        .filter({ has: page.locator('#filter-posted-by') })
        .waitFor();
      expect(await page.locator('#filter-posted-by').inputValue()).toBe('owner');
      await shoot(panel, `filters-${lang}-${size}`);

      await page.goto(`/property/${ownersId}`);
      await page.getByRole('heading', { level: 1, name: OWNERS }).waitFor();
      const facts = page.getByTestId('listing-facts');
      await eventually(() => facts.textContent()).toContain(w.floor);
      expect(await facts.textContent()).toContain(formatPrice(3500, 'sale', lang));
      expect(await facts.textContent()).not.toMatch(/null|undefined|NaN/);
      await shoot(facts, `facts-${lang}-${size}`);
      await eventually(() => page.getByTestId('cost-rent').textContent()).toContain(`${w.monthly}${formatPrice(RENT + 3500, 'rent', lang)}`);
      expect(await fitsWidth(page), `${lang} ${size} detail`).toBe(true);

      await page.goto(`/compare?ids=${ownersId},${brokersId}`);
      const listedBy = page.getByRole('rowheader', { name: new RegExp(`^${w.listedBy}`) }).locator('xpath=..');
      await eventually(() => listedBy.getAttribute('data-differs')).not.toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    }
  },
  180_000,
);

it("finds the owner's ready home offline with Owner only and Ready to move", async () => {
  const { context, page } = await openIn('en', PHONE);
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await waitForDeviceCatalogue(page, [OWNERS, BROKERS]);
  await context.setOffline(true);
  await page.goto(FILTERED).catch(() => undefined);
  await page.reload().catch(() => undefined);
  await eventually(() => card(page, OWNERS).count()).toBe(1);
  expect(await card(page, BROKERS).count()).toBe(0);
  expect(await card(page, OWNERS).getByTestId('posted-by').textContent()).toBe('Owner');
  await context.close();
}, 120_000);

it('shows the built year, parking and facing offline though the listing was never opened here, on its page and in compare', async () => {
  const { context, page } = await openIn('en', PHONE);
  // A list without them: the online list's answers (kept for offline) hold every fact, the device's catalogue is tested here.
  await page.goto('/properties?postedBy=builder');
  await waitForServiceWorker(page);
  await waitForDeviceCatalogue(page, [BUILT, BROKERS]);
  expect(await card(page, BUILT).count()).toBe(0);
  // The compare page's code and words are fetched once online, as a reader's first visit would have them.
  await page.evaluate(() => fetch('/compare').then((r) => r.text()));
  await context.setOffline(true);
  await page.goto(`/property/${builtId}`).catch(() => undefined);
  await page.reload().catch(() => undefined);
  await page.getByRole('heading', { level: 1, name: BUILT }).waitFor();
  const facts = page.getByTestId('listing-facts');
  await eventually(() => facts.textContent()).toContain('Built2009');
  expect(await facts.textContent()).toContain('Parking spaces2 covered, 1 open');
  expect(await facts.textContent()).toContain('FacingNorth-east');

  await page.goto(`/compare?ids=${builtId},${brokersId}`).catch(() => undefined);
  const row = (label: string) => page.getByRole('rowheader', { name: new RegExp(`^${label}`) }).locator('xpath=..');
  await eventually(() => row('Built').textContent()).toContain('2009');
  expect(await row('Built').textContent()).toContain('Not stated');
  expect(await row('Parking spaces').textContent()).toContain('2 covered, 1 open');
  expect(await row('Facing').textContent()).toContain('North-east');
  for (const label of ['Built', 'Parking spaces', 'Facing']) expect(await row(label).textContent()).not.toContain('Not known offline');
  await context.close();
}, 120_000);
