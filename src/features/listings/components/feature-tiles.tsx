import type { ListingSummary } from '../../../domain/catalogue.ts';
import { detailCopy } from '../detail-copy.ts';

const c = detailCopy;
const inNumbers = new Intl.NumberFormat('en-IN');

type Extra = 'parking' | 'security' | 'gym' | 'swimming' | 'ac' | 'wifi';
const EXTRAS: Extra[] = ['parking', 'security', 'gym', 'swimming', 'ac', 'wifi'];

/**
 * SPEC section 2: bedrooms, carpet area, Furnished/Unfurnished, then each amenity the listing has. A shop, an office
 * or a plot has no bedrooms: no "0 Bedrooms" tile, which would read as a flat without any.
 */
export function FeatureTiles({ property: p }: { property: ListingSummary }) {
  const tiles: { key: string; value?: string; label: string }[] = [
    ...(p.bedrooms > 0 ? [{ key: 'bedrooms', value: String(p.bedrooms), label: c.bedrooms }] : []),
    { key: 'area', value: inNumbers.format(p.carpetArea), label: c.carpetArea },
    // A fact with a value, like the two before it: a bare "Furnished" read like one more amenity.
    { key: 'furnished', value: p.furnished ? c.furnished : c.unfurnished, label: c.furnishing },
    ...EXTRAS.filter((k) => p[k]).map((k) => ({ key: k, label: c[k] })),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((t) => (
        <li key={t.key} className="rounded-control border border-line bg-surface px-4 py-3">
          {t.value !== undefined && <span className="block text-lg font-bold text-ink">{t.value}</span>}
          <span className={t.value !== undefined ? 'text-sm text-ink-muted' : 'text-sm font-semibold text-ink'}>{t.label}</span>
        </li>
      ))}
    </ul>
  );
}
