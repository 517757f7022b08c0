/** The app's languages: English, Hindi and Marathi, each named in its own script so a reader of any finds theirs. */
export const LANGS = ['en', 'hi', 'mr'] as const;

export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** The Intl locale of each language: Indian English, Hindi and Marathi as written in India (₹, lakh and crore grouping). */
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

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
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((p) => p.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(p.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((p) => p.tag);
}
