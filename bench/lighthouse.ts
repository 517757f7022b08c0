import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AppUnderTest, appsUnderTest, median, spread } from './lib/apps.ts';
import { demoSessionCookie, firstListingId, readersListingId } from './lib/demo-session.ts';
import { PROPERTIES_JS_BUDGET_BYTES } from './lib/first-load.ts';
import { ROOT, run, startApp } from './lib/processes.ts';
import { startReferencePage } from './lib/reference-page.ts';
import { kb, machineLine, table } from './lib/report.ts';

/** The flags Debian's Chromium needs on this machine, as tests/e2e/browser.ts launches it. */
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = join(tmpdir(), 'mumbai-homes-lighthouse');
/** Named in the table, so figures from two Lighthouse versions are not compared by mistake. */
const LIGHTHOUSE_VERSION: unknown = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;

interface AuditItem {
  group?: string;
  groupLabel?: string;
  duration?: number;
  url?: string;
  scripting?: number;
  total?: number;
  resourceType?: string;
  transferSize?: number;
}
interface Audit {
  numericValue?: number;
  score: number | null;
  title: string;
  details?: { items?: AuditItem[] };
}
interface LighthouseResult {
  /** Lighthouse's measure of the host's CPU as the run began (its docs: 1500-2000 is the high-end desktop the 4x preset assumes). */
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, Audit>;
}

/**
 * The CPU slowdown Lighthouse simulates: its mobile preset's 4x unless `LIGHTHOUSE_CPU_SLOWDOWN` says otherwise. Lighthouse
 * advises a lower figure on a host slower than the high-end desktop the preset assumes; the targets are the preset's.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/**
 * How the slowdown is applied: Lighthouse's default 'simulate' models the slow phone from a fast load (its Lantern
 * estimate), 'devtools' slows the browser itself and reports what it saw (its docs: slower, more variable, no model).
 */
const THROTTLING_METHOD = process.env.LIGHTHOUSE_THROTTLING_METHOD ?? 'simulate';

/** One Lighthouse run, mobile preset (the CLI's default: Moto G Power, slow 4G, 4x CPU slowdown). */
async function lighthouse(url: string, name: string, cookie?: string): Promise<LighthouseResult> {
  const args = [
    join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (CPU_SLOWDOWN !== 4) args.push(`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`);
  if (THROTTLING_METHOD !== 'simulate') args.push(`--throttling-method=${THROTTLING_METHOD}`);
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): try up to three times.
  let json = '';
  for (let attempt = 1; !json; attempt++) {
    try {
      json = await run(process.execPath, args, { CHROME_PATH });
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(
        `lighthouse ${url}: ${err instanceof Error ? (err.message.split('\n').find((l) => l.includes('Runtime error')) ?? 'failed') : 'failed'}; again`,
      );
    }
  }
  // The whole report stays on disk for a look at what cost the points (open it in the Lighthouse viewer).
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${name}.json`), json);
  return JSON.parse(json);
}

/** Runs per page: one Lighthouse run varies by several points, so the tables show medians and the spread. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const score = (r: LighthouseResult, key: keyof LighthouseResult['categories']) => Math.round((r.categories[key].score ?? 0) * 100);
const metric = (r: LighthouseResult, key: string) => r.audits[key]?.numericValue ?? Number.NaN;
const items = (r: LighthouseResult, key: string) => r.audits[key]?.details?.items ?? [];
const ms = (x: number) => x.toFixed(0);
const seconds = (x: number) => (x / 1000).toFixed(2);
/** A script's file name, or the page's path, or what Lighthouse says instead of a URL ("Unattributable"). */
const fileOf = (url: string | undefined) => {
  if (!url) return '?';
  if (!URL.canParse(url)) return url;
  const { pathname } = new URL(url);
  return basename(pathname) || pathname;
};

/** Audits that cost points, so a table that misses a target says why. */
function failing(r: LighthouseResult): string[] {
  return Object.entries(r.audits)
    .filter(
      ([id, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        !/^(largest-contentful-paint|total-blocking-time|cumulative-layout-shift|first-contentful-paint|speed-index|interactive|max-potential-fid)$/.test(id),
    )
    .map(([id]) => id);
}

/**
 * The JavaScript Chromium fetched before Lighthouse stopped at network and CPU idle (its network-requests audit), as gzip
 * bytes of the same files in the checkout's build (the server may send brotli; the budget is in gzip), and the file count.
 */
function scriptsFetched(r: LighthouseResult, app: AppUnderTest): { gzipBytes: number; files: number } {
  const scripts = items(r, 'network-requests').filter((i) => i.resourceType === 'Script' && i.url);
  let gzipBytes = 0;
  for (const s of scripts) {
    const file = join(app.dir, 'dist', new URL(s.url ?? '').pathname);
    gzipBytes += existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : (s.transferSize ?? 0);
  }
  return { gzipBytes, files: scripts.length };
}

/** Where the median run's main-thread time went: Lighthouse's own breakdown, the files that ran longest, the long tasks. */
function breakdown(r: LighthouseResult): string {
  const groups = items(r, 'mainthread-work-breakdown')
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration ?? 0)}`)
    .join(', ');
  const boot = items(r, 'bootup-time')
    .filter((i) => (i.scripting ?? 0) >= 20)
    .map((i) => `${fileOf(i.url)} ${ms(i.scripting ?? 0)}`)
    .join(', ');
  const long = items(r, 'long-tasks').filter((i) => (i.duration ?? 0) > 50);
  const longList = long.map((i) => `${ms(i.duration ?? 0)} (${fileOf(i.url)})`).join(', ');
  return `main thread ms: ${groups || 'none'}; script time by file, ms: ${boot || 'none over 20'}; ${long.length} long tasks over 50 ms${longList ? `: ${longList}` : ''}`;
}

interface Page {
  route: string;
  path: string;
  signedIn: boolean;
  /** A page the checkout measured "before" may not have: measured on the last checkout only. */
  new?: boolean;
}
const ALL_PAGES: Page[] = [
  { route: '/', path: '/', signedIn: false },
  { route: '/properties', path: '/properties', signedIn: false },
  { route: '/property/:id', path: '/property/', signedIn: true },
  { route: '/line', path: '/line', signedIn: false, new: true },
];
// `LIGHTHOUSE_PAGES=/properties` measures only the pages named (comma-separated routes), to try one lever quickly.
const named = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = named ? ALL_PAGES.filter((p) => named.includes(p.route)) : ALL_PAGES;

interface Target {
  key: string;
  label: string;
  app?: AppUnderTest;
  url: string;
  cookie?: string;
  runs: LighthouseResult[];
}

function row(t: Target, reference: Target): (string | number)[] {
  const perf = t.runs.map((r) => score(r, 'performance'));
  const lcp = t.runs.map((r) => metric(r, 'largest-contentful-paint'));
  const tbt = t.runs.map((r) => metric(r, 'total-blocking-time'));
  const refLcp = median(reference.runs.map((r) => metric(r, 'largest-contentful-paint')));
  const refTbt = median(reference.runs.map((r) => metric(r, 'total-blocking-time')));
  const js = t.app ? t.runs.map((r) => scriptsFetched(r, t.app as AppUnderTest)) : [];
  return [
    t.label,
    median(perf),
    spread(perf, String),
    `${seconds(median(lcp))} s`,
    `${seconds(Math.min(...lcp))}-${seconds(Math.max(...lcp))}`,
    t === reference ? '1' : (median(lcp) / refLcp).toFixed(2),
    `${ms(median(tbt))} ms`,
    spread(tbt, ms),
    t === reference ? '-' : `${ms(median(tbt) - refTbt)} ms`,
    js.length ? `${kb(median(js.map((j) => j.gzipBytes)))} KB, ${median(js.map((j) => j.files))} files` : '-',
  ];
}

/** The host's speed over all the runs, as Lighthouse measured it before each: a busy or slow host scores lower. */
function hostLine(targets: Target[]): string {
  const index = targets.flatMap((t) => t.runs.map((r) => r.environment?.benchmarkIndex ?? Number.NaN)).filter(Number.isFinite);
  if (!index.length) return 'Lighthouse reported no benchmarkIndex.';
  return (
    `Lighthouse's benchmarkIndex of this host, taken as each run began: median ${ms(median(index))} (${ms(Math.min(...index))}-${ms(Math.max(...index))}) over ${index.length} runs. ` +
    "Lighthouse's docs put a high-end desktop at 1500-2000 and a low-end one at 1000-1500, and set the mobile preset's 4x for the first."
  );
}

/** The run with the median Performance score (ties: the median TBT), whose breakdown the table explains. */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort(
    (a, b) => score(a, 'performance') - score(b, 'performance') || metric(b, 'total-blocking-time') - metric(a, 'total-blocking-time'),
  );
  const r = sorted[Math.floor(sorted.length / 2)];
  if (!r) throw new Error('no Lighthouse run');
  return r;
}

export async function lighthouseBench(): Promise<string> {
  if (!(CPU_SLOWDOWN >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.LIGHTHOUSE_CPU_SLOWDOWN}`);
  if (THROTTLING_METHOD !== 'simulate' && THROTTLING_METHOD !== 'devtools') {
    throw new Error(`LIGHTHOUSE_THROTTLING_METHOD must be simulate or devtools, not ${THROTTLING_METHOD}`);
  }
  const apps = appsUnderTest();
  const started: { app: AppUnderTest; dataDir: string; server: Awaited<ReturnType<typeof startApp>> }[] = [];
  const stopAll = async () => {
    for (const s of started) {
      await s.server.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  };
  try {
    for (const app of apps) {
      const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-lh-'));
      started.push({ app, dataDir, server: await startApp(dataDir, {}, app.dir) });
    }
    const targets: Target[] = [];
    for (const page of PAGES) {
      for (const { app, server } of started) {
        if (page.new && app !== started.at(-1)?.app) continue;
        const cookie = page.signedIn ? await demoSessionCookie(server.url) : undefined;
        const path =
          page.path === '/property/' ? `/property/${cookie ? await readersListingId(server.url, cookie) : await firstListingId(server.url)}` : page.path;
        targets.push({
          key: `${page.route.split('/')[1] || 'home'}-${app.label.replace(/\W+/g, '_')}`,
          label: `${page.route}${cookie ? ' (signed in)' : ''}${apps.length > 1 ? `, ${app.label}` : ''}`,
          app,
          url: `${server.url}${path}`,
          ...(cookie ? { cookie } : {}),
          runs: [],
        });
      }
    }
    // The reference: the last app's server-rendered /properties without its scripts (bench/lib/reference-page.ts).
    const last = started.at(-1);
    if (!last) throw new Error('no app to measure');
    const referencePage = await startReferencePage(last.server.url);
    const reference: Target = { key: 'reference', label: 'reference: /properties without scripts', url: referencePage.url, runs: [] };
    try {
      // A server answers its first request for each page slower (its modules load, its code is not yet optimised):
      // one request each first, as a running server would have had.
      for (const t of [...targets, reference]) await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
      // Round by round, every page of every checkout once: a burst of load on the shared machine hits all of them alike.
      for (let i = 0; i < RUNS; i++) {
        for (const t of [reference, ...targets]) {
          const r = await lighthouse(t.url, `${t.key}-${i + 1}`, t.cookie);
          t.runs.push(r);
          console.log(
            `round ${i + 1}/${RUNS} ${t.label}: Performance ${score(r, 'performance')}, LCP ${seconds(metric(r, 'largest-contentful-paint'))} s, TBT ${ms(metric(r, 'total-blocking-time'))} ms`,
          );
        }
      }
    } finally {
      await referencePage.stop();
    }
    const rows = [reference, ...targets].map((t) => row(t, reference));
    const notes = targets.map((t) => {
      const r = medianRun(t.runs);
      const lost = failing(r);
      return `- ${t.label} (median run): Accessibility ${score(r, 'accessibility')}, Best Practices ${score(r, 'best-practices')}, SEO ${score(r, 'seo')}, CLS ${metric(r, 'cumulative-layout-shift').toFixed(3)}; ${breakdown(r)}${lost.length ? `; audits below 0.9: ${lost.join(', ')}` : ''}`;
    });
    const refNote = `- ${reference.label} (median run): ${breakdown(medianRun(reference.runs))}`;
    return [
      '```sh',
      'npm run bench -- lighthouse                              # this checkout (`npm start` rebuilds a stale client first)',
      'npm run bench -- lighthouse --before /work/before-23     # and another built checkout, round by round beside it',
      'LIGHTHOUSE_PAGES=/properties npm run bench -- lighthouse # only the pages named (routes, comma-separated)',
      "LIGHTHOUSE_CPU_SLOWDOWN=2 npm run bench -- lighthouse    # another CPU slowdown than the preset's 4x",
      'LIGHTHOUSE_THROTTLING_METHOD=devtools npm run bench -- lighthouse # slow the browser itself, not a model of it',
      '```',
      '',
      `Lighthouse ${String(LIGHTHOUSE_VERSION)} (CLI, mobile preset: emulated Moto G Power, slow 4G, CPU ${CPU_SLOWDOWN}x slower${CPU_SLOWDOWN === 4 ? '' : ' (`LIGHTHOUSE_CPU_SLOWDOWN`, not the preset)'}${THROTTLING_METHOD === 'simulate' ? '' : ', applied to the browser itself (`--throttling-method=devtools`, not the preset)'}), ${CHROME_PATH}, ${RUNS} runs per page, ` +
        'taken round by round (every page once per round) against `npm start` with demo data on a fresh data folder and a free 127.0.0.1 port. ' +
        'The detail page is a listing someone else owns, opened signed in as the demo user (its session cookie through `--extra-headers`). Each figure is the median of the runs, ' +
        'with the spread (lowest-highest) beside it. The reference page (bench/lib/reference-page.ts) is the server-rendered /properties with its ' +
        'scripts removed, measured in the same rounds: it runs no JavaScript, so "LCP / ref" and "TBT - ref" compare across machines and hours ' +
        '(on an idle machine its TBT is 0). "JS fetched" is every script Chromium fetched in the run, until Lighthouse stopped at network ' +
        'and CPU idle (the code started at load and at idle time included), as gzip bytes of those files in the build, and how many files (median of the runs). ' +
        `The first-load budget of /properties (${kb(PROPERTIES_JS_BUDGET_BYTES)} KB gzip of the files it needs ` +
        'to render, from the Vite manifest) is enforced by `tests/e2e/bundle-budget.test.ts` in `npm test`.',
      '',
      `${machineLine()} ${hostLine([reference, ...targets])}`,
      '',
      table(['page', 'Performance', 'runs', 'LCP', 'LCP runs', 'LCP / ref', 'TBT', 'TBT runs', 'TBT - ref', 'JS fetched (gzip)'], rows),
      '',
      "Where the main thread went in each page's median run (Lighthouse's mainthread-work-breakdown, bootup-time and long-tasks audits; " +
        (THROTTLING_METHOD === 'simulate'
          ? `with a ${CPU_SLOWDOWN}x slower CPU, so each figure is ${CPU_SLOWDOWN} times this machine's time;`
          : `with the browser slowed ${CPU_SLOWDOWN}x, as it ran;`) +
        ' the React work of hydrating runs in the main-*.js chunk):',
      '',
      refNote,
      ...notes,
    ].join('\n');
  } finally {
    await stopAll();
  }
}
