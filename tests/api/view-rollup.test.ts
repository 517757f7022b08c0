import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingViews, listingViewTotals } from '../../server/db/schema.ts';
import { startViewRollupJob, viewRollupJob } from '../../server/services/view-rollup-job.ts';
import { rollUpViews, rollupCutoff } from '../../server/services/view-rollup.ts';
import { ownListingSchema } from '../../src/domain/owner-activity.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Old view days roll up into a per-listing total and go; the owner's chart and "views in all" read the same before and after. */
let t: TestApp;
// 11:30 in Mumbai on 7 December: the chart's 14 days are 24 November to 7 December.
const NOW = new Date('2026-12-07T06:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
});
afterAll(async () => {
  await t.close();
});

async function activity(cookie: string, id: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const found = ownListingSchema
    .array()
    .parse(res.json())
    .find((l) => l._id === id);
  if (!found) throw new Error(`listing ${id} not in My Properties`);
  return { total: found.activity.viewsTotal, days: found.activity.views };
}
const keptDays = async (ids: string[]) =>
  (await t.deps.database.db.select().from(listingViews).where(inArray(listingViews.propertyId, ids))).map((r) => `${r.day} ${r.views}`).sort();
const rolledTotal = async (id: string) =>
  (await t.deps.database.db.select().from(listingViewTotals).where(eq(listingViewTotals.propertyId, id)))[0]?.views ?? null;

describe('the view roll-up', () => {
  it('cuts at the first day of the owner’s chart', () => {
    expect(rollupCutoff(NOW)).toBe('2026-11-24');
    // 19:00 UTC is already 8 December in Mumbai.
    expect(rollupCutoff(new Date('2026-12-07T19:00:00Z'))).toBe('2026-11-25');
  });

  it('moves the days before the cutoff into the total, keeps the chart’s days, and the owner reads the same figures', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    const other = await insertProperty(t.deps.database.db, owner.id);
    await t.deps.database.db.insert(listingViews).values([
      { propertyId: listing.id, day: '2025-06-01', views: 40 },
      { propertyId: listing.id, day: '2026-11-22', views: 5 },
      // The last day before the cutoff, and the cutoff itself (the chart's first day, kept).
      { propertyId: listing.id, day: '2026-11-23', views: 3 },
      { propertyId: listing.id, day: '2026-11-24', views: 7 },
      { propertyId: listing.id, day: '2026-12-07', views: 2 },
      { propertyId: other.id, day: '2026-10-01', views: 11 },
    ]);
    const before = await activity(owner.cookie, listing.id);
    expect(before.total).toBe(57);

    // Two rows a statement: the three old rows of both listings take two statements.
    expect(await rollUpViews(t.deps.database.db, rollupCutoff(NOW), { batchRows: 2 })).toBe(4);

    expect(await keptDays([listing.id, other.id])).toEqual(['2026-11-24 7', '2026-12-07 2']);
    expect(await rolledTotal(listing.id)).toBe(48);
    expect(await rolledTotal(other.id)).toBe(11);
    expect(await activity(owner.cookie, listing.id)).toEqual(before);
    expect((await activity(owner.cookie, other.id)).total).toBe(11);

    // A later run adds to the total rather than replacing it, and a run with nothing to move changes nothing.
    await t.deps.database.db.insert(listingViews).values({ propertyId: listing.id, day: '2026-11-01', views: 6 });
    expect(await rollUpViews(t.deps.database.db, rollupCutoff(NOW))).toBe(1);
    expect(await rollUpViews(t.deps.database.db, rollupCutoff(NOW))).toBe(0);
    expect(await rolledTotal(listing.id)).toBe(54);
    expect((await activity(owner.cookie, listing.id)).total).toBe(63);
  });

  it('does bounded work per run: a backlog is worked off run by run, the total right after each', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    const old = Array.from({ length: 7 }, (_, i) => ({ propertyId: listing.id, day: `2026-10-${String(i + 10)}`, views: i + 1 }));
    await t.deps.database.db.insert(listingViews).values(old);
    const bounded = { batchRows: 2, maxBatches: 2 };
    const moved: number[] = [];
    const totals: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      moved.push(await rollUpViews(t.deps.database.db, rollupCutoff(NOW), bounded));
      totals.push((await activity(owner.cookie, listing.id)).total);
    }
    expect(moved).toEqual([4, 3, 0]);
    expect(totals).toEqual([28, 28, 28]);
    expect(await keptDays([listing.id])).toEqual([]);
  });

  it('runs as a job in the queue; a deleted listing’s total goes with it', async () => {
    const owner = await signUp(t.app);
    const listing = await insertProperty(t.deps.database.db, owner.id);
    await t.deps.database.db.insert(listingViews).values({ propertyId: listing.id, day: '2026-09-09', views: 9 });
    await startViewRollupJob(t.deps);
    const id = await t.deps.jobs.enqueue(viewRollupJob, {});
    if (!id) throw new Error('the job was not queued');
    await expect.poll(async () => (await t.deps.jobs.status(viewRollupJob, id))?.state, { timeout: 20_000 }).toBe('completed');
    expect(await keptDays([listing.id])).toEqual([]);
    expect((await activity(owner.cookie, listing.id)).total).toBe(9);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/property/delete/${listing.id}`, headers: { cookie: owner.cookie } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rolledTotal(listing.id)).toBeNull();
  });
});
