import { createHash } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { lineAnswerSchema } from '../../src/domain/line/line-answer.ts';
import { lineFigures, lineUnlistCutoff } from '../../src/domain/line/line-figures.ts';
import { lineTrends, type TrendListing, trendMonths } from '../../src/domain/line/line-trend.ts';
import type { Freshness } from '../../src/domain/freshness-core.ts';
import type { Db } from '../db/client.ts';
import { priceHistory, properties } from '../db/schema.ts';
import { encodeJson } from '../encode-json.ts';
import { catalogueVersion } from './catalogue.ts';
import { createListingCache } from './listing-cache.ts';
import { historyPoints } from './price-history.ts';

/** The listings the public sees, as the devices' catalogues hold them (server/services/catalogue.ts). */
const listed = and(isNull(properties.hiddenAt), eq(properties.availability, 'available'));

/** Every listing in search, in the form the shared rule reads. */
async function lineListings(db: Db) {
  const rows = await db
    .select({
      station: properties.station,
      type: properties.type,
      price: properties.price,
      carpetArea: properties.carpetArea,
      bedrooms: properties.bedrooms,
      confirmedAt: properties.confirmedAt,
    })
    .from(properties)
    .where(listed);
  return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt.getTime() }));
}

/** Every home for sale at a station with its prices, oldest first, as its page's history reads them (readPriceHistory). */
async function trendListings(db: Db, unlistedBefore: number): Promise<TrendListing[]> {
  const homes = await db
    .select({
      id: properties.id,
      station: properties.station,
      carpetArea: properties.carpetArea,
      price: properties.price,
      createdAt: properties.createdAt,
      listedSince: properties.listedSince,
      confirmedAt: properties.confirmedAt,
    })
    .from(properties)
    .where(and(listed, eq(properties.type, 'sale'), isNotNull(properties.station)));
  const points = await db
    .select({ propertyId: priceHistory.propertyId, price: priceHistory.price, oldPrice: priceHistory.oldPrice, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .innerJoin(properties, eq(properties.id, priceHistory.propertyId))
    .where(
      and(
        listed,
        eq(properties.type, 'sale'),
        isNotNull(properties.station),
        or(isNull(properties.listedSince), gte(priceHistory.changedAt, properties.listedSince)),
      ),
    )
    .orderBy(asc(priceHistory.propertyId), asc(priceHistory.changedAt), asc(priceHistory.id));
  const byListing = new Map<string, (typeof points)[number][]>();
  for (const p of points) {
    const list = byListing.get(p.propertyId);
    if (list) list.push(p);
    else byListing.set(p.propertyId, [p]);
  }
  return homes.flatMap((h) =>
    h.station === null || h.confirmedAt.getTime() <= unlistedBefore
      ? []
      : [
          {
            station: h.station,
            carpetArea: h.carpetArea,
            points: historyPoints(byListing.get(h.id) ?? [], (h.listedSince ?? h.createdAt).toISOString(), h.price),
          },
        ],
  );
}

/** GET /api/line's answer: the shared figures over every listing in search, and each station's trend. */
export async function lineAnswer(db: Db, now: Date, freshness: Freshness) {
  const version = await catalogueVersion(db);
  const unlistedBefore = lineUnlistCutoff(now, freshness);
  const figures = lineFigures(await lineListings(db), (listing) => listing, unlistedBefore);
  const trends = lineTrends(await trendListings(db, unlistedBefore), now);
  return { version, ...figures, months: trends.months, trends: trends.stations };
}

/**
 * One answer per catalogue version, hour of the unlisting cutoff and month (the trend's last month moves with the
 * calendar), kept as text in the listing cache with its tag: every reader asks for the same one.
 */
export function createLineAnswers(db: Db, now: () => Date, freshness: Freshness) {
  const cache = createListingCache(db, 2 * 1024 * 1024);
  return async (): Promise<{ json: string; etag: string }> => {
    const at = now();
    const key = `line ${lineUnlistCutoff(at, freshness)} ${trendMonths(at).months.at(-1)}`;
    const json = await cache.read(key, async () => encodeJson(lineAnswerSchema, await lineAnswer(db, at, freshness)));
    return { json, etag: `"line-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` };
  };
}
