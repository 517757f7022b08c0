/**
 * `npm run soak`: a bounded soak of the real server. Starts `server/main.ts` as a child process on a free
 * 127.0.0.1 port with a fresh DATA_DIR (demo listings seeded), drives mixed browse, wishlist, booking and upload
 * traffic from several simulated users for SOAK_SECONDS (60), then reconciles what the clients believe they
 * saved with what the server has, and samples the server's memory throughout (bench/soak-probe.ts).
 * Prints a table and writes it to docs/benchmarks.md between the bench:soak markers. Exits 1 on any 5xx,
 * network error or lost write. Loopback only; stops by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { todayInKolkata } from '../src/domain/booking.ts';
import { file, listingFields, multipart, photo } from '../tests/helpers/multipart.ts';
import { freePort, ROOT } from './lib/processes.ts';

const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const USERS = Number(process.env.SOAK_USERS || 8);
const BENCHMARKS = join(ROOT, 'docs/benchmarks.md');
const START = '<!-- bench:soak:start -->';
const END = '<!-- bench:soak:end -->';

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

// ---- the server under test ----------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'homes-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const memory: MemorySample[] = [];
let serverOutput = '';
const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/soak-probe.ts', 'server/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SEED_DEMO: '1',
    BUILD_CLIENT: '0',
    LOG_LEVEL: 'warn',
    // Every simulated user comes from 127.0.0.1: without this the per-IP limits would throttle the soak itself.
    AUTH_RATE_LIMIT: '1000000',
    AUTH_ADDRESS_RATE_LIMIT: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
let partial = '';
child.stdout.on('data', (chunk: Buffer) => {
  partial += chunk.toString();
  const lines = partial.split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) {
    if (line.startsWith('SOAK_MEMORY ')) {
      const sample: MemorySample = JSON.parse(line.slice('SOAK_MEMORY '.length));
      memory.push(sample);
    } else serverOutput += `${line}\n`;
  }
});
child.stderr.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));

const bootDeadline = Date.now() + 180_000;
while (!serverOutput.includes('is running at')) {
  if (child.exitCode !== null || Date.now() > bootDeadline) throw new Error(`server did not start:\n${serverOutput}`);
  await new Promise((r) => setTimeout(r, 100));
}

// ---- measuring every request ----------------------------------------------------------------------------

interface KindStats {
  times: number[];
  status: Record<string, number>;
}
const stats = new Map<string, KindStats>();
let fiveXx = 0;
let networkErrors = 0;

async function call(kind: string, path: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  let res: Response | null = null;
  try {
    res = await fetch(`${base}${path}`, init);
    await res.clone().arrayBuffer();
  } catch {
    networkErrors += 1;
  }
  const s = stats.get(kind) ?? { times: [], status: {} };
  s.times.push(performance.now() - started);
  const bucket = res ? `${Math.floor(res.status / 100)}xx` : 'error';
  s.status[bucket] = (s.status[bucket] ?? 0) + 1;
  stats.set(kind, s);
  if (res && res.status >= 500) fiveXx += 1;
  return res;
}

const jsonInit = (method: string, cookie: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

// ---- the simulated users ----------------------------------------------------------------------------------

interface SoakUser {
  email: string;
  cookie: string;
  /** What this client believes is stored. */
  wishlist: Set<string>;
  bookings: number;
  uploads: Set<string>;
}

async function signUpUser(i: number): Promise<SoakUser> {
  const email = `soak-${i}-${Date.now()}@example.in`;
  const res = await call(
    'signup',
    '/api/auth/signup',
    jsonInit('POST', '', { name: `Soak User ${i}`, email, password: 'soak-pass-1', contactNo: '9820012345' }),
  );
  if (res?.status !== 201) throw new Error(`signup failed: ${res?.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { email, cookie, wishlist: new Set(), bookings: 0, uploads: new Set() };
}

const listingIds: string[] = [];
for (let cursor: string | null = ''; cursor !== null; ) {
  const res = await fetch(`${base}/api/property/getProperties?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  const page: { properties: { _id: string }[]; nextCursor: string | null } = await res.json();
  listingIds.push(...page.properties.map((p) => p._id));
  cursor = page.nextCursor;
}
if (listingIds.length === 0) throw new Error('no demo listings to browse');

const users: SoakUser[] = [];
for (let i = 0; i < USERS; i += 1) users.push(await signUpUser(i));
const photos = await Promise.all([photo('jpeg', 1600, 1200), photo('png', 1200, 900), photo('webp', 1024, 768)]);

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const FILTERS = ['', '?type=sale', '?type=rent', '?q=bhk', '?maxPrice=20000000', '?amenities=gym', '?limit=12', '?location=Andheri'];
const today = todayInKolkata(new Date());
let slot = 0;
/** A slot nobody has taken: every booking of the soak gets its own date and time. */
function nextSlot(): { bookingDate: string; bookingTime: string } {
  const n = slot;
  slot += 1;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1 + Math.floor(n / 144));
  const minutes = (n % 144) * 10;
  return {
    bookingDate: day.toISOString().slice(0, 10),
    bookingTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

async function oneAction(user: SoakUser, n: number) {
  const roll = Math.random();
  if (roll < 0.35) {
    await call('browse list', `/api/property/getProperties${pick(FILTERS)}`);
  } else if (roll < 0.55) {
    const id = pick(listingIds);
    const res = await call('listing detail', `/api/property/getProperty/${id}`);
    const detail: { images?: { imageUrl: string }[] } = res?.ok ? await res.json() : {};
    const image = detail.images?.[0];
    if (image && Math.random() < 0.3) await call('photo', image.imageUrl);
  } else if (roll < 0.72) {
    const id = pick(listingIds);
    if (user.wishlist.has(id)) {
      const res = await call('wishlist remove', `/api/user/wishlist/${id}`, jsonInit('DELETE', user.cookie));
      if (res?.status === 200) user.wishlist.delete(id);
    } else {
      const res = await call('wishlist add', `/api/user/wishlist/${id}`, jsonInit('PUT', user.cookie));
      if (res?.status === 200) user.wishlist.add(id);
    }
  } else if (roll < 0.77) {
    await call('wishlist list', '/api/user/wishlist', jsonInit('GET', user.cookie));
  } else if (roll < 0.87) {
    const key = `soak-${user.email}-${n}`;
    const body = { propertyId: pick(listingIds), ...nextSlot() };
    const res = await call('book visit', '/api/property/bookvisit', jsonInit('POST', user.cookie, body, { 'idempotency-key': key }));
    if (res?.status === 201) {
      user.bookings += 1;
      // A train-tunnel retry: the same key again must not book twice.
      if (Math.random() < 0.2) await call('book visit (replay)', '/api/property/bookvisit', jsonInit('POST', user.cookie, body, { 'idempotency-key': key }));
    }
  } else if (roll < 0.93) {
    await call('my bookings', '/api/property/getbookings', jsonInit('GET', user.cookie));
  } else if (roll < 0.96) {
    await call('my properties', '/api/user/myproperties', jsonInit('GET', user.cookie));
  } else {
    const form = multipart(listingFields({ propertyName: `Soak flat ${n}` }), [file(pick(photos), 'photo.jpg')]);
    const res = await call('upload', '/api/property/create', { method: 'POST', headers: { ...form.headers, cookie: user.cookie }, body: form.payload });
    if (res?.status === 201) {
      const created: { property: { _id: string } } = await res.json();
      user.uploads.add(created.property._id);
    }
  }
}

const loadAtStart = loadavg();
const trafficStart = Date.now();
const deadline = trafficStart + SECONDS * 1000;
await Promise.all(
  users.map(async (user) => {
    for (let n = 0; Date.now() < deadline; n += 1) await oneAction(user, n);
  }),
);
const trafficEnd = Date.now();
const loadAtEnd = loadavg();

// ---- reconciliation: what the clients believe against what the server has ------------------------------------

interface Reconciled {
  what: string;
  believed: number;
  stored: number;
  lost: number;
}
const reconciled: Reconciled[] = [];
const sameSet = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x)).length + [...b].filter((x) => !a.has(x)).length;
let wishBelieved = 0;
let wishStored = 0;
let wishLost = 0;
let bookBelieved = 0;
let bookStored = 0;
let upBelieved = 0;
let upStored = 0;
let upLost = 0;
for (const user of users) {
  const wish: { _id: string }[] = await (await fetch(`${base}/api/user/wishlist`, { headers: { cookie: user.cookie } })).json();
  const stored = new Set(wish.map((p) => p._id));
  wishBelieved += user.wishlist.size;
  wishStored += stored.size;
  wishLost += sameSet(user.wishlist, stored);
  const mine: unknown[] = await (await fetch(`${base}/api/property/getbookings`, { headers: { cookie: user.cookie } })).json();
  bookBelieved += user.bookings;
  bookStored += mine.length;
  const props: { _id: string }[] = await (await fetch(`${base}/api/user/myproperties`, { headers: { cookie: user.cookie } })).json();
  const storedUploads = new Set(props.map((p) => p._id));
  upBelieved += user.uploads.size;
  upStored += storedUploads.size;
  upLost += sameSet(user.uploads, storedUploads);
}
reconciled.push({ what: 'wishlist entries', believed: wishBelieved, stored: wishStored, lost: wishLost });
reconciled.push({ what: 'visit bookings', believed: bookBelieved, stored: bookStored, lost: Math.abs(bookBelieved - bookStored) });
reconciled.push({ what: 'uploaded listings', believed: upBelieved, stored: upStored, lost: upLost });

child.kill('SIGTERM');
const exitCode = await exited;
rmSync(dataDir, { recursive: true, force: true });

// ---- the report ---------------------------------------------------------------------------------------------

const during = memory.filter((m) => m.at >= trafficStart && m.at <= trafficEnd + 1000);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const first = during[0];
const last = during[during.length - 1];
const peak = (key: 'rss' | 'heapUsed') => Math.max(...during.map((m) => m[key]));
/** Heap in use over the last fifth of the run against the second fifth (the first is warm-up): growth there would be a leak. */
const windowAvg = (from: number, to: number) => {
  const part = during.slice(Math.floor(during.length * from), Math.max(Math.floor(during.length * to), Math.floor(during.length * from) + 1));
  return part.reduce((sum, m) => sum + m.heapUsed, 0) / Math.max(part.length, 1);
};
const heapDrift = (windowAvg(0.8, 1) / windowAvg(0.2, 0.4) - 1) * 100;

const totalRequests = [...stats.values()].reduce((sum, s) => sum + s.times.length, 0);
const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
};
const rows = [...stats.entries()].sort((a, b) => b[1].times.length - a[1].times.length);
const lostTotal = reconciled.reduce((sum, r) => sum + r.lost, 0);
const when = new Date(trafficStart).toISOString().replace('T', ' ').slice(0, 16);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');

const report = [
  `Run ${when} UTC: ${USERS} users for ${((trafficEnd - trafficStart) / 1000).toFixed(0)} s on the embedded database (120 demo listings), ` +
    `${cpus().length} CPUs, load average (1/5/15 min) ${load(loadAtStart)} at the start and ${load(loadAtEnd)} at the end ` +
    '(the machine is shared, so latencies include other work).',
  '',
  `**${totalRequests} requests (${(totalRequests / ((trafficEnd - trafficStart) / 1000)).toFixed(0)}/s), ${fiveXx} answered 5xx, ${networkErrors} network errors, ${lostTotal} lost writes; server exit code after SIGTERM: ${exitCode}.**`,
  '',
  '| request | count | 2xx | 4xx | 5xx | p50 ms | p99 ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    ([kind, s]) =>
      `| ${kind} | ${s.times.length} | ${s.status['2xx'] ?? 0} | ${s.status['4xx'] ?? 0} | ${(s.status['5xx'] ?? 0) + (s.status.error ?? 0)} | ${quantile(s.times, 0.5)} | ${quantile(s.times, 0.99)} |`,
  ),
  '',
  '| write | the clients believe | the server has | lost or extra |',
  '|---|---:|---:|---:|',
  ...reconciled.map((r) => `| ${r.what} | ${r.believed} | ${r.stored} | ${r.lost} |`),
  '',
  '| server memory (MB) | start | peak | end |',
  '|---|---:|---:|---:|',
  `| RSS | ${mb(first?.rss ?? 0)} | ${mb(peak('rss'))} | ${mb(last?.rss ?? 0)} |`,
  `| V8 heap used | ${mb(first?.heapUsed ?? 0)} | ${mb(peak('heapUsed'))} | ${mb(last?.heapUsed ?? 0)} |`,
  '',
  `Heap in use, last fifth of the run against the second fifth: ${heapDrift >= 0 ? '+' : ''}${heapDrift.toFixed(0)}% (${during.length} samples, one a second).`,
].join('\n');

console.log(report);

const doc = readFileSync(BENCHMARKS, 'utf8');
const section = `${START}\n${report}\n${END}`;
const updated =
  doc.includes(START) && doc.includes(END)
    ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
    : `${doc.trimEnd()}\n\n## Soak: mixed traffic against the real server\n\n\`\`\`sh\nnpm run soak                 # 60 s, 8 users; SOAK_SECONDS and SOAK_USERS change them\n\`\`\`\n\n` +
      'bench/soak.ts starts `server/main.ts` on a free 127.0.0.1 port with a fresh DATA_DIR and the demo data, then each simulated user loops over: ' +
      'browse the list with a random filter (35%), open a listing and sometimes its photo (20%), add or remove a wishlist entry (17%), read the wishlist (5%), ' +
      'book a visit with an Idempotency-Key and sometimes replay it (10%), read its bookings (6%) or listings (3%), upload a listing with one photo (4%). ' +
      'At the end it compares what each client believes it saved with what the API returns, and reads the memory the server reported every second.\n\n' +
      `${section}\n`;
writeFileSync(BENCHMARKS, updated);

if (fiveXx > 0 || networkErrors > 0 || lostTotal > 0 || exitCode !== 0) {
  console.error('soak failed: see the figures above');
  process.exit(1);
}
