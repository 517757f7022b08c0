import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys, passwordResets, sessions } from '../db/schema.ts';
import { pruneRemovals } from './catalogue.ts';

/**
 * How long a replayable answer is kept. An offline queue is replayed when the phone is back online,
 * which can be days later; a month covers a commuter's longest gap without keeping keys forever.
 */
export const IDEMPOTENCY_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Runs at start and then hourly: how often is not critical, only that these tables cannot grow without bound. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

export interface Swept {
  sessions: number;
  passwordResets: number;
  idempotencyKeys: number;
  listingRemovals: number;
}

/** Deletes rows that can never be used again: expired sessions, spent or expired reset links, old idempotency answers and month-old listing removals. */
export async function sweepExpired(db: Db, now: Date): Promise<Swept> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash });
  const spentResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.tokenHash });
  const oldKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  const removals = await pruneRemovals(db, now);
  return { sessions: expiredSessions.length, passwordResets: spentResets.length, idempotencyKeys: oldKeys.length, listingRemovals: removals };
}
