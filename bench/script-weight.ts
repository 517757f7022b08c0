import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { type AppUnderTest, appsUnderTest, median, spread } from './lib/apps.ts';
import { browserCookies, demoSessionCookie, readersListingId } from './lib/demo-session.ts';
import { PAGE_ROUTES } from './lib/page-routes.ts';
import { startApp } from './lib/processes.ts';
import { kb, machineLine, table } from './lib/report.ts';
import { scriptWeight } from './lib/script-weight.ts';

const RUNS = Number(process.env.WEIGHT_RUNS ?? 5);
/** The target: every page within this much script by network idle, with the app's named parts in use (React Router, TanStack's persister). */
const TARGET_KB = 132;

/**
 * The JavaScript a first visit downloads, counted as a phone pays for it: every script the page fetched until the
 * network was idle (and 2 s after, for what waits for idle time), gzip level 9, the service worker aside. Each run is
 * a new browser context: nothing cached, no service worker yet.
 */
export async function scriptWeightBench(): Promise<string> {
  const apps = appsUnderTest();
  const started: { app: AppUnderTest; dataDir: string; server: Awaited<ReturnType<typeof startApp>>; cookie: string; listing: string }[] = [];
  const browser = await launchBrowser();
  try {
    for (const app of apps) {
      const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-weight-'));
      const server = await startApp(dataDir, {}, app.dir);
      const cookie = await demoSessionCookie(server.url);
      started.push({ app, dataDir, server, cookie, listing: await readersListingId(server.url, cookie) });
    }
    const figures = new Map<string, { bytes: number[]; files: number[]; largest: string }>();
    for (let i = 0; i < RUNS; i++) {
      for (const { app, server, cookie, listing } of started) {
        for (const route of PAGE_ROUTES) {
          const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN', serviceWorkers: 'allow' });
          if (route.signedIn) await context.addCookies(browserCookies(cookie, server.url));
          const weight = await scriptWeight(context, route.path(listing));
          await context.close();
          const key = `${route.label}${apps.length > 1 ? `, ${app.label}` : ''}`;
          const f = figures.get(key) ?? { bytes: [], files: [], largest: '' };
          f.bytes.push(weight.gzipBytes);
          f.files.push(weight.files.length);
          f.largest = weight.files
            .slice(0, 5)
            .map((file) => `${file.url.replace(/^\/assets\//, '')} ${kb(file.gzipBytes)}`)
            .join(', ');
          figures.set(key, f);
          console.log(`round ${i + 1}/${RUNS} ${key}: ${kb(weight.gzipBytes)} KB in ${weight.files.length} scripts`);
        }
      }
    }
    const rows = [...figures].map(([label, f]) => [
      label,
      `${kb(median(f.bytes))} KB`,
      spread(f.bytes, (x) => kb(x)),
      median(f.files),
      median(f.bytes) <= TARGET_KB * 1024 ? 'met' : 'not met',
      f.largest,
    ]);
    return [
      '```sh',
      'npm run bench -- weight [--before DIR]',
      '```',
      '',
      `Debian's Chromium through playwright-core, a 360 x 740 viewport, a new context each load (no cache, no service worker yet); ${RUNS} loads ` +
        'per page, round by round. Counted: every script the page fetched until the network was idle and 2 s after, gzip level 9, ' +
        `the service worker's own fetches aside. Target: at most ${TARGET_KB} KB on each page.`,
      '',
      machineLine(),
      '',
      table(['page', 'median', 'spread (KB)', 'scripts', `≤ ${TARGET_KB} KB`, 'largest five (KB)'], rows),
    ].join('\n');
  } finally {
    await browser.close();
    for (const s of started) {
      await s.server.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}
