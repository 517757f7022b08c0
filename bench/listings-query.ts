import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedListings } from '../server/seed/seed.ts';
import { createJobQueue } from '../server/jobs/job-queue.ts';
import { memoryLoginThrottle } from '../server/services/login-throttle.ts';
import { createMailer, SILENT_LOG } from '../server/services/mail.ts';
import { demoAdminPassword } from '../server/services/demo-admin-password.ts';
import { diskStorage } from '../server/services/storage.ts';
import { count } from 'drizzle-orm';
import { properties } from '../server/db/schema.ts';
import { filterCondition, findListings } from '../server/services/listings.ts';
import { DEFAULT_FRESHNESS, unlistCutoff } from '../src/domain/freshness.ts';
import { listingFilterParamsSchema } from '../src/domain/listing-filter.ts';
import type { ListingPage } from '../src/domain/listing-page.ts';
import { pageParamsSchema } from '../src/domain/page.ts';

/**
 * `npm run bench:listings`: seeds 50,000 listings into a fresh embedded database (PGlite on disk), then
 * times GET /api/property/getProperties through the whole HTTP app (Fastify inject: routing, validation,
 * SQL, serialisation; no socket) for a filtered first page, its second page and a few other shapes.
 */
const { values } = parseArgs({ options: { count: { type: 'string', default: '50000' }, runs: { type: 'string', default: '200' } } });
const COUNT = Number(values.count);
const RUNS = Number(values.runs);

const dir = mkdtempSync(join(tmpdir(), 'homes-bench-'));
const config = { ...loadConfig({ DATA_DIR: dir, CLIENT_DIR: join(dir, 'none') }), seedDemo: false, passwordCost: { N: 2 ** 10, r: 8, p: 1 } };
const database = await openDatabase({ dataDir: join(dir, 'db') });
const storage = diskStorage(join(dir, 'uploads'));
const t = performance.now();
await seedListings(database.db, storage, {
  count: COUNT,
  cost: config.passwordCost,
  now: new Date(),
  spanDays: 730,
  adminPassword: demoAdminPassword(config.dataDir),
});
console.log(`seeded ${COUNT} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const mailer = createMailer({ smtpUrl: undefined, outboxDir: join(dir, 'outbox'), from: config.mailFrom }, SILENT_LOG);
const app = await buildApp({
  config,
  database,
  storage,
  mailer,
  now: () => new Date(),
  loginThrottle: memoryLoginThrottle(config.loginLock),
  sharedRedis: null,
  jobs: createJobQueue(database.jobStore, { onError: (err) => console.error(err) }),
});
await app.ready();

async function get(url: string): Promise<ListingPage> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The same query as a cache miss pays for it (the first request after any listing changed): the service, no cache. */
async function uncached(name: string, url: string) {
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const filter = listingFilterParamsSchema.parse(query);
  const page = pageParamsSchema.parse(query);
  const unlistedBefore = unlistCutoff(new Date(), DEFAULT_FRESHNESS);
  for (let i = 0; i < 10; i++) await findListings(database.db, filter, page, storage.publicUrl, unlistedBefore);
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    total = (await findListings(database.db, filter, page, storage.publicUrl, unlistedBefore)).total;
    samples.push(performance.now() - start);
  }
  const wall = stats(samples);
  console.log(`| ${name} | ${wall.median.toFixed(1)} | ${wall.p95.toFixed(1)} | ${total} |`);
}

async function time(name: string, url: string | (() => string)) {
  const target = () => (typeof url === 'string' ? url : url());
  for (let i = 0; i < 10; i++) await get(target());
  const samples: number[] = [];
  const cpu: number[] = [];
  let page: ListingPage | undefined;
  for (let i = 0; i < RUNS; i++) {
    const u = target();
    const start = performance.now();
    const used = process.cpuUsage();
    page = await get(u);
    const spent = process.cpuUsage(used);
    samples.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const wall = stats(samples);
  console.log(`| ${name} | ${wall.median.toFixed(1)} | ${wall.p95.toFixed(1)} | ${stats(cpu).median.toFixed(1)} | ${page?.total ?? 0} |`);
  return page;
}

const base = '/api/property/getProperties';
const filtered = `${base}?type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=30000000&amenities=parking`;
const first = await get(filtered);
if (!first.nextCursor) throw new Error('the filtered query has a single page; seed more listings');
const firstCursor = first.nextCursor;

console.log(`\n${COUNT} listings, ${RUNS} runs each, ms per request through app.inject; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores\n`);
console.log('| query | median | p95 | CPU median | matches |');
console.log('|---|---|---|---|---|');
await time('filtered first page (sale, Borivali-Andheri, <= 3 Cr, parking)', filtered);
await time('filtered second page (cursor)', `${filtered}&cursor=${firstCursor}`);
await time('no filter, first page', base);
await time('text search q=bhk (common)', `${base}?q=bhk`);
await time('text search q=sea face (rare)', `${base}?q=sea%20face`);
await time('location=west, rent', `${base}?location=west&type=rent`);
await time('amenities=gym,swimming,wifi', `${base}?amenities=gym,swimming,wifi`);

console.log('\nUncached (what a cache miss costs: the page query and the count, no HTTP):\n');
console.log('| query | median | p95 | total |');
console.log('|---|---|---|---|');
await uncached('filtered first page', filtered);
await uncached('no filter, first page', base);
await uncached('text search q=bhk (common, estimated total)', `${base}?q=bhk`);
await uncached('text search q=sea face (rare)', `${base}?q=sea%20face`);
await uncached('location=west, rent', `${base}?location=west&type=rent`);

// What the estimate replaces: counting every match of the broad search exactly.
const bhk = filterCondition(listingFilterParamsSchema.parse({ q: 'bhk' }));
const exactSamples: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await database.db
    .select({ n: count() })
    .from(properties)
    .where(bhk ?? undefined);
  exactSamples.push(performance.now() - start);
}
const exact = stats(exactSamples);
console.log(`| exact count(*) of q=bhk alone (before: the total was this) | ${exact.median.toFixed(1)} | ${exact.p95.toFixed(1)} | |`);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
