/**
 * Latency of the engagement endpoints on the embedded database, in-process (inject: no network, so these
 * figures are the server's own cost). Run: node --import tsx bench/engagement-api.ts
 */
import { performance } from 'node:perf_hooks';
import { signInAdmin } from '../tests/helpers/admin.ts';
import { insertProperty } from '../tests/helpers/fixtures.ts';
import { signUp, startTestApp } from '../tests/helpers/test-app.ts';

const t = await startTestApp();
const db = t.deps.database.db;

async function measure(name: string, runs: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await call(i);
    times.push(performance.now() - start);
    if (res.statusCode >= 400) throw new Error(`${name}: ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(`${name.padEnd(48)} runs ${String(runs).padStart(4)}  p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms`);
}

const owner = await signUp(t.app);
const user = await signUp(t.app);
const admin = await signInAdmin(t.app, db);
const listings: { id: string }[] = [];
for (let i = 0; i < 200; i += 1) listings.push(await insertProperty(db, owner.id, { propertyName: `Listing ${i}` }));
const id = (i: number) => listings[i % listings.length]?.id ?? '';

await measure('POST /api/user/wishlist/{id} (toggle)', 400, (i) =>
  t.app.inject({ method: 'POST', url: `/api/user/wishlist/${id(i)}`, headers: { cookie: user.cookie } }),
);
await measure('PUT /api/user/wishlist/{id}', 400, (i) => t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${id(i)}`, headers: { cookie: user.cookie } }));
await measure('GET /api/user/wishlist (200 saved)', 200, () => t.app.inject({ url: '/api/user/wishlist', headers: { cookie: user.cookie } }));
await measure('POST /api/property/bookvisit + Idempotency-Key', 400, (i) =>
  t.app.inject({
    method: 'POST',
    url: '/api/property/bookvisit',
    headers: { cookie: user.cookie, 'idempotency-key': `bench-${i}` },
    payload: { propertyId: id(i), bookingDate: '2099-01-01', bookingTime: `${String(8 + Math.floor(i / 200)).padStart(2, '0')}:00` },
  }),
);
await measure('POST /api/property/bookvisit (replay)', 400, (i) =>
  t.app.inject({
    method: 'POST',
    url: '/api/property/bookvisit',
    headers: { cookie: user.cookie, 'idempotency-key': `bench-${i}` },
    payload: { propertyId: id(i), bookingDate: '2099-01-01', bookingTime: '08:00' },
  }),
);
await measure('GET /api/property/getbookings (400 bookings)', 100, () => t.app.inject({ url: '/api/property/getbookings', headers: { cookie: user.cookie } }));
await measure('GET /api/admin/get-stats', 200, () => t.app.inject({ url: '/api/admin/get-stats', headers: { cookie: admin.cookie } }));
await measure('GET /api/admin/get-bookings (400 bookings)', 100, () => t.app.inject({ url: '/api/admin/get-bookings', headers: { cookie: admin.cookie } }));

await t.close();
