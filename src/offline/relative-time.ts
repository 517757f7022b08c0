const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "2 hours ago", "yesterday": how old the data on screen is, in words. */
export function timeAgo(then: number, now: number): string {
  const ms = Math.max(0, now - then);
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return rtf.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return rtf.format(-Math.floor(ms / HOUR), 'hour');
  return rtf.format(-Math.floor(ms / DAY), 'day');
}
