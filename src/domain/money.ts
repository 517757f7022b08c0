import type { PropertyType } from './property.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Full price the way the spec shows it: en-IN grouping, no decimals, ' /mo' for rent. */
export function formatPrice(price: number, type: PropertyType): string {
  const text = inr.format(price);
  return type === 'rent' ? `${text} /mo` : text;
}

const short = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function shortAmount(price: number): string {
  if (price >= 1e7) return `₹${short.format(price / 1e7)} Cr`;
  if (price >= 1e5) return `₹${short.format(price / 1e5)} L`;
  if (price >= 1e3) return `₹${short.format(price / 1e3)} K`;
  return `₹${short.format(price)}`;
}

/** The short form Indian buyers read at a glance: ₹85 L, ₹1.25 Cr, ₹45 K; a rent keeps its ' /mo', as the full price does. */
export function formatPriceShort(price: number, type: PropertyType = 'sale'): string {
  const text = shortAmount(price);
  return type === 'rent' ? `${text} /mo` : text;
}
