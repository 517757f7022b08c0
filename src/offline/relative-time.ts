import type { Translator } from '../i18n/translator.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relative(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/** "just now", "5 minutes ago", "2 hours ago", "yesterday": how old the data on screen is, in the reader's words. */
export function timeAgo(then: number, now: number, { locale, t }: Translator): string {
  const ms = Math.max(0, now - then);
  // Intl's own "now" reads as a clock, not as how fresh the data is.
  if (ms < MINUTE) return t('shell.justNow');
  const rtf = relative(locale);
  if (ms < HOUR) return rtf.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return rtf.format(-Math.floor(ms / HOUR), 'hour');
  return rtf.format(-Math.floor(ms / DAY), 'day');
}
