import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { lineAnswerSchema } from '../../src/domain/line/line-answer.ts';
import { STATIONS } from '../../src/domain/stations.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { newPage, PHONE } from './browser.ts';
import { waitForDeviceCatalogue } from './device-catalogue.ts';
import { ADMIN, startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

/**
 * A reader on a 360 px phone with Churchgate as the destination opens /line once online, then offline: 28 stations
 * whose counts add up to the catalogue's total and whose medians are the API's, worked out on the device; rent and
 * 2 BHK; Borivali left of Virar on the chart; a tap on Goregaon opens the list filtered to it, destination kept.
 */
let s: Suite;

const WORDS = {
  en: { destination: 'Your desk is near', rent: 'Rent', bhk2: '2 BHK' },
  hi: { destination: 'आपका दफ़्तर इसके पास है', rent: 'किराया', bhk2: '2 BHK' },
  mr: { destination: 'तुमचे ऑफिस इथे जवळ आहे', rent: 'भाडे', bhk2: '2 BHK' },
} as const;
const GOREGAON_NAMES = { en: 'Goregaon', hi: 'गोरेगांव', mr: 'गोरेगाव' } as const;

beforeAll(async () => {
  s = await startSuite();
  const db = s.server.deps.database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  if (!admin) throw new Error('no admin');
  const home = (location: string, n: number, over: Parameters<typeof insertProperty>[2]) =>
    insertProperty(db, admin.id, { location, propertyName: `Line home ${location} ${n}`, ...over });
  // Five or more homes for sale at Virar, Borivali and Goregaon (a median each), six 2 BHK rents at Goregaon, and a
  // few homes at other stations, too few for a median.
  for (let n = 0; n < 6; n++) {
    await home('Virar West', n, { price: 6_000_000 + n * 200_000, carpetArea: 600 });
    await home('Borivali West', n, { price: 14_000_000 + n * 300_000, carpetArea: 650 });
    await home('Goregaon East', n, { price: 16_000_000 + n * 250_000, carpetArea: 700 });
    await home('Goregaon West', n, { type: 'rent', price: 45_000 + n * 2_500, bedrooms: 2 });
  }
  for (const [n, place] of ['Andheri West', 'Dadar East', 'Churchgate', 'Malad West'].entries()) await home(place, n, { price: 20_000_000 });
});
afterAll(() => s?.close());

it('is linked from the landing page, the list and the phone’s menu', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/');
  await page.getByRole('link', { name: "See every station's prices and minutes on the line" }).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'The line at a glance' }).click();
  await page.waitForURL(/\/line$/);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Compare stations on the line' }).click();
  await page.waitForURL(/\/line$/);
  await page.getByRole('heading', { level: 1, name: 'The line at a glance' }).waitFor();
  await context.close();
});

describe.each(['en', 'hi', 'mr'] as const)('in %s', (lang) => {
  it('shows the whole line from the device offline, as the API counts it, and opens a station’s list', async () => {
    const w = WORDS[lang];
    const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
    await context.addCookies([{ name: 'lang', value: lang, url: s.baseURL }]);
    await page.goto('/line');
    await waitForServiceWorker(page);
    await waitForDeviceCatalogue(page, ['Line home Goregaon West 5'], 20_000);
    const api = lineAnswerSchema.parse(await (await context.request.get('/api/line')).json());
    await page.getByLabel(w.destination).selectOption('Churchgate');

    // Offline after that one visit: the page, its words and the figures all come from the device.
    await context.setOffline(true);
    await page.goto('/line');
    await page.locator('[data-source="device"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);

    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(STATIONS.length);
    const counts = (await page.locator('td[data-figure="count"]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))))).map(Number);
    expect(counts).toEqual(api.stations.map((st) => st.count));
    expect(counts.reduce((a, b) => a + b, 0) + api.unplaced).toBe(api.total);
    expect(Number(await page.locator('[data-total]').getAttribute('data-total'))).toBe(api.total);
    const medians = () => page.locator('td[data-figure="median"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value') || null));
    expect(await medians()).toEqual(api.stations.map((st) => (st.sale[0]?.median == null ? null : String(st.sale[0].median))));

    // Borivali's fast trains reach Churchgate sooner than Virar's: it sits left of Virar.
    const cx = (station: string) => page.locator(`svg g[data-station="${station}"] circle`).getAttribute('cx').then(Number);
    expect(await cx('Borivali')).toBeLessThan(await cx('Virar'));

    await page.getByText(w.rent, { exact: true }).click();
    await page.getByText(w.bhk2, { exact: true }).click();
    await expect.poll(medians).toEqual(api.stations.map((st) => (st.rent[2]?.median == null ? null : String(st.rent[2].median))));
    expect(api.stations[STATIONS.indexOf('Goregaon')]?.rent[2]?.median).not.toBeNull();

    await page.locator('ol').getByRole('link', { name: GOREGAON_NAMES[lang], exact: true }).click();
    await page.waitForURL(/\/properties\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('areaFrom'), params.get('areaTo'), params.get('commuteTo'), params.get('type')]).toEqual(['Goregaon', 'Goregaon', 'Churchgate', 'rent']);
    await page.getByRole('article', { name: 'Line home Goregaon West 0' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(6);
    await context.close();
  });
});
