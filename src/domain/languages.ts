/** The app's languages: English, Hindi and Marathi, each named in its own script so a reader of any finds theirs. */
export const LANGS = ['en', 'hi', 'mr'] as const;

export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** The Intl locale of each language: Indian English, Hindi and Marathi as written in India (₹, lakh and crore grouping). */
// Marathi with the digits 0-9, as prices and dates around it are written in Mumbai (src/domain/money.ts).
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };

/** The cookie that tells the server which language to render a page in (src/i18n/remembered-lang.ts writes it). */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The first of the reader's preferred languages (`navigator.languages`, or Accept-Language's order) we speak; else English. */
export function negotiateLang(preferences: readonly string[]): Lang {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}
