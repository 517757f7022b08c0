import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

export interface Answer<T> {
  statusCode: number;
  body: T;
}

/** An answer, and whether it is the stored one of an earlier request with the same key. */
export type OnceAnswer<T> = Answer<T> & { replayed: boolean };

export interface Scope {
  userId: string;
  route: string;
  key: string;
}

/** The Idempotency-Key header, if the request has one. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header)) throw new HttpError(400, 'idempotencyKeyInvalid');
  return header;
}

/** The stored answer is read back through the route's answer schema: it is JSON from the database, not a typed value. */
async function storedAnswer<T>(db: Db, scope: Scope, schema: z.ZodType<T>): Promise<Answer<T> | null> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.route, scope.route), eq(idempotencyKeys.key, scope.key)))
    .limit(1);
  return row ? { statusCode: row.statusCode, body: schema.parse(row.body) } : null;
}

/**
 * Runs `action` at most once per key: its effect and the stored answer commit in one transaction, so a retry
 * (the offline queue replaying, a flaky train connection) gets the first answer back instead of a second effect.
 * A failed action stores nothing: it changed nothing, so a retry is evaluated afresh. When two requests with one key
 * race, the loser's transaction fails on a unique index and it replays the winner's answer.
 */
export async function runOnce<T>(db: Db, scope: Scope, now: Date, schema: z.ZodType<T>, action: (tx: Db) => Promise<Answer<T>>): Promise<OnceAnswer<T>> {
  const earlier = await storedAnswer(db, scope, schema);
  if (earlier) return { ...earlier, replayed: true };
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await action(tx);
      await tx.insert(idempotencyKeys).values({ ...scope, statusCode: result.statusCode, response: result.body, createdAt: now });
      return result;
    });
    return { ...answer, replayed: false };
  } catch (err) {
    const winner = await storedAnswer(db, scope, schema);
    if (winner) return { ...winner, replayed: true };
    throw err;
  }
}

/** `runOnce` when the request carries a key (`scope`), else `action` alone: an answer nobody can replay. */
export async function runOnceIfKeyed<T>(
  db: Db,
  scope: Scope | null,
  now: Date,
  schema: z.ZodType<T>,
  action: (tx: Db) => Promise<Answer<T>>,
): Promise<OnceAnswer<T>> {
  return scope ? runOnce(db, scope, now, schema, action) : { ...(await action(db)), replayed: false };
}
