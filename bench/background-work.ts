import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { seedListings } from '../server/seed/seed.ts';
import { diskStorage } from '../server/services/storage.ts';
import { startApp } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } }, allowPositionals: true, strict: false });
const COUNT = Number(values.count);
/** Fixed rate and few connections: the figure is how long one request waits, not how many the server can take. */
const LOAD = { connections: 4, overallRate: 40, duration: 10 };
const HASHING_DONE = 'hashed the photos of listings for the duplicate check';

async function p99s(url: string) {
  const run = async (path: string) => {
    const result = await autocannon({ url: `${url}${path}`, headers: { 'accept-encoding': 'br' }, ...LOAD });
    return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, errors: result.errors + result.non2xx + result.timeouts };
  };
  return { api: await run('/api/property/getProperties?limit=20'), page: await run('/properties') };
}

/**
 * `npm run bench -- background`: compressed API answers and a compressed page at a fixed rate while the first start
 * hashes the photos of COUNT seeded listings, then again once it is done. 127.0.0.1 only.
 */
export async function backgroundWorkBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-background-'));
  try {
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    await seedListings(database.db, diskStorage(join(dataDir, 'uploads')), {
      count: COUNT,
      cost: { N: 2 ** 10, r: 8, p: 1 },
      now: new Date(),
      adminPassword: 'bench-admin-pass',
    });
    await database.close();
    const clientDir = join(dataDir, 'client');
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, 'index.html'), `<!doctype html><div id="root">${'<p>a listing row</p>'.repeat(300)}</div>`);

    const app = await startApp(dataDir, { LOG_LEVEL: 'info', SEED_DEMO: '0', BUILD_CLIENT: '0', CLIENT_DIR: clientDir });
    try {
      const started = performance.now();
      const during = await p99s(app.url);
      const stillRunning = !app.output().includes(HASHING_DONE);
      while (!app.output().includes(HASHING_DONE)) await new Promise((r) => setTimeout(r, 1000));
      const hashingS = (performance.now() - started) / 1000;
      const rest = await p99s(app.url);
      const row = (what: string, f: { p50: number; p99: number; max: number; errors: number }) => [what, f.p50, f.p99, f.max, f.errors];
      return [
        `Compressed (brotli) answers at ${LOAD.overallRate} requests/s over ${LOAD.connections} connections for ${LOAD.duration} s, while the first start`,
        `hashes the photos of ${COUNT.toLocaleString('en-IN')} seeded listings and after (ms). Hashing ${stillRunning ? 'was still running at the end of the first runs' : 'had ended before the first runs did'};`,
        `it took ${hashingS.toFixed(0)} s from the start. ${machineLine()}`,
        '',
        table(
          ['answer', 'p50', 'p99', 'max', 'errors'],
          [row('API, during hashing', during.api), row('API, at rest', rest.api), row('page, during hashing', during.page), row('page, at rest', rest.page)],
        ),
      ].join('\n');
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
