import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { type LastPriceDrop, type PricePoint, percentChange, RECENT_DROP_DAYS } from '../../src/domain/price-history.ts';
import type { Db } from '../db/client.ts';
import { priceHistory } from '../db/schema.ts';
import type { PropertyRow } from './property-view.ts';

type Writer = Pick<Db, 'insert'>;

/** Notes a price the listing asks from now on (`oldPrice` null for its first). Run in the transaction that sets it. */
export async function recordPrice(db: Writer, propertyId: string, price: number, oldPrice: number | null, at?: Date): Promise<void> {
  await db.insert(priceHistory).values({ propertyId, price, oldPrice, ...(at ? { changedAt: at } : {}) });
}

/**
 * The listing's prices, oldest first, and when it was first listed. A listing written without a first point (seeded
 * rows, rows made before the history was kept and not yet backfilled) starts at its creation: with the price the
 * first recorded change replaced, or else its current price. A listing relisted after the relisting window started
 * anew (`listedSince`): only what it asked from then on counts.
 */
export async function readPriceHistory(db: Db, row: PropertyRow): Promise<{ priceHistory: PricePoint[]; listedAt: string }> {
  const rows = await db
    .select({ price: priceHistory.price, oldPrice: priceHistory.oldPrice, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.propertyId, row.id), row.listedSince ? gte(priceHistory.changedAt, row.listedSince) : undefined))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
  const start = (row.listedSince ?? row.createdAt).toISOString();
  const points = historyPoints(rows, start, row.price);
  return { priceHistory: points, listedAt: points[0]?.date ?? start };
}

/** A listing's stored points (oldest first) as its history, with the first price put back at `start` where none was stored. */
export function historyPoints(rows: readonly { price: number; oldPrice: number | null; changedAt: Date }[], start: string, price: number): PricePoint[] {
  const points: PricePoint[] = rows.map((r) => ({ date: r.changedAt.toISOString(), price: r.price }));
  const head = rows[0];
  if (!head) points.push({ date: start, price });
  else if (head.oldPrice !== null) points.unshift({ date: start, price: head.oldPrice });
  return points;
}

/**
 * The latest price drop of every listing that had one in the last RECENT_DROP_DAYS (by the database clock): the
 * catalogue's cards say "Price dropped 7%" for those alone, so older drops need not travel.
 */
export async function recentPriceDrops(db: Db): Promise<Map<string, LastPriceDrop>> {
  const rows = await db
    .selectDistinctOn([priceHistory.propertyId], {
      propertyId: priceHistory.propertyId,
      price: priceHistory.price,
      oldPrice: priceHistory.oldPrice,
      changedAt: priceHistory.changedAt,
    })
    .from(priceHistory)
    .where(and(lt(priceHistory.price, priceHistory.oldPrice), gt(priceHistory.changedAt, sql`now() - make_interval(days => ${RECENT_DROP_DAYS})`)))
    .orderBy(priceHistory.propertyId, desc(priceHistory.changedAt));
  const drops = new Map<string, LastPriceDrop>();
  for (const r of rows) {
    if (r.oldPrice === null) continue;
    drops.set(r.propertyId, { date: r.changedAt.toISOString(), percent: percentChange(r.oldPrice, r.price) });
  }
  return drops;
}
