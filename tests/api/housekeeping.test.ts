import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { idempotencyKeys, passwordResets, sessions } from '../../server/db/schema.ts';
import { IDEMPOTENCY_KEEP_MS, sweepExpired } from '../../server/services/housekeeping.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

it('deletes expired sessions, spent or expired reset links and month-old idempotency answers, and keeps everything still usable', async () => {
  const now = new Date();
  const user = await signUp(t.app);
  const db = t.deps.database.db;
  const userId = user.id;

  await db.insert(sessions).values([
    { idHash: 'expired-session', userId, expiresAt: new Date(now.getTime() - 1) },
    { idHash: 'live-session', userId, expiresAt: new Date(now.getTime() + HOUR) },
  ]);
  await db.insert(passwordResets).values([
    { tokenHash: 'expired-link', userId, expiresAt: new Date(now.getTime() - 1) },
    { tokenHash: 'used-link', userId, expiresAt: new Date(now.getTime() + HOUR), usedAt: now },
    { tokenHash: 'live-link', userId, expiresAt: new Date(now.getTime() + HOUR) },
  ]);
  const answer = { statusCode: 200, response: { message: 'ok' } };
  await db.insert(idempotencyKeys).values([
    { userId, route: 'bookvisit', key: 'old', ...answer, createdAt: new Date(now.getTime() - IDEMPOTENCY_KEEP_MS - 1) },
    { userId, route: 'bookvisit', key: 'recent', ...answer, createdAt: new Date(now.getTime() - 24 * HOUR) },
  ]);

  expect(await sweepExpired(db, now)).toMatchObject({ sessions: 1, passwordResets: 2, idempotencyKeys: 1 });

  const sessionIds = (await db.select({ id: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId))).map((r) => r.id);
  expect(sessionIds).toContain('live-session');
  expect(sessionIds).not.toContain('expired-session');
  expect((await db.select({ id: passwordResets.tokenHash }).from(passwordResets)).map((r) => r.id)).toEqual(['live-link']);
  expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key)).toEqual(['recent']);
  // The session signUp opened is live and still signs the user in.
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
  expect(me.statusCode).toBe(200);
});
