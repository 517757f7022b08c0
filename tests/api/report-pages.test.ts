import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingReports } from '../../server/db/schema.ts';
import { type ReportGroupsPage, reportGroupsPageSchema } from '../../src/domain/moderation.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The Reports tab pages like the other admin tables: keyset on the newest report, a cursor, a search; past 100. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const LISTINGS = 130;
/** Listing names, newest report first, as the tab must list them. */
const expected: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.database.db;
  admin = await signInAdmin(t.app, db);
  const owner = await signUp(t.app, { name: 'Owner Shah', email: 'owner.shah@example.com' });
  const [r1, r2] = [await signUp(t.app), await signUp(t.app)];
  const rows: (typeof listingReports.$inferInsert)[] = [];
  const later: string[] = [];
  for (let i = 0; i < LISTINGS; i += 1) {
    const name = i % 10 === 0 ? `Thane flat ${i}` : `Listing ${i}`;
    const listing = await insertProperty(db, owner.id, { propertyName: name, location: i % 10 === 0 ? 'Thane West' : 'Andheri West' });
    // Listings in pairs whose newest reports fall in one millisecond (microseconds apart): paging must neither skip
    // nor repeat them. A second, older report on some listings does not move them.
    rows.push({ propertyId: listing.id, userId: r1.id, reason: 'fake', createdAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 2) * 1000) });
    if (i % 2 === 1) later.push(listing.id);
    if (i % 3 === 0) rows.push({ propertyId: listing.id, userId: r2.id, reason: 'other', details: 'older', createdAt: new Date(Date.UTC(2026, 9, 1)) });
    expected.push(listing.id);
  }
  await db.insert(listingReports).values(rows);
  // The second of each pair 0.8 ms later: the same millisecond as the first, which the cursor holds.
  await db.execute(
    sql`update ${listingReports} set created_at = created_at + interval '800 microseconds' where reason = 'fake' and property_id in (${sql.join(
      later.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  // A closed report never shows.
  const closed = await insertProperty(db, owner.id, { propertyName: 'Closed case' });
  await db.insert(listingReports).values({ propertyId: closed.id, userId: r1.id, reason: 'fake', status: 'dismissed' });
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ url: `/api/admin/reports?${query}`, headers: { cookie: admin.cookie } });

async function walk(limit: number, q = ''): Promise<ReportGroupsPage[]> {
  const pages: ReportGroupsPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(new URLSearchParams({ limit: String(limit), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }).toString());
    expect(res.statusCode, res.body).toBe(200);
    const page = reportGroupsPageSchema.parse(res.json());
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

it('walks all 130 reported listings, newest report first, neither skipping nor repeating one', async () => {
  const pages = await walk(50);
  expect(pages.map((p) => p.groups.length)).toEqual([50, 50, 30]);
  expect(pages.every((p) => p.total === LISTINGS)).toBe(true);
  const ids = pages.flatMap((p) => p.groups.map((g) => g.listing._id));
  // Newest report first: the listing made last was reported last. Within one millisecond, by id (either order).
  expect(new Set(ids).size).toBe(LISTINGS);
  expect([...ids].sort()).toEqual([...expected].sort());
  const times = pages.flatMap((p) => p.groups.map((g) => Date.parse(g.reports[0]?.createdAt ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // Each group carries all its open reports, newest first, and the open count.
  // Small pages end on many pairs' first halves: the cursor's millisecond must still reach the second.
  const small = (await walk(7)).flatMap((p) => p.groups.map((g) => g.listing._id));
  expect(small).toEqual(ids);
  const withTwo = pages.flatMap((p) => p.groups).find((g) => g.listing.openReports === 2);
  expect(withTwo?.reports.map((r) => r.details)).toEqual([null, 'older']);
});

it('pages the default size and narrows on name, location or owner e-mail', async () => {
  const first = reportGroupsPageSchema.parse((await get('')).json());
  expect(first.groups).toHaveLength(24);
  expect(first.nextCursor).not.toBeNull();
  const thane = await walk(5, 'thane');
  expect(thane.map((p) => p.groups.length)).toEqual([5, 5, 3]);
  expect(thane[0]?.total).toBe(13);
  expect(thane.flatMap((p) => p.groups.map((g) => g.listing.propertyName)).every((n) => n.startsWith('Thane flat'))).toBe(true);
  expect(reportGroupsPageSchema.parse((await get('q=OWNER.SHAH')).json()).total).toBe(LISTINGS);
  const none = reportGroupsPageSchema.parse((await get('q=nowhere')).json());
  expect(none).toEqual({ groups: [], nextCursor: null, total: 0 });
});

it('answers bad paging with a 400 and a code', async () => {
  const future = Buffer.from(`${String(1e16)}_00000000-0000-4000-8000-000000000000`).toString('base64url');
  for (const [query, code] of [
    ['cursor=junk', 'badCursor'],
    [`cursor=${future}`, 'badCursor'],
    ['cursor=a%00b', 'nulCharacter'],
    [`cursor=${'x'.repeat(300)}`, 'badCursor'],
    ['limit=101', 'limitInvalid'],
    ['limit=1e16', 'limitInvalid'],
    ['q=a%00', 'nulCharacter'],
    [`q=${'q'.repeat(3000)}`, 'searchTextTooLong'],
  ] as const) {
    const res = await get(query);
    expect(res.statusCode, query).toBe(400);
    expect(res.json(), query).toMatchObject({ code });
  }
});
