import type { ListingSummary } from '#src/domain/catalogue.ts';
import type { MessageId } from '@lingui/core';
import { formatNumber } from '#src/domain/money.ts';
import { useT } from '#src/i18n/language-context.tsx';

type Extra = 'parking' | 'security' | 'gym' | 'swimming' | 'ac' | 'wifi';
const EXTRAS: [Extra, MessageId][] = [
  ['parking', 'detail.parking'],
  ['security', 'detail.security'],
  ['gym', 'detail.gym'],
  ['swimming', 'detail.swimming'],
  ['ac', 'detail.ac'],
  ['wifi', 'detail.wifi'],
];

/**
 * Bedrooms, carpet area, Furnished/Unfurnished, then each amenity the listing has. A shop, an office
 * or a plot has no bedrooms: no "0 Bedrooms" tile, which would read as a flat without any.
 */
export function FeatureTiles({ property: p }: { property: ListingSummary }) {
  const t = useT();
  const tiles: { key: string; value?: string; label: string }[] = [
    ...(p.bedrooms > 0 ? [{ key: 'bedrooms', value: String(p.bedrooms), label: t('detail.bedrooms') }] : []),
    { key: 'area', value: formatNumber(p.carpetArea), label: t('detail.carpetArea') },
    // A fact with a value, like the two before it: a bare "Furnished" read like one more amenity.
    { key: 'furnished', value: p.furnished ? t('detail.furnished') : t('detail.unfurnished'), label: t('detail.furnishing') },
    ...EXTRAS.filter(([k]) => p[k]).map(([k, label]) => ({ key: k, label: t(label) })),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.key} className="rounded-control border border-line bg-surface px-4 py-3">
          {tile.value !== undefined && <span className="block text-lg font-bold text-ink">{tile.value}</span>}
          <span className={tile.value !== undefined ? 'text-sm text-ink-muted' : 'text-sm font-semibold text-ink'}>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
