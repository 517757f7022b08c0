import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { browserCookies, demoSessionCookie, firstListingId } from './lib/demo-session.ts';
import { startApp } from './lib/processes.ts';
import { kb, machineLine, table } from './lib/report.ts';

interface Transfer {
  url: string;
  bytes: number;
}

/** Records what every finished request moved over the wire (headers + body as received, i.e. compressed). */
function recordTransfers(page: Page): Transfer[] {
  const transfers: Transfer[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((s) => transfers.push({ url: request.url(), bytes: s.responseHeadersSize + s.responseBodySize }));
  });
  return transfers;
}

const photos = (t: Transfer[]) => t.filter((x) => x.url.includes('/uploads/'));
const variant = (url: string) => url.match(/(\d+)w?\.webp$/)?.[1] ?? url.split('/').pop() ?? url;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Scrolls down a screen at a time, as a reader would, until the `n`th card has been on screen (the list loads more as it nears the end). */
async function scrollToCard(page: Page, n: number) {
  for (let y = 0; (await page.locator('article').count()) < n && y < 100_000; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page
    .locator('article')
    .nth(n - 1)
    .scrollIntoViewIfNeeded();
  await settle(page);
}

async function measure(browser: Browser, baseUrl: string, cookie: string, id: string, deviceScaleFactor: number) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 }, deviceScaleFactor, locale: 'en-IN' });
  try {
    const list = await context.newPage();
    const onList = recordTransfers(list);
    await list.goto('/properties');
    await list.locator('article').first().waitFor();
    await settle(list);
    const cardPhoto = photos(onList)[0];
    await scrollToCard(list, 24);
    const cards = await list.locator('article').count();
    const listBytes = onList.reduce((sum, t) => sum + t.bytes, 0);

    // A context of its own, so the detail page's photos are fetched, not taken from the list's HTTP cache.
    const signedIn = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 }, deviceScaleFactor, locale: 'en-IN' });
    await signedIn.addCookies(browserCookies(cookie, baseUrl));
    const detail = await signedIn.newPage();
    const onDetail = recordTransfers(detail);
    await detail.goto(`/property/${id}`);
    await detail.getByRole('heading', { level: 1 }).waitFor();
    await settle(detail);
    const detailPhoto = photos(onDetail).sort((a, b) => b.bytes - a.bytes)[0];
    await signedIn.close();
    return { cardPhoto, detailPhoto, cards, listBytes, listPhotos: photos(onList).length };
  } finally {
    await context.close();
  }
}

export async function imagesBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-img-'));
  const server = await startApp(dataDir);
  const browser = await launchBrowser();
  try {
    const cookie = await demoSessionCookie(server.url);
    const id = await firstListingId(server.url);
    const rows: (string | number)[][] = [];
    for (const dpr of [1, 2]) {
      const m = await measure(browser, server.url, cookie, id, dpr);
      const row = [
        `360 px, DPR ${dpr}`,
        m.cardPhoto ? `${kb(m.cardPhoto.bytes)} (${variant(m.cardPhoto.url)} w)` : 'none',
        m.detailPhoto ? `${kb(m.detailPhoto.bytes)} (${variant(m.detailPhoto.url)} w)` : 'none',
        `${kb(m.listBytes)} (${m.cards} cards, ${m.listPhotos} photos)`,
      ];
      rows.push(row);
      console.log(row.join('  '));
    }
    return [
      '```sh',
      'npm run bench -- images',
      '```',
      '',
      'Debian Chromium (playwright-core) at a 360 x 740 phone viewport, against `npm start` with demo data on a fresh data folder. ' +
        "Card photo: the first card photo /properties fetches. Detail photo: the largest photo of the newest listing's page, signed in. " +
        'The list page: every byte a first visit to /properties moves (HTML, JS, CSS, fonts, API, photos, compressed as sent) after ' +
        'scrolling a screen at a time until the 24th card is on screen (the list fetches the next 12 as its end nears, so the DOM may hold more). ' +
        'Targets: card photo <= 25 KB at 360 px, the 24-card page <= 400 KB. The demo photos are drawn scenes, flatter than camera photos.',
      '',
      machineLine(),
      '',
      table(['viewport', 'card photo KB (variant)', 'detail photo KB (variant)', '/properties in all, KB'], rows),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
