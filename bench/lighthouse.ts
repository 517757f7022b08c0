import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoad, PROPERTIES_JS_BUDGET_BYTES } from './lib/first-load.ts';
import { demoSessionCookie, firstListingId } from './lib/demo-session.ts';
import { ROOT, run, startApp } from './lib/processes.ts';
import { kb, machineLine, table } from './lib/report.ts';

/** The flags Debian's Chromium needs on this machine (STACK.md), as tests/e2e/browser.ts launches it. */
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = join(tmpdir(), 'mumbai-homes-lighthouse');
/** Named in the table, so figures from two Lighthouse versions are not compared by mistake. */
const LIGHTHOUSE_VERSION: unknown = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

/** One Lighthouse run, mobile preset (the CLI's default: Moto G Power, slow 4G, 4x CPU slowdown). */
async function lighthouse(url: string, cookie?: string): Promise<LighthouseResult> {
  const args = [
    join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
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
  writeFileSync(join(REPORTS, `${new URL(url).pathname.split('/')[1] || 'home'}.json`), json);
  return JSON.parse(json);
}

/** Runs per page: one Lighthouse run varies by several points, so the table shows the median run (Lighthouse's advice). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The run with the median Performance score of RUNS runs, and every run's score. */
async function medianRun(url: string, cookie?: string): Promise<{ median: LighthouseResult; scores: number[] }> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await lighthouse(url, cookie));
  results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  const scores = results.map((r) => score(r, 'performance'));
  console.log(`${url}: Performance ${scores.join(', ')}; median shown`);
  return { median, scores };
}

const score = (r: LighthouseResult, key: keyof LighthouseResult['categories']) => Math.round((r.categories[key].score ?? 0) * 100);
const metric = (r: LighthouseResult, key: string) => r.audits[key]?.numericValue ?? Number.NaN;

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

export async function lighthouseBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-lh-'));
  const server = await startApp(dataDir);
  try {
    const cookie = await demoSessionCookie(server.url);
    const id = await firstListingId(server.url);
    const pages = [
      { route: '/', url: `${server.url}/`, cookie: undefined },
      { route: '/properties', url: `${server.url}/properties`, cookie: undefined },
      { route: '/property/:id', url: `${server.url}/property/${id}`, cookie },
    ];
    const rows: (string | number)[][] = [];
    const notes: string[] = [];
    // A server answers its first request for each page slower (its modules load, its code is not yet optimised):
    // one request each first, as a running server would have had.
    for (const page of pages) await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} });
    for (const page of pages) {
      const { median: r, scores } = await medianRun(page.url, page.cookie);
      const load = firstLoad(join(ROOT, 'dist'), page.route);
      const row = [
        page.route + (page.cookie ? ' (signed in)' : ''),
        score(r, 'performance'),
        scores.join(' / '),
        score(r, 'accessibility'),
        score(r, 'best-practices'),
        score(r, 'seo'),
        `${(metric(r, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
        `${metric(r, 'total-blocking-time').toFixed(0)} ms`,
        metric(r, 'cumulative-layout-shift').toFixed(3),
        kb(metric(r, 'total-byte-weight')),
        kb(load.jsGzipBytes),
        kb(load.cssGzipBytes),
      ];
      rows.push(row);
      console.log(row.join('  '));
      const lost = failing(r);
      if (lost.length) notes.push(`- ${page.route}: audits below 0.9: ${lost.join(', ')}`);
    }
    const budget = firstLoad(join(ROOT, 'dist'), '/properties').jsGzipBytes <= PROPERTIES_JS_BUDGET_BYTES ? 'within' : 'OVER';
    return [
      '```sh',
      'npm run bench -- lighthouse   # builds nothing itself: `npm start` rebuilds a stale client first',
      '```',
      '',
      `Lighthouse ${String(LIGHTHOUSE_VERSION)} (CLI, mobile preset: emulated Moto G Power, slow 4G, CPU 4x slower), ${CHROME_PATH}, ${RUNS} runs per page ` +
        '(the table shows the run with the median Performance score; all scores in the "runs" column), against ' +
        '`npm start` with demo data on a fresh data folder and a free 127.0.0.1 port. The detail page is opened signed in as the demo user ' +
        '(its session cookie through `--extra-headers`). JS and CSS are the gzip bytes of the files each route needs before it renders ' +
        `(entry, route chunk and their static imports, from the Vite manifest); /properties is ${budget} its 120 KB budget, which ` +
        '`tests/e2e/bundle-budget.test.ts` enforces in `npm test`.',
      '',
      machineLine(),
      '',
      table(
        ['page', 'Performance', 'runs', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'TBT', 'CLS', 'transfer KB', 'first-load JS KB gz', 'CSS KB gz'],
        rows,
      ),
      ...(notes.length ? ['', ...notes] : []),
    ].join('\n');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
