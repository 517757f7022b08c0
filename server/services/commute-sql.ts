import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_WALK_MINUTES, minutesTableTo } from '../../src/domain/commute/commute-model.ts';
import type { ListingFilter } from '../../src/domain/listing-filter.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { RowKey } from './page-cursor.ts';

/**
 * The SQL twin of the domain's listingCommuteMinutes (src/domain/commute/commute-filter.ts): walk (or the stated
 * default) + the destination's wait-and-ride minutes by station (a CASE over the model's table for that destination)
 * + the desk leg. NULL for a listing without a station, so a commute limit never matches one. The table's numbers
 * are the model's own small integers, written into the SQL as literals: the planner sees one expression per
 * destination, and no parameter can be made to carry text.
 */
export function commuteMinutesSql(f: Pick<ListingFilter, 'commuteTo' | 'deskMinutes'>): SQL | null {
  if (!f.commuteTo) return null;
  const table = minutesTableTo(f.commuteTo);
  const cases = sql.join(
    table.map((minutes, station) => sql.raw(`when ${Math.trunc(station)} then ${Math.trunc(minutes)}`)),
    sql` `,
  );
  const desk = Math.trunc(f.deskMinutes ?? 0);
  return sql`(coalesce(${properties.walkMinutes}, ${sql.raw(String(DEFAULT_WALK_MINUTES))}) + (case ${properties.station} ${cases} end) + ${sql.raw(String(desk))})`;
}

/** Listings whose commute cannot be worked out sort after every one whose can: past any commute the limits allow. */
export const NO_COMMUTE_KEY = 99_999;

/** A cursor's commute key: whole minutes, at most NO_COMMUTE_KEY. */
export function isCommuteKey(part: string): boolean {
  return /^\d{1,5}$/.test(part);
}

const idKeyRows = z.object({ rows: z.array(z.object({ id: z.string(), key: z.coerce.number() })) });

/**
 * The ids (and commute keys) of one page, shortest commute first, without sorting every match: within one station
 * the commute is the walk plus a constant, so each station's listings come in walk order off the index
 * properties_station_walk_idx (a LATERAL scan per station, each stopping at `limit`), and only those 28 short runs
 * are merged. Listings without a station follow, newest first. `where` is the whole filter (its commute limit
 * included); the walk bounds repeated here are what lets each station's scan use the index, and `desc nulls last`
 * is spelled as the index is built (plain DESC means NULLS FIRST, which made PostgreSQL sort each station's rows).
 */
export async function commuteFirstIds(
  db: Db,
  f: Pick<ListingFilter, 'commuteTo' | 'deskMinutes' | 'maxCommute'>,
  where: SQL | undefined,
  after: RowKey | null,
  limit: number,
): Promise<{ id: string; key: number }[]> {
  if (!f.commuteTo) return [];
  const walk = sql`coalesce(${properties.walkMinutes}, ${sql.raw(String(DEFAULT_WALK_MINUTES))})`;
  const desk = Math.trunc(f.deskMinutes ?? 0);
  const rides = sql.raw(
    minutesTableTo(f.commuteTo)
      .map((ride, station) => `(${Math.trunc(station)}, ${Math.trunc(ride + desk)})`)
      .join(', '),
  );
  const lead = after ? Number(after.lead[0]) : null;
  const older = after ? sql`(${properties.createdAt}, ${properties.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : sql`true`;
  const out: { id: string; key: number }[] = [];
  if (lead === null || lead < NO_COMMUTE_KEY) {
    const keyset = lead === null ? sql`true` : sql`${walk} >= ${lead} - s.ride and (${walk} > ${lead} - s.ride or ${older})`;
    const bound = f.maxCommute === null ? sql`true` : sql`${walk} <= ${Math.trunc(f.maxCommute)} - s.ride`;
    const result = await db.execute(sql`
      select p.id, p.key from (values ${rides}) as s(station, ride)
      cross join lateral (
        select ${properties.id} as id, ${walk} + s.ride as key, ${properties.createdAt} as created_at
        from ${properties}
        where ${properties.station} = s.station and ${bound} and ${keyset} and ${where ?? sql`true`}
        order by ${walk}, ${properties.createdAt} desc nulls last, ${properties.id} desc nulls last
        limit ${limit}
      ) p
      order by p.key, p.created_at desc nulls last, p.id desc nulls last
      limit ${limit}`);
    out.push(...idKeyRows.parse(result).rows);
  }
  if (out.length < limit) {
    const tail = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(isNull(properties.station), lead === NO_COMMUTE_KEY ? older : undefined, where))
      .orderBy(sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`)
      .limit(limit - out.length);
    out.push(...tail.map(({ id }) => ({ id, key: NO_COMMUTE_KEY })));
  }
  return out;
}
