import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, count } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { properties } from '../server/db/schema.ts';
import { filterCondition, listedCondition } from '../server/services/listings.ts';
import { DEFAULT_FRESHNESS } from '../src/domain/freshness.ts';
import { unlistCutoff } from '../src/domain/freshness-core.ts';
import { filterFromParams } from '../src/domain/listing-filter-core.ts';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { catalogueOnDevice } from '../tests/e2e/device-catalogue.ts';
import { median } from './lib/apps.ts';
import { run, startApp } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

/**
 * The portal's size end to end, as a reader meets it: a server started for the first time on a seeded database
 * (`--listings`, 100,000 by default; `--seeded DIR` copies a DATA_DIR already seeded instead of seeding anew), pages
 * and the API asked for while its start-up work runs; a phone-sized Chromium opening /properties, tapped once, until
 * its device holds every listing; then offline, after a reload, a search for each of PLACES, its count beside the
 * database's exact count for the same filter (the API estimates a broad text search's total, decision 0024).
 * PORTAL_RUNS runs, each from a fresh copy.
 */
const { values: options } = parseArgs({ options: { listings: { type: 'string' }, seeded: { type: 'string' } }, strict: false, allowPositionals: true });
const LISTINGS = typeof options.listings === 'string' ? Number(options.listings) : 100_000;
const RUNS = Number(process.env.PORTAL_RUNS ?? 3);
const PLACES = ['Virar', 'Churchgate', 'Andheri', 'Dahisar'];
/** How long, and how often, pages are asked for while the first start's work runs. */
const DURING_START_MS = 20_000;
const ASK_EVERY_MS = 500;

/** One compressed answer's time, from the request to its last byte. */
function timedGet(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? done(performance.now() - t0) : fail(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The listings the list shows for `q`, as the database counts them exactly. */
async function exactCounts(dataDir: string): Promise<number[]> {
  const { db, close } = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const listed = listedCondition(unlistCutoff(new Date(), DEFAULT_FRESHNESS));
    return await Promise.all(
      PLACES.map(async (q) => {
        const [row] = await db
          .select({ n: count() })
          .from(properties)
          .where(and(listed, filterCondition(filterFromParams(new URLSearchParams({ q })))));
        return row?.n ?? 0;
      }),
    );
  } finally {
    await close();
  }
}

interface RunFigures {
  pages: number[];
  api: number[];
  heldAfterMs: number;
  deviceCounts: number[];
  exact: number[];
}

async function oneRun(seeded: string): Promise<RunFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-portal-'));
  try {
    cpSync(seeded, dataDir, { recursive: true });
    const server = await startApp(dataDir);
    const pages: number[] = [];
    const api: number[] = [];
    const deviceCounts: number[] = [];
    let heldAfterMs = Number.NaN;
    try {
      for (const end = performance.now() + DURING_START_MS; performance.now() < end; ) {
        pages.push(await timedGet(`${server.url}/properties`));
        api.push(await timedGet(`${server.url}/api/property/getProperties?limit=12`));
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
      }
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({ viewport: PHONE, locale: 'en-IN', hasTouch: true, isMobile: true });
        const page = await context.newPage();
        await page.goto(`${server.url}/properties`, { waitUntil: 'networkidle', timeout: 120_000 });
        const tapped = performance.now();
        await page.touchscreen.tap(PHONE.width / 2, 200);
        while (performance.now() - tapped < 300_000) {
          await page.waitForTimeout(3000);
          if (((await catalogueOnDevice(page))?.listings.length ?? 0) >= LISTINGS) {
            heldAfterMs = performance.now() - tapped;
            break;
          }
        }
        await context.setOffline(true);
        await page.reload({ waitUntil: 'load' });
        // The list from the device: every listing counted, before the first search.
        const shown = () =>
          page.evaluate(() =>
            Number(/Showing ([\d,]+)/.exec(document.querySelector('#results-count')?.textContent ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN),
          );
        for (const deadline = performance.now() + 120_000; (await shown()) !== LISTINGS; ) {
          if (performance.now() > deadline) throw new Error(`offline, the list never counted ${LISTINGS} listings`);
          await page.waitForTimeout(200);
        }
        const box = page.locator('#property-search');
        let last = LISTINGS;
        for (const q of PLACES) {
          await box.fill(q);
          const deadline = performance.now() + 120_000;
          let n = await shown();
          while ((Number.isNaN(n) || n === last) && performance.now() < deadline) {
            await page.waitForTimeout(100);
            n = await shown();
          }
          // Settled: what the count says a moment later (an answer for what is typed replaces any before it).
          await page.waitForTimeout(1500);
          n = await shown();
          deviceCounts.push(n);
          last = n;
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
    return { pages, api, heldAfterMs, deviceCounts, exact: await exactCounts(dataDir) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function portalScaleBench(): Promise<string> {
  let seeded = typeof options.seeded === 'string' ? options.seeded : null;
  const made = seeded === null ? mkdtempSync(join(tmpdir(), 'homes-bench-portal-seed-')) : null;
  try {
    if (made) {
      await run(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts', '--count', String(LISTINGS)], { DATA_DIR: made });
      seeded = made;
    }
    if (seeded === null) throw new Error('no seeded folder');
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(seeded);
      runs.push(r);
      console.log(
        `run ${i + 1}/${RUNS}: pages during start ${median(r.pages).toFixed(0)} ms median, ${Math.max(...r.pages).toFixed(0)} max; API ${median(r.api).toFixed(0)} / ${Math.max(...r.api).toFixed(0)} ms; held after ${(r.heldAfterMs / 1000).toFixed(1)} s; offline ${r.deviceCounts.join(', ')} against ${r.exact.join(', ')}`,
      );
    }
    const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms (max ${Math.max(...xs).toFixed(0)})`;
    const all = (pick: (r: RunFigures) => number[]) => runs.flatMap(pick);
    const held = runs.map((r) => r.heldAfterMs / 1000);
    const rows: (string | number)[][] = [
      ['/properties (brotli) while the first start runs', ms(all((r) => r.pages)), `${all((r) => r.pages).length} asks`],
      ['GET /api/property/getProperties (brotli) while the first start runs', ms(all((r) => r.api)), `${all((r) => r.api).length} asks`],
      [
        'from the first tap until the device holds every listing (probed every 3 s)',
        `${median(held).toFixed(1)} s (${Math.min(...held).toFixed(1)}-${Math.max(...held).toFixed(1)})`,
        `${runs.length} runs`,
      ],
      ...PLACES.map((q, i) => [
        `offline after a reload, "${q}": the device's count against the database's`,
        runs.map((r) => `${r.deviceCounts[i]} / ${r.exact[i]}`).join(', '),
        runs.every((r) => r.deviceCounts[i] === r.exact[i]) ? 'equal' : '**differ**',
      ]),
    ];
    return [
      '```sh',
      `npm run bench -- portal [--listings ${LISTINGS}] [--seeded DIR]`,
      '```',
      '',
      `${LISTINGS.toLocaleString('en')} seeded listings; each of ${RUNS} runs starts the app for the first time on a fresh copy of the seeded folder, asks for /properties and the API every ${ASK_EVERY_MS} ms for ${DURING_START_MS / 1000} s while its start-up work runs, then opens /properties in Debian's Chromium at ${PHONE.width} x ${PHONE.height} (no CPU slowdown), taps once, waits for the device to hold every listing, goes offline, reloads, and searches each place. The counts are compared with the database's exact count for the same filter, read after the server stops.`,
      '',
      machineLine(),
      '',
      table(['what', 'measured', ''], rows),
    ].join('\n');
  } finally {
    if (made) rmSync(made, { recursive: true, force: true });
  }
}
