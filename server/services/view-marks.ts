/**
 * The device's own note of the listings it has been counted as viewing today, kept in a cookie so the server stores
 * nothing about who viewed (decision 0063). Opening a listing again the same day, online or through the offline
 * copy's refetch, counts once.
 */
export const VIEW_MARK_COOKIE = 'viewed';

/** Marks kept per day: past this many listings the oldest mark goes, and that listing may count a second time. */
export const MAX_VIEW_MARKS = 60;

/** A listing's mark: the first 12 hex digits of its id (a clash among one device's day of listings is negligible). */
const markOf = (propertyId: string) => propertyId.replaceAll('-', '').slice(0, 12).toLowerCase();

const COOKIE = /^(\d{4}-\d{2}-\d{2})~((?:[0-9a-f]{12}\.){0,200})$/;

/**
 * Whether this view counts (no mark for the listing today) and the cookie value to send back. A cookie from another
 * day, or one that is not ours, is read as empty.
 */
export function markView(cookie: string | undefined, propertyId: string, today: string): { counts: boolean; value: string } {
  const parsed = cookie === undefined ? null : COOKIE.exec(cookie);
  const marks = parsed && parsed[1] === today ? (parsed[2] ?? '').split('.').filter(Boolean) : [];
  const mark = markOf(propertyId);
  if (marks.includes(mark)) return { counts: false, value: `${today}~${marks.map((m) => `${m}.`).join('')}` };
  const kept = [...marks, mark].slice(-MAX_VIEW_MARKS);
  return { counts: true, value: `${today}~${kept.map((m) => `${m}.`).join('')}` };
}

/** Seconds from `now` to the next midnight in Mumbai (UTC+05:30): the mark is for one day. */
export function secondsToMumbaiMidnight(now: Date): number {
  const IST_MS = 5.5 * 3_600_000;
  const local = now.getTime() + IST_MS;
  const next = Math.floor(local / 86_400_000 + 1) * 86_400_000;
  return Math.max(1, Math.ceil((next - local) / 1000));
}

/** The mark travels only with detail requests, unread by scripts, and ends at Mumbai's midnight. */
export function viewMarkCookie(deps: { now(): Date; config: { publicUrl: string } }) {
  return {
    path: '/api/property/getProperty',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: secondsToMumbaiMidnight(deps.now()),
  };
}
