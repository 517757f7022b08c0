import { Link } from 'react-router';
import { EMPTY_FILTER, filterToParams, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import type { Lang } from '#src/domain/languages.ts';
import type { MessageId } from '@lingui/core';
import { FLOOR_RANGE, type Furnishing, type PostedBy } from '#src/domain/listing-facts-core.ts';
import { formatPrice, formatPriceShort } from '#src/domain/money.ts';
import { stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { Translate } from '#src/i18n/translator.ts';
import { AMENITY_MESSAGES } from '#src/ui/listing/amenity-messages.ts';
import { Icon } from '#src/ui/icon.tsx';
import { rememberDestination } from '../commute/remembered-destination.ts';
import commuteWords from 'virtual:catalogue/en/commute';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [commuteWords];

interface Chip {
  key: string;
  label: string;
  /** The filter without this one. */
  without: ListingFilter;
  /** What else removing it undoes (the destination this device remembers). */
  onRemove?: () => void;
}

/** The area chip names the stations: "Borivali - Andheri", or one station when both ends are the same or one is unset. */
function areaLabel(f: ListingFilter, lang: Lang): string {
  const ends = [f.areaFrom, f.areaTo].flatMap((s) => (s ? [stationName(s, lang)] : []));
  return [...new Set(ends)].join(' - ');
}

// Brokers' and builders' chips say who, as their cards do.
const POSTED_BY_CHIPS: Record<PostedBy, MessageId> = { owner: 'list.ownerOnly', agent: 'card.broker', builder: 'card.builder' };
/** Each furnishing as the chips and the panel say it. */
export const FURNISHING_CHIPS: Record<Furnishing, MessageId> = {
  unfurnished: 'list.unfurnished',
  semi: 'list.semiFurnished',
  furnished: 'card.amenityFurnished',
};

/** The floor chip: "Not ground floor" for the one-tap filter (floor 1 and up), else the range asked, an open end at its limit. */
function floorLabel({ minFloor: min, maxFloor: max }: ListingFilter, t: Translate): string {
  return min === 1 && max === null ? t('list.notGroundFloor') : t('list.chipFloors', { min: min ?? FLOOR_RANGE.min, max: max ?? FLOOR_RANGE.max });
}

/** The facts' filters in force as chips. */
function factChips(f: ListingFilter, t: Translate, lang: Lang): Chip[] {
  const chips: Chip[] = [];
  if (f.postedBy) chips.push({ key: 'postedBy', label: t(POSTED_BY_CHIPS[f.postedBy]), without: { ...f, postedBy: '' } });
  if (f.readyToMove) chips.push({ key: 'readyToMove', label: t('card.readyToMove'), without: { ...f, readyToMove: false } });
  if (f.maxMaintenance !== null)
    chips.push({
      key: 'maxMaintenance',
      label: t('list.chipMaintenance', { price: formatPrice(f.maxMaintenance, 'sale', lang) }),
      without: { ...f, maxMaintenance: null },
    });
  if (f.furnishing) chips.push({ key: 'furnishing', label: t(FURNISHING_CHIPS[f.furnishing]), without: { ...f, furnishing: '' } });
  if (f.minFloor !== null || f.maxFloor !== null) chips.push({ key: 'floor', label: floorLabel(f, t), without: { ...f, minFloor: null, maxFloor: null } });
  if (f.parking) chips.push({ key: 'parking', label: t('list.withParking'), without: { ...f, parking: false } });
  return chips;
}

/** Every filter in force, each a chip that removes it (the search box shows its own text). */
function appliedChips(f: ListingFilter, t: Translate, lang: Lang): Chip[] {
  const chips: Chip[] = [];
  if (f.type) chips.push({ key: 'type', label: f.type === 'rent' ? t('list.forRent') : t('list.forSale'), without: { ...f, type: '' } });
  if (f.status)
    chips.push({
      key: 'status',
      label: f.status === 'resale' ? t('list.resale') : t('list.underConstruction'),
      without: { ...f, status: '' },
    });
  if (f.location.trim()) chips.push({ key: 'location', label: t('list.chipLocation', { text: f.location.trim() }), without: { ...f, location: '' } });
  if (f.areaFrom || f.areaTo) chips.push({ key: 'area', label: areaLabel(f, lang), without: { ...f, areaFrom: '', areaTo: '' } });
  if (f.maxPrice !== null)
    chips.push({ key: 'maxPrice', label: t('list.chipUpTo', { price: formatPriceShort(f.maxPrice, 'sale', lang) }), without: { ...f, maxPrice: null } });
  for (const key of f.amenities) chips.push({ key, label: t(AMENITY_MESSAGES[key]), without: { ...f, amenities: f.amenities.filter((k) => k !== key) } });
  if (f.verified) chips.push({ key: 'verified', label: t('list.verifiedOnly'), without: { ...f, verified: false } });
  chips.push(...factChips(f, t, lang));
  if (f.commuteTo) {
    const station = stationName(f.commuteTo, lang);
    chips.push({
      key: 'commute',
      label: f.maxCommute === null ? t('commute.chip', { station }) : t('commute.chipMax', { station, minutes: f.maxCommute }),
      without: { ...f, commuteTo: '', deskMinutes: null, maxCommute: null, sort: 'newest' },
      // Otherwise the next visit would bring back the destination the reader just removed.
      onRemove: () => rememberDestination(null),
    });
    if (f.sort === 'commute') chips.push({ key: 'sort', label: t('commute.chipSorted'), without: { ...f, sort: 'newest' } });
  }
  return chips;
}

/** The list's address for a filter: a chip is a link, so it works from the server's HTML before the app's code runs. */
function listHref(f: ListingFilter): string {
  const query = filterToParams(f).toString();
  return query ? `/properties?${query}` : '/properties';
}

/**
 * The applied filters as removable chips, on every width: a phone sees what narrows its list without opening the
 * panel. `filter` carries the search text as typed, which every chip keeps.
 */
export function FilterChips({ filter }: { filter: ListingFilter }) {
  const { lang, t } = useTranslator();
  const chips = appliedChips(filter, t, lang);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('list.chipsHeading')} className="mt-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={listHref(chip.without)}
            onClick={chip.onRemove}
            aria-label={t('list.chipRemove', { label: chip.label })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {chip.label}
            <Icon className="size-4" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link
            to={listHref({ ...EMPTY_FILTER, q: filter.q })}
            onClick={filter.commuteTo ? () => rememberDestination(null) : undefined}
            className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('list.chipsClear')}
          </Link>
        </li>
      )}
    </ul>
  );
}
