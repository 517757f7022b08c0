import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { lastDays } from '../../src/domain/owner-activity.ts';
import { todayInKolkata } from '../../src/domain/mumbai-time.ts';
import type { Db } from '../db/client.ts';
import { listingViews, listingViewTotals } from '../db/schema.ts';

/** Day rows moved per statement: one short transaction each, so counting today's views never waits long behind it. */
export const ROLLUP_BATCH_ROWS = 5_000;
/** Statements per run: a backlog (the first run after years of rows) is worked off over several nights. */
export const ROLLUP_MAX_BATCHES = 200;

const movedRows = z.object({ rows: z.array(z.object({ moved: z.coerce.number() })) });

/** The first day whose row is kept: the owner's chart reads the days from here on, so only older days are rolled up. */
export function rollupCutoff(now: Date): string {
  return lastDays(todayInKolkata(now))[0] ?? todayInKolkata(now);
}

/**
 * Moves the day rows before `cutoff` into each listing's running total, `batchRows` at a time, at most `maxBatches`
 * statements. Each statement deletes its rows and adds them to the totals together, so a reader of "views in all"
 * (listing_view_totals plus listing_views) never sees a day twice or not at all. `skip locked` lets two runs share
 * the work instead of waiting on each other. Returns the rows moved.
 */
export async function rollUpViews(
  db: Db,
  cutoff: string,
  { batchRows = ROLLUP_BATCH_ROWS, maxBatches = ROLLUP_MAX_BATCHES }: { batchRows?: number; maxBatches?: number } = {},
): Promise<number> {
  let moved = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const result = await db.execute(sql`
      with picked as (
        select property_id, day from ${listingViews}
        where day < ${cutoff}::date
        order by day
        limit ${batchRows}
        for update skip locked
      ), gone as (
        delete from ${listingViews} v using picked
        where v.property_id = picked.property_id and v.day = picked.day
        returning v.property_id, v.views
      ), added as (
        insert into ${listingViewTotals} (property_id, views)
        select property_id, sum(views)::integer from gone group by property_id
        on conflict (property_id) do update set views = ${listingViewTotals.views} + excluded.views
      )
      select count(*)::integer as moved from gone`);
    const rows = movedRows.parse(result).rows[0]?.moved ?? 0;
    moved += rows;
    if (rows < batchRows) break;
  }
  return moved;
}
