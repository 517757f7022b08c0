import { performance } from 'node:perf_hooks';
import { eq, like, sql } from 'drizzle-orm';
import { bookings, users } from '../server/db/schema.ts';
import { signInAdmin } from '../tests/helpers/admin.ts';
import { insertProperty } from '../tests/helpers/fixtures.ts';
import { signUp, startTestApp } from '../tests/helpers/test-app.ts';
import { machineLine, table } from './lib/report.ts';

/**
 * The long lists (decision 0041) on the embedded database, in-process (inject: the server's own cost):
 * 20,000 accounts and 50,000 bookings, one user with 500 of them. The spec's whole arrays beside the paged forms
 * the app reads: the first page, a page 5,000 rows deep (keyset: no slower than the first), and the server-side
 * searches of the admin's tables. Each figure is the median of its runs with the min and max beside it.
 */
const USERS = 20_000;
const BOOKINGS = 50_000;
const MINE = 500;
const RUNS = 9;
const WHOLE_RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const spread = (xs: number[]) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;

export async function pagedListsBench(): Promise<string> {
  const t = await startTestApp();
  const db = t.deps.database.db;
  try {
    const admin = await signInAdmin(t.app, db);
    const me = await signUp(t.app, { name: 'Meera Shah' });
    const owner = await signUp(t.app);
    for (let i = 0; i < 200; i += 1) await insertProperty(db, owner.id, { propertyName: `Listing ${i}`, location: i % 2 ? 'Borivali West' : 'Andheri East' });
    await db.execute(sql`
      insert into users (name, email, contact_no, password_hash, created_at)
      select 'Member ' || g, 'member' || g || '@example.in', '98200' || lpad(g::text, 5, '0'), 'x', now() - (g || ' minutes')::interval
      from generate_series(1, ${USERS}) g`);
    // Each (booker, listing) pair once: the active-slot index never refuses a row.
    await db.execute(sql`
      with u as (select id, row_number() over (order by id) - 1 as n from users where email like 'member%'),
           p as (select id, row_number() over (order by id) - 1 as n from properties)
      insert into bookings (property_id, user_id, booking_date, booking_time, status, created_at)
      select p.id, u.id, date '2026-12-01' + (g % 365), '11:00', (array['pending','confirmed','cancelled'])[1 + g % 3], now() - (g || ' seconds')::interval
      from generate_series(0, ${BOOKINGS - 1}) g
      join u on u.n = g % 2000
      join p on p.n = (g / 2000) % 200`);
    await db.execute(sql`
      with p as (select id, row_number() over (order by id) - 1 as n from properties)
      insert into bookings (property_id, user_id, booking_date, booking_time, status)
      select p.id, ${me.id}::uuid, date '2026-12-01' + g, '10:30', 'pending'
      from generate_series(0, ${MINE - 1}) g join p on p.n = g % 200`);
    const deep = async (path: string, key: 'bookings' | 'users') => {
      // The cursor of row 5,000, reached the way a client reaches it: page after page of 100.
      let cursor = '';
      for (let i = 0; i < 50; i += 1) {
        const page = (await t.app.inject({ url: `${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`, headers: { cookie: admin.cookie } })).json();
        if (!Array.isArray(page[key])) throw new Error(`${path}: no ${key}`);
        cursor = page.nextCursor;
      }
      return cursor;
    };
    // PostgreSQL's autovacuum would have analysed tables this size; PGlite runs no autovacuum.
    await db.execute(sql`analyze`);
    // A booker's e-mail as the admin would type it, and a day as the table shows it.
    const [booked] = await db
      .select({ email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(like(users.email, 'member%'))
      .limit(1);
    const booker = booked?.email.split('@')[0] ?? '';
    const bookingsCursor = await deep('/api/admin/bookings', 'bookings');
    const usersCursor = await deep('/api/admin/users', 'users');

    const calls: [string, string, string, number][] = [
      ['GET /api/admin/get-bookings (whole array, SPEC)', '/api/admin/get-bookings', admin.cookie, WHOLE_RUNS],
      ['GET /api/admin/bookings, first page of 50', '/api/admin/bookings?limit=50', admin.cookie, RUNS],
      ['GET /api/admin/bookings, 50 after row 5,000', `/api/admin/bookings?limit=50&cursor=${bookingsCursor}`, admin.cookie, RUNS],
      [`GET /api/admin/bookings?q=${booker}@ (a booker)`, `/api/admin/bookings?limit=50&q=${booker}%40`, admin.cookie, RUNS],
      ['GET /api/admin/bookings?q=Tue, 1 Dec, 2026 (a day)', `/api/admin/bookings?limit=50&q=${encodeURIComponent('Tue, 1 Dec, 2026')}`, admin.cookie, RUNS],
      ['GET /api/admin/bookings?q=borivali (half the rows)', '/api/admin/bookings?limit=50&q=borivali', admin.cookie, RUNS],
      ['GET /api/admin/get-users (whole array, SPEC)', '/api/admin/get-users', admin.cookie, WHOLE_RUNS],
      ['GET /api/admin/users, first page of 50', '/api/admin/users?limit=50', admin.cookie, RUNS],
      ['GET /api/admin/users, 50 after row 5,000', `/api/admin/users?limit=50&cursor=${usersCursor}`, admin.cookie, RUNS],
      ['GET /api/admin/users?q=member1234', '/api/admin/users?limit=50&q=member1234', admin.cookie, RUNS],
      [`GET /api/property/getbookings (${MINE}, whole array, SPEC)`, '/api/property/getbookings', me.cookie, RUNS],
      ['GET /api/property/my-bookings, first page of 12', '/api/property/my-bookings?limit=12', me.cookie, RUNS],
    ];
    const rows: string[][] = [];
    for (const [name, url, cookie, runs] of calls) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        const res = await t.app.inject({ url, headers: { cookie } });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.rawPayload.length;
      }
      rows.push([name, String(runs), spread(times), (bytes / 1024).toFixed(1)]);
      console.log(name, spread(times));
    }
    return [
      `${USERS.toLocaleString('en-IN')} accounts, ${BOOKINGS.toLocaleString('en-IN')} bookings, PGlite in-process (\`npm run bench -- lists\`). ${machineLine()}`,
      '',
      table(['call', 'runs', 'ms: median (min-max)', 'answer KB'], rows),
    ].join('\n');
  } finally {
    await t.close();
  }
}
