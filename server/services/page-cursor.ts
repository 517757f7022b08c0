import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isId } from '../../src/domain/ids.ts';
import { HttpError } from '../http-error.ts';

/** The last millisecond of 9999-12-31: PostgreSQL's timestamptz text form ends there, so a later time is no cursor of ours. */
const LATEST_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The key of the last row on a page: rows sort by (created, id), led by `lead` where a list sorts on more. */
export interface RowKey {
  lead: string[];
  at: Date;
  id: string;
}

/** Opaque to clients: base64url of the key's parts joined by `_` (no part of ours contains one). */
export function encodeCursor(row: { createdAt: Date; id: string }, lead: readonly string[] = []): string {
  return Buffer.from([...lead, String(row.createdAt.getTime()), row.id].join('_')).toString('base64url');
}

/**
 * The key a cursor holds, each `lead` part checked by its test; anything else is a 400, never a query with a
 * made-up key (or a database error on a date that does not exist).
 */
export function decodeCursor(cursor: string, lead: readonly ((part: string) => boolean)[] = []): RowKey {
  const parts = Buffer.from(cursor, 'base64url').toString('latin1').split('_');
  const [msText, id] = parts.slice(lead.length);
  const ms = Number(msText);
  const leading = parts.slice(0, lead.length);
  const fits =
    parts.length === lead.length + 2 &&
    leading.every((part, i) => lead[i]?.(part) === true) &&
    /^\d{1,15}$/.test(msText ?? '') &&
    ms <= LATEST_CURSOR_MS &&
    isId(id);
  if (!fits || id === undefined) throw new HttpError(400, 'badCursor');
  return { lead: leading, at: new Date(ms), id };
}

/** A page out of the `limit + 1` rows a keyset query asks for: the first `limit`, and the cursor after the last of them (null when no row is left). */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { shown: T[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { shown, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/**
 * Newest first, spelled as the indexes are built (DESC NULLS LAST): plain DESC means NULLS FIRST, which those
 * indexes cannot serve, and the planner would sort the whole table instead. Creation times are kept to the
 * millisecond (timestamptz(3)), as the cursor holds them.
 */
export function newestFirst(createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** The rows after `key` in newest-first order. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, key: RowKey): SQL {
  return sql`(${createdAt}, ${id}) < (${key.at.toISOString()}::timestamptz, ${key.id}::uuid)`;
}
