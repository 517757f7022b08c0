import { formatPrice } from './money.ts';
import type { Lang } from './languages.ts';

/**
 * Rupees per square foot of carpet area, rounded to the rupee: the one figure buyers in Mumbai compare homes by.
 * Null when there is nothing to divide (no area, no price), so no card ever shows ₹Infinity or ₹0.
 */
export function pricePerSqft(price: number, carpetArea: number): number | null {
  if (!(carpetArea > 0) || !(price > 0) || !Number.isFinite(price) || !Number.isFinite(carpetArea)) return null;
  return Math.round(price / carpetArea);
}

/**
 * The same figure as an amount, through the price formatting of each language ("₹18,750"); the words around it
 * ("per sq ft", and a month for a rent) are the screen's, in its language.
 */
export function formatPricePerSqft(price: number, carpetArea: number, lang: Lang): string | null {
  const rate = pricePerSqft(price, carpetArea);
  return rate === null ? null : formatPrice(rate, 'sale', lang);
}
