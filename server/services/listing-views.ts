import { and, gte, inArray, sql, sum } from 'drizzle-orm';
import { type DayViews, lastDays } from '../../src/domain/owner-activity.ts';
import { todayInKolkata } from '../../src/domain/mumbai-time.ts';
import type { Db } from '../db/client.ts';
import { listingViews, listingViewTotals, properties } from '../db/schema.ts';

/**
 * Counts one view of a listed listing for Mumbai's day, unless the viewer is its owner: one upsert that checks both,
 * and stores only the count (decision 0063).
 */
export async function countView(db: Db, propertyId: string, viewerId: string | null, now: Date): Promise<void> {
  const day = todayInKolkata(now);
  await db.execute(sql`
    insert into ${listingViews} (property_id, day, views)
    select ${properties.id}, ${day}::date, 1 from ${properties}
    where ${properties.id} = ${propertyId}::uuid and ${properties.hiddenAt} is null
      and ${properties.ownerId} is distinct from ${viewerId}::uuid
    on conflict (property_id, day) do update set views = ${listingViews.views} + 1`);
}

export interface ViewCounts {
  days: DayViews[];
  total: number;
}

/**
 * Each listing's views per day over the last `days` Mumbai days (0 for a quiet day) and all its views ever: the days
 * still kept plus the total of the days rolled up (server/services/view-rollup.ts).
 */
export async function viewsOf(db: Db, propertyIds: string[], now: Date): Promise<Map<string, ViewCounts>> {
  const out = new Map<string, ViewCounts>();
  if (propertyIds.length === 0) return out;
  const dates = lastDays(todayInKolkata(now));
  const [rows, totals, rolledUp] = await Promise.all([
    db
      .select({ propertyId: listingViews.propertyId, day: listingViews.day, views: listingViews.views })
      .from(listingViews)
      .where(and(inArray(listingViews.propertyId, propertyIds), gte(listingViews.day, dates[0] ?? ''))),
    db
      .select({ propertyId: listingViews.propertyId, total: sum(listingViews.views).mapWith(Number) })
      .from(listingViews)
      .where(inArray(listingViews.propertyId, propertyIds))
      .groupBy(listingViews.propertyId),
    db
      .select({ propertyId: listingViewTotals.propertyId, total: listingViewTotals.views })
      .from(listingViewTotals)
      .where(inArray(listingViewTotals.propertyId, propertyIds)),
  ]);
  const total = new Map(rolledUp.map((t) => [t.propertyId, t.total]));
  for (const t of totals) total.set(t.propertyId, (total.get(t.propertyId) ?? 0) + t.total);
  for (const id of propertyIds) {
    const mine = new Map(rows.filter((r) => r.propertyId === id).map((r) => [r.day, r.views]));
    out.set(id, { days: dates.map((day) => ({ day, views: mine.get(day) ?? 0 })), total: total.get(id) ?? 0 });
  }
  return out;
}
