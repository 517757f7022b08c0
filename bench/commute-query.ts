import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { properties } from '../server/db/schema.ts';
import { findListings } from '../server/services/listings.ts';
import { demoAdminPassword } from '../server/services/demo-admin-password.ts';
import { diskStorage } from '../server/services/storage.ts';
import { seedListings } from '../server/seed/seed.ts';
import { DEFAULT_FRESHNESS, unlistCutoff } from '../src/domain/freshness.ts';
import { listingFilterParamsSchema } from '../src/domain/listing-filter.ts';
import { pageParamsSchema } from '../src/domain/page.ts';

/**
 * `DATABASE_URL=... node --import tsx bench/commute-query.ts`: seeds 50,000 listings into that PostgreSQL (a throwaway
 * one from scripts/pg-cluster.sh; PGlite on disk without DATABASE_URL), then times the list query as a cache miss pays
 * for it (the page and the count, no HTTP) with a destination and shortest-commute-first against the same query
 * without: ROUNDS rounds of RUNS runs each, interleaved so that the shared machine's load falls on both alike. Prints
 * each round's p99 and the median and spread of the five.
 */
const { values } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, runs: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' } },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);
const ROUNDS = Number(values.rounds);

const dir = mkdtempSync(join(tmpdir(), 'homes-commute-bench-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: join(dir, 'db') });
const storage = diskStorage(join(dir, 'uploads'));
// A database seeded by an earlier run is used as it is: seeding 50,000 listings takes minutes on a busy machine.
const [held] = await database.db.select({ n: count() }).from(properties);
if ((held?.n ?? 0) < COUNT) {
  const seededAt = performance.now();
  await seedListings(database.db, storage, {
    count: COUNT,
    cost: { N: 2 ** 10, r: 8, p: 1 },
    now: new Date(),
    spanDays: 730,
    adminPassword: demoAdminPassword(dir),
  });
  console.log(`seeded ${COUNT} listings into ${database.kind} in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
}

const PAIRS: [name: string, without: string, withCommute: string][] = [
  ['no filter, first page', '', 'commuteTo=Churchgate&sort=commute'],
  ['no filter, limit 60 minutes', '', 'commuteTo=Churchgate&maxCommute=60&sort=commute'],
  [
    'filtered (sale, Borivali-Andheri, <= 3 Cr, parking)',
    'type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=30000000&amenities=parking',
    'type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=30000000&amenities=parking&commuteTo=Lower%20Parel&deskMinutes=5&sort=commute',
  ],
];

const unlistedBefore = unlistCutoff(new Date(), DEFAULT_FRESHNESS);
function query(search: string) {
  const params = Object.fromEntries(new URLSearchParams(search));
  return { filter: listingFilterParamsSchema.parse(params), page: pageParamsSchema.parse(params) };
}
async function once(search: string): Promise<number> {
  const { filter, page } = query(search);
  const start = performance.now();
  await findListings(database.db, filter, page, storage.publicUrl, unlistedBefore);
  return performance.now() - start;
}
const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(0.99 * samples.length))] ?? 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(
  `\n${COUNT} listings, ${ROUNDS} rounds of ${RUNS} runs; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores\n`,
);
console.log('| query | p99 without (ms), rounds | p99 with commute (ms), rounds | median ratio (min-max) |');
console.log('|---|---|---|---|');
for (const [name, without, withCommute] of PAIRS) {
  for (let i = 0; i < 10; i++) await Promise.all([once(without), once(withCommute)]);
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sa: number[] = [];
    const sb: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      sa.push(await once(without));
      sb.push(await once(withCommute));
    }
    a.push(p99(sa));
    b.push(p99(sb));
  }
  const ratios = a.map((x, i) => (b[i] ?? 0) / x);
  const fmt = (xs: number[]) => `${median(xs).toFixed(1)} (${xs.map((x) => x.toFixed(1)).join(', ')})`;
  console.log(`| ${name} | ${fmt(a)} | ${fmt(b)} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) |`);
}
console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await database.close();
rmSync(dir, { recursive: true, force: true });
