import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me": the cookie and the session live 30 days. */
export const REMEMBER_MS = 30 * DAY_MS;
/** Without it the cookie ends with the browser; the server still retires the session after a week. */
export const BROWSER_SESSION_MS = 7 * DAY_MS;

export async function createSession(db: Db, userId: string, remember: boolean, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_MS : BROWSER_SESSION_MS));
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** A fresh id at every sign-in: a session id planted before it (`oldToken`) is never promoted (fixation). */
export async function renewSession(db: Db, oldToken: string | null, userId: string, remember: boolean, now: Date) {
  if (oldToken) await deleteSession(db, oldToken);
  return createSession(db, userId, remember, now);
}

export async function findSessionUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ user: users, idHash: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of a user, or every one but the caller's (after a password change). */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string) {
  const where = keepToken ? and(eq(sessions.userId, userId), ne(sessions.idHash, hashToken(keepToken))) : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}
