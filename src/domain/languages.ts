/** The app's languages: English, Hindi and Marathi, each named in its own script so a reader of any finds theirs. */
export const LANGS = ['en', 'hi', 'mr'] as const;

export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** The Intl locale of each language: Indian English, Hindi and Marathi as written in India (₹, lakh and crore grouping). */
// Marathi with the digits 0-9, as prices and dates around it are written in Mumbai (src/domain/money.ts).
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };

/** The cookie that tells the server which language to render a page in (src/lib/language.ts writes it). */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The first of the reader's preferred languages we speak, from `navigator.languages` or an Accept-Language header
 * ("mr-IN,mr;q=0.9,en;q=0.8"); English when none is ours. Anything malformed is skipped, never trusted.
 */
export function negotiateLang(preferences: readonly string[] | string | undefined): Lang {
  const list = typeof preferences === 'string' ? acceptLanguageOrder(preferences) : (preferences ?? []);
  for (const tag of list) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

/** Accept-Language's tags, best first (by q, then by order); a header longer than any browser sends is cut short. */
function acceptLanguageOrder(header: string): string[] {
  return header
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.find((p) => /^\s*q=/.test(p));
      // A weight that is not one (q=2, q=abc) makes the tag unusable rather than preferred.
      const q = weight === undefined ? 1 : Number(/^\s*q=((?:0(?:\.\d{0,3})?)|(?:1(?:\.0{0,3})?))\s*$/.exec(weight)?.[1] ?? 0);
      return { tag: tag.trim(), q, index };
    })
    .filter((p) => p.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(p.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((p) => p.tag);
}
