import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commuteOf } from '../../src/domain/commute/commute-model.ts';
import { LANG_COOKIE, type Lang } from '../../src/domain/languages.ts';
import { STATIONS, type Station, stationIndexOf, stationName } from '../../src/domain/stations.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { makeUser, signedInId, signUpViaApi } from './accounts.ts';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';
import { idsOnDevice } from './device-catalogue.ts';

const BORIVALI_FLAT = 'Borivali flat, ten minutes on foot';
/** Listings along the line, each with the owner's walk minutes (null: not given); Powai names no station of the line. */
const LISTINGS: { name: string; location: string; walkMinutes: number | null }[] = [
  { name: 'Churchgate studio', location: 'Churchgate', walkMinutes: 4 },
  { name: BORIVALI_FLAT, location: 'Borivali West', walkMinutes: 10 },
  { name: 'Virar flat by the station', location: 'Virar West', walkMinutes: 3 },
  { name: 'Andheri flat off SV Road', location: 'Andheri West', walkMinutes: 8 },
  { name: 'Dadar flat near the market', location: 'Dadar West', walkMinutes: 5 },
  { name: 'Goregaon flat, walk not given', location: 'Goregaon East', walkMinutes: null },
  { name: 'Malad flat far from the station', location: 'Malad West', walkMinutes: 35 },
  { name: 'Powai flat by the lake', location: 'Powai', walkMinutes: 10 },
];

const TO: Station = 'Churchgate';
const LIMIT = 60;

/** The commute the timetable gives each listing, to Churchgate with no desk minutes; null when it cannot be worked out. */
function expectedMinutes(l: (typeof LISTINGS)[number]): number | null {
  const index = stationIndexOf(l.location);
  const station = index === null ? null : (STATIONS[index] ?? null);
  const outcome = commuteOf({ station, walkMinutes: l.walkMinutes }, { to: TO, deskMinutes: 0 });
  return outcome.ok ? outcome.commute.minutes : null;
}

/** The words a reader of each language sees on the controls this test uses. */
const WORDS: Record<Lang, { station: RegExp; search: string; max: string; sort: string; sortCommute: string; apply: string; minutes: (n: number) => string }> =
  {
    en: {
      station: /^Station/,
      search: 'Churchgate',
      max: 'At most',
      sort: 'Sort',
      sortCommute: 'Shortest commute',
      apply: 'Apply',
      minutes: (n) => `≈ ${n} min to Churchgate`,
    },
    hi: {
      station: /^स्टेशन/,
      search: 'चर्च',
      max: 'ज़्यादा से ज़्यादा',
      sort: 'क्रम',
      sortCommute: 'सबसे छोटा सफ़र',
      apply: 'लागू करें',
      minutes: (n) => `चर्चगेट तक ≈ ${n} मिनट`,
    },
    mr: {
      station: /^स्टेशन/,
      search: 'चर्चगेट',
      max: 'जास्तीत जास्त',
      sort: 'क्रम',
      sortCommute: 'सर्वात कमी प्रवास',
      apply: 'लागू करा',
      minutes: (n) => `चर्चगेटपर्यंत ≈ ${n} मिनिटे`,
    },
  };

let s: Suite;
const ids = new Map<string, string>();

beforeAll(async () => {
  s = await startSuite();
  const { context } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Owner'));
  const ownerId = await signedInId(context);
  // Listed a minute apart, the last newest: newest first is then not the commute's order, so the sort shows.
  for (const [i, l] of LISTINGS.entries()) {
    const createdAt = new Date(Date.now() - (LISTINGS.length - i) * 60_000);
    const row = await insertProperty(s.server.database.db, ownerId, { propertyName: l.name, location: l.location, walkMinutes: l.walkMinutes, createdAt });
    ids.set(l.name, row.id);
  }
  await context.close();
}, 120_000);
afterAll(() => s?.close());

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const cardNames = (page: Page) => page.locator('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** Every listing on the device: the list counts them all from the catalogue, not a server page. */
async function catalogueOnDevice(page: Page): Promise<void> {
  await eventually(async () => (await idsOnDevice(page)).length).toBe(LISTINGS.length);
}

it.each(['en', 'hi', 'mr'] as const)(
  'on a 360 px phone, offline, in %s: Churchgate within 60 minutes narrows the list and sorts it by commute',
  async (lang) => {
    const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
    await context.addCookies([{ name: LANG_COOKIE, value: lang, url: s.baseURL }]);
    await page.goto('/properties');
    await waitForServiceWorker(page);
    await catalogueOnDevice(page);
    await context.setOffline(true);
    await page.reload();
    await eventually(() => cardNames(page).then((n) => n.length)).toBe(LISTINGS.length);

    const w = WORDS[lang];
    await page.locator('button[aria-controls="filter-panel"]').click();
    const panel = page.locator('#filter-panel');
    await panel.getByRole('button', { name: w.station }).click();
    await panel.locator('input[type="search"]').fill(w.search);
    await panel.getByRole('option', { name: stationName(TO, lang) }).click();
    await panel.getByLabel(w.max, { exact: true }).selectOption(String(LIMIT));
    await panel.getByLabel(w.sort, { exact: true }).selectOption('commute');
    await panel.getByRole('button', { name: w.apply, exact: true }).click();

    const fitting = LISTINGS.map((l) => ({ ...l, minutes: expectedMinutes(l) }))
      .filter((l): l is typeof l & { minutes: number } => l.minutes !== null && l.minutes <= LIMIT)
      .sort((a, b) => a.minutes - b.minutes);
    expect(fitting.length).toBeGreaterThan(1);
    expect(fitting.length).toBeLessThan(LISTINGS.length - 1);
    const newestFirst = LISTINGS.filter((l) => fitting.some((f) => f.name === l.name)).reverse();
    expect(fitting.map((l) => l.name)).not.toEqual(newestFirst.map((l) => l.name));
    await eventually(() => cardNames(page)).toEqual(fitting.map((l) => l.name));
    for (const l of fitting) await expect.poll(() => page.getByRole('article', { name: l.name }).textContent()).toContain(w.minutes(l.minutes));
    expect(new URL(page.url()).searchParams.get('commuteTo')).toBe(TO);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  },
);

it.each(['en', 'hi', 'mr'] as const)('in the 1280 px side panel, in %s, the limit and the sort show every choice whole', async (lang) => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await context.addCookies([{ name: LANG_COOKIE, value: lang, url: s.baseURL }]);
  await page.goto('/properties');
  const panel = page.locator('#filter-panel');
  const w = WORDS[lang];
  for (const label of [w.max, w.sort]) {
    // The widest choice's text, in the select's own font, against the room its box leaves beside the arrow.
    const { widest, room } = await panel.getByLabel(label, { exact: true }).evaluate((el) => {
      if (!(el instanceof HTMLSelectElement)) throw new Error('not a select');
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...el.options].map((o) => ctx.measureText(o.text).width));
      return { widest, room: el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 16 };
    });
    expect(widest, `${label}: the widest choice against the room for it`).toBeLessThanOrEqual(room);
  }
  await context.close();
});

it('draws the side panel\u2019s choices as fields to change: bordered like its text box, greyed and still bordered while waiting for a station', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, DESKTOP);
  await page.goto('/properties');
  const panel = page.locator('#filter-panel');
  const look = (label: string) =>
    panel.getByLabel(label, { exact: true }).evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderTopColor, background: style.backgroundColor };
    });
  const textBox = await look('Location');
  expect(textBox.border, 'the text box has a border').not.toBe('rgba(0, 0, 0, 0)');
  expect(await look('Property Type'), 'the type select, as the text box').toEqual(textBox);
  // No station chosen: the limit waits for one.
  expect(await panel.getByLabel(WORDS.en.max, { exact: true }).isDisabled(), 'the limit waits for a station').toBe(true);
  const waiting = await look(WORDS.en.max);
  expect(waiting.border, 'a disabled select keeps its border').toBe(textBox.border);
  expect(waiting.background, 'a disabled select is greyed').not.toBe(textBox.background);
  await context.close();
});

it('shows the Borivali listing its timetable commute to Churchgate, broken down with a strip of the line on its page', async () => {
  const borivali = commuteOf({ station: 'Borivali', walkMinutes: 10 }, { to: TO, deskMinutes: 0 });
  if (!borivali.ok) throw new Error('Borivali has a commute to Churchgate');
  const { commute } = borivali;
  // The UP fast service 90018 (from Virar) leaves Borivali 04:16 and reaches Churchgate 05:08: 52 minutes on the train.
  expect(commute.ride).toBe(52);
  expect(commute.legs.map((l) => l.service)).toEqual(['fast']);
  expect(commute.minutes).toBe(10 + commute.wait + 52);

  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  // A listing's page is for signed-in readers.
  await signUpViaApi(context, makeUser('Commuter'));
  await page.goto(`/properties?commuteTo=${TO}`);
  const card = page.getByRole('article', { name: BORIVALI_FLAT });
  await eventually(() => card.textContent()).toContain(`≈ ${commute.minutes} min to Churchgate`);
  await page.goto('/properties?commuteTo=Churchgate&deskMinutes=5');
  // The card's commute line is drawn by the app's code: once it counts the desk, the panel's Apply is the app's too.
  await eventually(() => card.textContent()).toContain(`≈ ${commute.minutes + 5} min to Churchgate`);
  await page.getByRole('button', { name: 'Filters' }).click();
  const apply = page.locator('#filter-panel').getByRole('button', { name: 'Apply', exact: true });
  // Pressed before the panel's code has taken over its server markup, Apply submits the plain form (the last test
  // covers that); this one checks the app's own Apply: press it once React owns the button (its props are on the element).
  await apply.evaluate(
    (button) =>
      new Promise<void>((done) => {
        const owned = () => Object.keys(button).some((key) => key.startsWith('__reactProps'));
        const check = () => (owned() ? done() : setTimeout(check, 50));
        check();
      }),
  );
  await apply.click();
  await eventually(() => page.evaluate(() => localStorage.getItem('mumbai-homes.commute'))).toContain('"deskMinutes":5');

  await page.goto(`/property/${ids.get(BORIVALI_FLAT)}`);
  const section = page.getByRole('region', { name: 'Commute to Churchgate' });
  await section.waitFor();
  const sentence = `10 min walk to Borivali · ${commute.wait} min wait · 52 min fast train · 5 min to the desk`;
  await eventually(() => section.textContent()).toContain(sentence);
  await eventually(() => section.textContent()).toContain(`≈ ${commute.minutes + 5} min door to desk`);
  const strip = section.getByRole('img');
  expect(await strip.getAttribute('aria-label')).toBe(`The line from Borivali to Churchgate: ${sentence.replaceAll(' · ', ', ')}`);
  expect(await strip.getByRole('listitem').count()).toBe(STATIONS.length - STATIONS.indexOf('Borivali'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

it('remembers the destination when Apply is pressed before the app has started: the plain form says the panel sent it', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL);
  await signUpViaApi(context, makeUser('Slowphone'));
  // A phone that has not run the app's code yet: the server's markup alone, the panel a plain GET form.
  const held = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/assets/**/*.js', held);
  await page.goto(`/properties?commuteTo=${TO}`);
  const panel = page.locator('#filter-panel');
  await panel.getByLabel('Minutes from the station to your desk').fill('5');
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.waitForURL(/deskMinutes=5/);
  expect(await page.evaluate(() => localStorage.getItem('mumbai-homes.commute'))).toBeNull();

  // The code arrives (a reload of the address the form made): the list remembers what the reader applied.
  await page.unroute('**/assets/**/*.js', held);
  await page.reload();
  await eventually(() => page.evaluate(() => localStorage.getItem('mumbai-homes.commute'))).toBe(JSON.stringify({ to: TO, deskMinutes: 5 }));
  await eventually(() => new URL(page.url()).searchParams.has('applied')).toBe(false);
  expect(new URL(page.url()).searchParams.get('deskMinutes')).toBe('5');
  await context.close();
});
