import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { DEMO_LISTINGS } from '../server/seed/seed.ts';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { idsOnDevice } from '../tests/e2e/device-catalogue.ts';
import { type AppUnderTest, appsUnderTest, median, spread } from './lib/apps.ts';
import { browserCookies, demoSessionCookie } from './lib/demo-session.ts';
import { run, startApp } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

/** Chrome DevTools' setting for a mid-range phone, as Lighthouse's mobile preset: the CPU four times slower. */
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
/** Keystrokes (and heart taps) per page load; the samples of every load make the median and the spread. */
const SAMPLES = 3;
/**
 * `--listings N`: seed N listings (`npm run seed`) instead of the 120 demo ones, and let a device keep them all
 * (CATALOGUE_DEVICE_LIMIT): the keystrokes are then measured over the device's whole catalogue, once it is there.
 * `--seeded DIR`: a DATA_DIR already seeded with them, copied for each checkout instead of seeding again.
 */
const { values: options } = parseArgs({ options: { listings: { type: 'string' }, seeded: { type: 'string' } }, strict: false, allowPositionals: true });
const LISTINGS = typeof options.listings === 'string' ? Number(options.listings) : null;
if (LISTINGS !== null && !(Number.isInteger(LISTINGS) && LISTINGS > 0)) throw new Error(`--listings must be a whole number, got ${options.listings}`);

interface Watched {
  selector: string;
  /** The attribute to watch; the text when absent. */
  attribute?: string;
}

/**
 * Arms a measure in the page: from the next `trigger` event (its timestamp, as INP counts from the input) until the
 * frame after the watched text or attribute changed, i.e. once the change can be on screen. Armed in one call and
 * read in another: an input event may reach the page before a script sent along with it runs.
 */
async function armMeasure(page: Page, trigger: 'keydown' | 'pointerdown', watched: Watched, timeout = 20_000): Promise<() => Promise<number>> {
  // A string, not a function: tsx would wrap the function's inner helpers in its own __name(), unknown in the page.
  await page.evaluate(`(() => {
    const watched = ${JSON.stringify(watched)};
    const read = () => {
      const el = document.querySelector(watched.selector);
      return watched.attribute ? (el?.getAttribute(watched.attribute) ?? null) : (el?.textContent ?? null);
    };
    const initial = read();
    window.__benchMeasure = new Promise((resolve, reject) => {
      let start = Number.NaN;
      document.addEventListener(${JSON.stringify(trigger)}, (e) => (start = e.timeStamp), { capture: true, once: true });
      const timer = setTimeout(() => reject(new Error(watched.selector + ' did not change')), ${timeout});
      const observer = new MutationObserver(() => {
        if (Number.isNaN(start) || read() === initial) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  })()`);
  return async () => {
    const ms: unknown = await page.evaluate('window.__benchMeasure');
    if (typeof ms !== 'number') throw new Error('the measure returned no time');
    return ms;
  };
}

/** The page is the app's once React has taken the search box over (React marks the nodes it owns) and the network is quiet. */
async function openTakenOver(page: Page, url: string, probe: string): Promise<void> {
  // A server just started on a seeded catalogue is still busy with its start-up work for a while.
  await page.goto(url, { waitUntil: 'networkidle', timeout: LISTINGS === null ? 60_000 : 300_000 });
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    probe,
    { timeout: 60_000 },
  );
  // What the app leaves to idle time (the cache restore, the outbox, the worker) has its turn before the first input.
  await page.waitForTimeout(1500);
}

/**
 * The keystrokes wait for the device to hold every listing (the first tap starts the catalogue: the demo's 120, or
 * with `--listings` the seeded ones), then the page is loaded again, as a commuter opens the app on the train: the
 * probe that counts the device's listings reads them all in this page, and its long tasks and garbage are the
 * bench's, not the app's.
 */
async function untilCatalogueOnDevice(page: Page, url: string): Promise<void> {
  const listings = LISTINGS ?? DEMO_LISTINGS;
  await page.keyboard.press('Shift');
  const deadline = Date.now() + 300_000;
  while ((await idsOnDevice(page)).length < listings) {
    if (Date.now() > deadline) throw new Error(`the device did not get ${listings} listings in 5 minutes`);
    await page.waitForTimeout(2000);
  }
  await openTakenOver(page, url, '#property-search');
}

/**
 * Watches the page's main thread for long tasks (over 50 ms, the Long Tasks API) from now on: the catalogue's arrival,
 * its syncs and the keystrokes. Read with `longTasks`.
 */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  })()`);
}

async function longTasks(page: Page): Promise<number[]> {
  const tasks: unknown = await page.evaluate('window.__benchLongTasks');
  return Array.isArray(tasks) ? tasks.filter((t): t is number => typeof t === 'number') : [];
}

/** One keystroke's time to the updated count: "z" typed in the box (which changes the count), then the box cleared again. */
async function keystroke(page: Page, box: ReturnType<Page['locator']>, before: string | null, timeout: number): Promise<number> {
  await box.focus();
  const measured = await armMeasure(page, 'keydown', { selector: '#results-count' }, timeout);
  await page.keyboard.press('z');
  const ms = await measured();
  await box.fill('');
  await page.waitForFunction((text) => document.querySelector('#results-count')?.textContent === text, before, { timeout: 20_000 });
  await page.waitForTimeout(300);
  return ms;
}

/**
 * Keystroke to updated count, with the device holding every listing: the first keystroke after the page opens (its
 * first interaction, which also starts what waits for one), then SAMPLES more.
 */
async function keystrokes(browser: Browser, url: string): Promise<{ first: number; keys: number[]; tasks: number[] }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await openTakenOver(page, `${url}/properties`, '#property-search');
    const box = page.locator('#property-search');
    await untilCatalogueOnDevice(page, `${url}/properties`);
    await watchLongTasks(page);
    const before = await page.locator('#results-count').textContent();
    const first = await keystroke(page, box, before, 120_000);
    const keys: number[] = [];
    for (let i = 0; i < SAMPLES; i++) keys.push(await keystroke(page, box, before, 20_000));
    return { first, keys, tasks: await longTasks(page) };
  } finally {
    await context.close();
  }
}

/** Heart tap to the heart's change (the server's answer included, on 127.0.0.1), signed in as the demo user; tapped back after. */
async function heartTaps(browser: Browser, url: string, cookie: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  await context.addCookies(browserCookies(cookie, url));
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await openTakenOver(page, `${url}/properties`, 'article button[aria-pressed]');
    const heart = page.locator('article button[aria-pressed]').first();
    await heart.evaluate((el) => el.setAttribute('data-bench-heart', ''));
    const out: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      for (const tapBack of [false, true]) {
        const was = await heart.getAttribute('aria-pressed');
        const measured = await armMeasure(page, 'pointerdown', { selector: '[data-bench-heart]', attribute: 'aria-pressed' });
        await heart.click();
        const t = await measured();
        if (!tapBack) out.push(t);
        await page.waitForFunction((w) => document.querySelector('[data-bench-heart]')?.getAttribute('aria-pressed') !== w, was, { timeout: 20_000 });
        await page.waitForTimeout(300);
      }
    }
    return out;
  } finally {
    await context.close();
  }
}

/**
 * How long a tap or a keystroke takes to show, INP-style, at the 4x CPU slowdown of a mid-range phone:
 * from the input event to the frame after the page changed.
 */
export async function interactionBench(): Promise<string> {
  const apps = appsUnderTest();
  const started: { app: AppUnderTest; dataDir: string; server: Awaited<ReturnType<typeof startApp>>; cookie: string }[] = [];
  const browser = await launchBrowser();
  try {
    for (const app of apps) {
      const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-inp-'));
      if (LISTINGS !== null && typeof options.seeded === 'string') cpSync(options.seeded, dataDir, { recursive: true });
      else if (LISTINGS !== null)
        await run(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts', '--count', String(LISTINGS)], { DATA_DIR: dataDir });
      const server = await startApp(dataDir, LISTINGS === null ? {} : { CATALOGUE_DEVICE_LIMIT: String(LISTINGS) }, app.dir);
      started.push({ app, dataDir, server, cookie: await demoSessionCookie(server.url) });
    }
    const results = new Map(
      started.map((s) => [s.app.label, { firsts: [] as number[], keys: [] as number[], hearts: [] as number[], longest: [] as number[], over: 0 }]),
    );
    for (let i = 0; i < RUNS; i++) {
      for (const { app, server, cookie } of started) {
        const r = results.get(app.label);
        if (!r) continue;
        const { first, keys, tasks } = await keystrokes(browser, server.url);
        // Over a seeded catalogue the keystroke is the subject; the heart's tap is the demo data's.
        const hearts = LISTINGS === null ? await heartTaps(browser, server.url, cookie) : [];
        r.firsts.push(first);
        r.keys.push(...keys);
        r.hearts.push(...hearts);
        r.longest.push(Math.max(0, ...tasks));
        r.over += tasks.length;
        console.log(
          `round ${i + 1}/${RUNS} ${app.label}: first keystroke ${first.toFixed(0)} ms; keystroke ${keys.map((k) => k.toFixed(0)).join(', ')} ms; heart ${hearts.map((h) => h.toFixed(0)).join(', ')} ms; long tasks ${tasks.map((t) => t.toFixed(0)).join(', ') || 'none'}`,
        );
      }
    }
    const ms = (x: number) => x.toFixed(0);
    const rows = [...results].flatMap(([label, r]) => [
      [
        `the page's first keystroke to the updated list (the device holding every listing)${apps.length > 1 ? `, ${label}` : ''}`,
        `${ms(median(r.firsts))} ms`,
        spread(r.firsts, ms),
        r.firsts.length,
      ],
      [
        `later keystrokes in the search box to the updated list${apps.length > 1 ? `, ${label}` : ''}`,
        `${ms(median(r.keys))} ms`,
        spread(r.keys, ms),
        r.keys.length,
      ],
      ...(r.hearts.length
        ? [[`heart tap to its change${apps.length > 1 ? `, ${label}` : ''}`, `${ms(median(r.hearts))} ms`, spread(r.hearts, ms), r.hearts.length]]
        : []),
      [
        `longest main-thread task of a load, from the reload with the copy on the device to the last keystroke (${r.over} over 50 ms in all)${apps.length > 1 ? `, ${label}` : ''}`,
        `${ms(median(r.longest))} ms`,
        spread(r.longest, ms),
        r.longest.length,
      ],
    ]);
    return [
      '```sh',
      `npm run bench -- interaction${LISTINGS === null ? '' : ` --listings ${LISTINGS}`} [--before /work/before-23]`,
      '```',
      '',
      `Debian's Chromium through playwright-core, a 360 x 740 viewport, the CPU ${CPU_SLOWDOWN}x slower (CDP Emulation.setCPUThrottlingRate) from before the page ` +
        `loads; ${RUNS} page loads of /properties per checkout, round by round, ${SAMPLES} inputs each once React has taken the page over and the network is idle. ` +
        "A sample runs from the input event (keydown, pointerdown) to the frame after the page changed (the count line; the heart's pressed state, " +
        "which follows the server's answer on 127.0.0.1). A keystroke types z in the empty box, which changes the count; the box is then cleared. " +
        `Over ${LISTINGS === null ? `the ${DEMO_LISTINGS} demo listings` : `${LISTINGS} seeded listings (npm run seed)`}, all kept on the device: each load first taps and waits for the device to hold them all, then loads the page again, as a reader opens the app with the listings on the phone (the bench's probe reads every listing in the page). ` +
        "The first keystroke after that reload is the page's first interaction (it also starts what waits for one); then 3 more. Long tasks count from that reload.",
      '',
      machineLine(),
      '',
      table(['interaction', 'median', 'spread', 'samples'], rows),
    ].join('\n');
  } finally {
    await browser.close();
    for (const s of started) {
      await s.server.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}
