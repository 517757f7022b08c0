import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_WALK_MINUTES, minutesTableTo } from '../../src/domain/commute/commute-model.ts';
import type { ListingFilter } from '../../src/domain/listing-filter.ts';
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

/** The key shortest-commute-first sorts by: the commute, or NO_COMMUTE_KEY without one. */
export function commuteSortKey(minutes: SQL): SQL {
  return sql`coalesce(${minutes}, ${sql.raw(String(NO_COMMUTE_KEY))})`;
}

/** Shortest commute first, then newest first, as the domain's compareByCommute and a stable sort of the newest-first list. */
export function commuteFirst(key: SQL): SQL[] {
  return [sql`${key} asc`, sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`];
}

/** The rows after `after` (whose lead is its commute key) in commuteFirst's order. */
export function afterCommuteKey(key: SQL, after: RowKey): SQL {
  const minutes = Number(after.lead[0]);
  const older = sql`(${properties.createdAt}, ${properties.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`;
  return sql`(${key} > ${minutes} or (${key} = ${minutes} and ${older}))`;
}

/** A cursor's commute key: whole minutes, at most NO_COMMUTE_KEY. */
export function isCommuteKey(part: string): boolean {
  return /^\d{1,5}$/.test(part);
}
