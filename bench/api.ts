import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, run, startNode, type Child } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
  allowPositionals: true,
  strict: false,
});
const COUNT = Number(values.count);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

/** The fixed-rate runs of the performance budgets (docs/benchmarks.md): the filtered list at this many requests per second, with its p99 target. */
const FIXED = { postgres: { rate: 500, p99: 50 }, pglite: { rate: 200, p99: 150 } } as const;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A URL, or one made afresh for every request (so no two ask the same thing). */
type Target = string | (() => string);

async function cannon(target: Target, options: { duration?: number; overallRate?: number } = {}): Promise<Figures> {
  const url = typeof target === 'string' ? target : target();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(typeof target === 'string'
      ? {}
      : {
          requests: [
            {
              setupRequest: (req) => {
                const next = new URL(target());
                return { ...req, path: next.pathname + next.search };
              },
            },
          ],
        }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const share = (rps: number, staticRps: number | null) => (staticRps ? `${((rps / staticRps) * 100).toFixed(0)}%` : 'n/a');

/** Waits until the server answers a health check quickly: requests queued by the previous run must not count in the next. */
async function settle(baseUrl: string) {
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    if (performance.now() - started < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function startApiServer(env: Record<string, string>): Promise<Child & { url: string }> {
  const port = await freePort();
  const child = await startNode(
    'bench/lib/api-server.ts',
    ['--count', String(COUNT)],
    { PORT: String(port), HOST: '127.0.0.1', ...env },
    /ready at (\S+)/,
    900_000,
  );
  const seeded = child.output().match(/seeded .*/)?.[0];
  if (seeded) console.log(seeded);
  return { ...child, url: `http://127.0.0.1:${port}` };
}

async function benchOne(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<(string | number)[][]> {
  const server = await startApiServer(env);
  try {
    const base = `${server.url}/api/property/getProperties`;
    const filtered = `${base}?type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=30000000&amenities=parking`;
    const first: { properties: { _id: string }[]; nextCursor: string | null } = await (await fetch(filtered)).json();
    if (!first.nextCursor || !first.properties[0]) throw new Error('the filtered list has a single page: seed more listings');
    // A different maximum price (whole rupees, 1 to 3 Cr) on every request: what the cache cannot answer.
    const everyTimeNew = () => `${base}?type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=${1 + Math.floor(Math.random() * 30_000_000)}&amenities=parking`;
    const cases: [string, Target][] = [
      ['static file (/robots.txt)', `${server.url}/robots.txt`],
      ['getProperties, no filter', base],
      ['getProperties, filtered', filtered],
      ['getProperties, filtered, second page (cursor)', `${filtered}&cursor=${encodeURIComponent(first.nextCursor)}`],
      ['getProperties, filtered, a new max price each time (no cache hits)', everyTimeNew],
      ['getProperty/{id}', `${server.url}/api/property/getProperty/${first.properties[0]._id}`],
    ];
    // Warm the JIT, the connection pool and the database's caches before anything is recorded.
    await cannon(filtered, { duration: 3 });
    const rows: (string | number)[][] = [];
    let staticRps: number | null = null;
    for (const [name, url] of cases) {
      await settle(server.url);
      const f = await cannon(url);
      staticRps ??= f.rps;
      const row = [
        kind,
        name,
        `${CONNECTIONS} connections, as fast as it answers`,
        f.rps.toFixed(0),
        f.p50.toFixed(0),
        f.p99.toFixed(0),
        share(f.rps, staticRps),
        f.errors,
      ];
      console.log(row.join('  '));
      rows.push(row);
    }
    const fixed = FIXED[kind];
    await settle(server.url);
    const f = await cannon(filtered, { overallRate: fixed.rate, duration: Math.max(DURATION, 10) });
    const row = [
      kind,
      'getProperties, filtered',
      `fixed ${fixed.rate} req/s (target p99 < ${fixed.p99} ms)`,
      f.rps.toFixed(0),
      f.p50.toFixed(0),
      `${f.p99.toFixed(0)} ${f.p99 < fixed.p99 ? '(met)' : '(MISSED)'}`,
      share(f.rps, staticRps),
      f.errors,
    ];
    console.log(row.join('  '));
    rows.push(row);
    return rows;
  } finally {
    await server.stop();
  }
}

export async function apiBench(): Promise<string> {
  const rows: (string | number)[][] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-api-'));
  try {
    rows.push(...(await benchOne('pglite', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = Object.fromEntries(
    (await run('bash', ['scripts/pg-cluster.sh', 'start']))
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const pgDataDir = mkdtempSync(join(tmpdir(), 'homes-bench-api-pg-'));
  try {
    rows.push(...(await benchOne('postgres', { DATA_DIR: pgDataDir, DATABASE_URL: cluster.DATABASE_URL ?? '' })));
  } finally {
    await run('bash', ['scripts/pg-cluster.sh', 'stop', cluster.PG_DIR ?? '']);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
  return [
    '```sh',
    `npm run bench -- api                      # ${COUNT.toLocaleString('en')} listings, ${DURATION} s per run, ${CONNECTIONS} connections`,
    'npm run bench -- api --count 20000 --duration 5',
    '```',
    '',
    `autocannon 9 (in the bench process) against the app in its own process (\`bench/lib/api-server.ts\`: the app as \`npm start\` builds it, ` +
      `with the built client, logging at warn), after seeding ${COUNT.toLocaleString('en')} demo listings: first on the embedded database ` +
      '(PGlite on disk), then on PostgreSQL 15 (a throwaway cluster from `scripts/pg-cluster.sh`, pool of 10). Each line is one run; ' +
      '"vs static" is its requests/s as a share of the static file served by the same server in the same run. Filtered = ' +
      '`type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=30000000&amenities=parking`, 24 listings a page. Latencies in ms; ' +
      'errors = connection errors + non-2xx answers. Targets: PostgreSQL filtered p99 < 50 ms at 500 req/s and >= 30% of static; ' +
      'PGlite filtered p99 < 150 ms at 200 req/s.',
    '',
    machineLine(),
    '',
    table(['database', 'request', 'load', 'req/s', 'p50', 'p99', 'vs static', 'errors'], rows),
  ].join('\n');
}
