import type { Lang } from '#src/domain/languages.ts';
import { formatPrice, formatPriceShort } from '#src/domain/money.ts';

/** An amount the way a Mumbai reader says it: in lakh or crore from ₹1 lakh up, in full below. */
export function costAmount(rupees: number, lang: Lang): string {
  const safe = Number.isFinite(rupees) && rupees > 0 ? Math.round(rupees) : 0;
  return safe >= 1e5 ? formatPriceShort(safe, 'sale', lang) : formatPrice(safe, 'sale', lang);
}
