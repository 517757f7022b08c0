import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An insert of many rows as one array per column (`insert ... select * from unnest(...)`): a handful of parameters
 * however many rows, where drizzle's `values(rows)` makes one per value and building those took longer in
 * JavaScript than the database took to insert the rows (decision 0077 for the photo hashes, 0083 for the seed).
 * Every row must give the same columns; the others take their defaults. Values are mapped as drizzle maps them
 * (a date to its ISO text, JSON to text).
 */
export function insertAsColumns<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const first = rows[0];
  if (!first) throw new Error('insertAsColumns needs at least one row');
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names: SQLWrapper[] = [];
  const arrays: SQLWrapper[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    const values = rows.map((row) => {
      if (!(key in row)) throw new Error(`every row must give ${key}`);
      const value: unknown = Reflect.get(row, key);
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    names.push(sql.identifier(column.name));
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
