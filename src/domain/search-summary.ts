import type { ListingFilter } from './listing-filter-core.ts';
import { formatPriceShort } from './money.ts';

// Plain code, no zod: the list page's save button imports it.

/** The stations or the place a filter is about: "Borivali-Andheri"; empty for anywhere. */
export function areaText(f: ListingFilter): string {
  if (f.areaFrom && f.areaTo && f.areaFrom !== f.areaTo) return `${f.areaFrom}-${f.areaTo}`;
  return f.areaFrom || f.areaTo || f.location.trim();
}

function where(f: ListingFilter): string[] {
  const area = areaText(f);
  return [area ? `in ${area}` : '', f.maxPrice !== null ? `under ${formatPriceShort(f.maxPrice)}` : ''].filter(Boolean);
}

/** A filter in a few words, the name a save suggests: "2 BHK in Borivali-Andheri under ₹1.5 Cr". */
export function describeFilter(f: ListingFilter): string {
  const what = f.q.trim() || (f.type === 'rent' ? 'Homes for rent' : f.type === 'sale' ? 'Homes for sale' : 'Homes');
  return [what, ...where(f)].join(' ');
}
