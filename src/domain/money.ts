import type { Lang } from './languages.ts';
import type { PropertyType } from './property.ts';
import { madeOnFirstUse } from './made-on-first-use.ts';

// Digits and lakh/crore grouping are en-IN's in every language: hi-IN formats numbers exactly so, while ICU's mr-IN
// uses Devanagari digits in Western groups (₹८,५००,०००), not the ₹85,00,000 of a Mumbai price tag in any language.
const inr = madeOnFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const short = madeOnFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** The words around a price in each language: a rent's month, and the short forms of crore, lakh and thousand. */
const WORDS: Record<Lang, { month: string; crore: string; lakh: string; thousand: string }> = {
  en: { month: '/mo', crore: 'Cr', lakh: 'L', thousand: 'K' },
  hi: { month: '/महीना', crore: 'करोड़', lakh: 'लाख', thousand: 'हज़ार' },
  mr: { month: '/महिना', crore: 'कोटी', lakh: 'लाख', thousand: 'हजार' },
};

/** Full price the way the spec shows it: en-IN grouping, no decimals, ' /mo' for rent (its own word in Hindi and Marathi). */
export function formatPrice(price: number, type: PropertyType, lang: Lang = 'en'): string {
  const text = inr().format(price);
  return type === 'rent' ? `${text} ${WORDS[lang].month}` : text;
}

function shortAmount(price: number, lang: Lang): string {
  const w = WORDS[lang];
  if (price >= 1e7) return `₹${short().format(price / 1e7)} ${w.crore}`;
  if (price >= 1e5) return `₹${short().format(price / 1e5)} ${w.lakh}`;
  if (price >= 1e3) return `₹${short().format(price / 1e3)} ${w.thousand}`;
  return `₹${short().format(price)}`;
}

/**
 * The short form Indian buyers read at a glance: ₹85 L, ₹1.25 Cr, ₹45 K (₹1.25 करोड़, ₹45 लाख; Marathi ₹1.25 कोटी); a
 * rent keeps its month, as the full price does.
 */
export function formatPriceShort(price: number, type: PropertyType = 'sale', lang: Lang = 'en'): string {
  const text = shortAmount(price, lang);
  return type === 'rent' ? `${text} ${WORDS[lang].month}` : text;
}

/** A plain number (carpet area, counts) with Indian grouping, the same digits in every language. */
export function formatNumber(n: number): string {
  return short().format(n);
}
