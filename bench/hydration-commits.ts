import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { median, spread } from './lib/apps.ts';
import { browserCookies, demoSessionCookie, readersListingId } from './lib/demo-session.ts';
import { PAGE_ROUTES } from './lib/page-routes.ts';
import { startApp } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
/** Lighthouse's mobile preset slows the CPU 4x; on a host faster than the preset assumes, a higher figure matches its phone. */
const CPU_SLOWDOWN = Number(process.env.HYDRATION_CPU_SLOWDOWN ?? 4);
/** How long after the page's load the commits and long tasks are counted. */
const WATCH_MS = 6000;

interface Watch {
  /** performance.now() of each React commit, the hydration's first. */
  commits: number[];
  /** Long tasks (over 50 ms): start and duration. */
  tasks: [number, number][];
}

/**
 * Stands in for React DevTools before the page's scripts run: React tells an installed DevTools hook of every commit,
 * in production builds too, so the page is watched without changing the app. Long tasks come from the browser.
 */
const WATCHER = `(() => {
  const watch = { commits: [], tasks: [] };
  window.__hydrationWatch = watch;
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { id += 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() { watch.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) watch.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * After a server-rendered page is taken over (hydrated), how many more times React commits, and how much long-task
 * time follows: each query's subscription after hydration, the persisted cache's restore and the idle-time work all
 * show here. At 4x CPU slowdown, as Lighthouse's phone; a new context (nothing cached) per load.
 */
export async function hydrationCommitsBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-hydration-'));
  const server = await startApp(dataDir, {});
  const browser = await launchBrowser();
  try {
    const cookie = await demoSessionCookie(server.url);
    const listing = await readersListingId(server.url, cookie);
    const figures = new Map<string, { after: number[]; span: number[]; taskMs: number[] }>();
    for (let i = 0; i < RUNS; i++) {
      for (const route of PAGE_ROUTES) {
        const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN', serviceWorkers: 'allow' });
        if (route.signedIn) await context.addCookies(browserCookies(cookie, server.url));
        await context.addInitScript(WATCHER);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(route.path(listing), { waitUntil: 'load' });
        await page.waitForTimeout(WATCH_MS);
        const watch: Watch = await page.evaluate('window.__hydrationWatch');
        await context.close();
        const [hydrated = Number.NaN, ...later] = watch.commits;
        const taskMs = watch.tasks.filter(([start]) => start >= hydrated).reduce((sum, [, d]) => sum + d, 0);
        const f = figures.get(route.label) ?? { after: [], span: [], taskMs: [] };
        f.after.push(later.length);
        f.span.push((later.at(-1) ?? hydrated) - hydrated);
        f.taskMs.push(taskMs);
        figures.set(route.label, f);
        console.log(
          `round ${i + 1}/${RUNS} ${route.label}: ${later.length} commits after hydration over ${((later.at(-1) ?? hydrated) - hydrated).toFixed(0)} ms, long tasks after it ${taskMs.toFixed(0)} ms`,
        );
      }
    }
    const int = (x: number) => x.toFixed(0);
    return [
      '```sh',
      'npm run bench -- hydration',
      '```',
      '',
      `Debian's Chromium through playwright-core, 360 x 740, ${CPU_SLOWDOWN}x CPU slowdown, a new context each load; ${RUNS} loads per page. React's commits are counted through a stand-in DevTools hook installed before the page's scripts; long tasks (over 50 ms) from the browser, from the hydration's commit on, for ${WATCH_MS / 1000} s after the load. ${machineLine()}`,
      '',
      table(
        ['page', 'commits after hydration: median (min-max)', 'from hydration to the last commit, ms', 'long-task time after hydration, ms'],
        [...figures].map(([label, f]) => [
          label,
          `${median(f.after)} (${spread(f.after, int)})`,
          `${int(median(f.span))} (${spread(f.span, int)})`,
          `${int(median(f.taskMs))} (${spread(f.taskMs, int)})`,
        ]),
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
