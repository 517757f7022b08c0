import { like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fold } from '../../src/domain/listing-filter.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `fold(column)` contains `fold(needle)`: lower() in SQL is the same Unicode simple case mapping as the domain's fold(). */
export function folds(column: AnyPgColumn | SQL, needle: string): SQL {
  return like(sql`lower(${column})`, `%${escapeLike(fold(needle))}%`);
}
