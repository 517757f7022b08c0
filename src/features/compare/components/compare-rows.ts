import type { MessageId } from '@lingui/core';
import { AMENITY_KEYS, type AmenityKey } from '#src/domain/amenities.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { valuesDiffer } from '#src/domain/compare.ts';
import { formatNumber, formatPrice } from '#src/domain/money.ts';
import { formatPricePerSqft } from '#src/domain/price-per-sqft.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { timeAgo } from '#src/offline/index.ts';
import { AMENITY_MESSAGES } from '#src/ui/listing/amenity-messages.ts';
import { formatInstantDate } from '#src/lib/instant-date.ts';
import type { RememberedDestination } from '#src/lib/remembered-destination.ts';
import { FACT_LABELS, factTexts } from '#src/ui/listing/fact-texts.ts';
import { commuteCell } from './commute-cell.ts';
import { lastPriceChange } from './last-price-change.ts';

export interface CompareRow {
  key: string;
  label: string;
  /** Each column's text, null where the column has no listing (gone, not on the device). */
  values: (string | null)[];
  differs: boolean;
}

/** The walk to the station when the listing states one; older data and listings without it have none. */
function walkMinutes(listing: ListingSummary): number | null {
  return 'walkMinutes' in listing && typeof listing.walkMinutes === 'number' ? listing.walkMinutes : null;
}

type Cell = (l: ListingSummary) => string;

/** A rent's deposit as the cost section writes it; a sale has none to state. */
function depositCell(l: ListingSummary, { t, lang }: Translator): string {
  if (l.type !== 'rent') return t('compare.depositForSale');
  return l.deposit == null ? t('compare.depositNone') : formatPrice(l.deposit, 'sale', lang);
}

/** A row for each of the listing's facts, "Not stated" where the listing leaves one out: the device's catalogue has them all. */
function factRows(tr: Translator): [MessageId, Cell][] {
  return FACT_LABELS.map(([key, label]) => [label, (l) => factTexts(l, tr).find((f) => f.key === key)?.value ?? tr.t('facts.notStated')]);
}

/**
 * The table's rows after the photo, in the order a buyer reads them; every value as the row shows it. A remembered
 * destination adds the commute to it after the walk.
 */
export function compareRows(listings: (ListingSummary | null)[], tr: Translator, now: number, destination: RememberedDestination | null = null): CompareRow[] {
  const { t, lang } = tr;
  const yesNo = (v: boolean) => t(v ? 'compare.yes' : 'compare.no');
  const amenity = (key: Exclude<AmenityKey, 'furnished'>): [MessageId, Cell] => [AMENITY_MESSAGES[key], (l) => yesNo(l[key])];
  const rows: [MessageId, Cell][] = [
    ['compare.price', (l) => formatPrice(l.price, l.type, lang)],
    // A rent's deposit, from the catalogue on the device too; a row only when a rent is compared.
    ...(listings.some((l) => l?.type === 'rent') ? [['compare.deposit', (l) => depositCell(l, tr)] satisfies [MessageId, Cell]] : []),
    ['compare.perSqft', (l) => formatPricePerSqft(l.price, l.carpetArea, lang) ?? '–'],
    ['compare.carpetArea', (l) => t('card.sqft', { area: formatNumber(l.carpetArea) })],
    ['compare.bedrooms', (l) => (l.bedrooms > 0 ? formatNumber(l.bedrooms) : t('compare.none'))],
    ...factRows(tr),
    ...AMENITY_KEYS.filter((k): k is Exclude<AmenityKey, 'furnished'> => k !== 'furnished').map(amenity),
    [
      'compare.station',
      (l) => {
        const station = l.station === null ? undefined : STATIONS[l.station];
        return station ? stationName(station, lang) : t('compare.noStation');
      },
    ],
    [
      'compare.walk',
      (l) => {
        const minutes = walkMinutes(l);
        return minutes === null ? t('compare.walkNotGiven') : t('compare.walkMinutes', { minutes });
      },
    ],
    ...(destination ? [['compare.commute', (l) => commuteCell(l, destination, tr)] satisfies [MessageId, Cell]] : []),
    ['compare.rera', (l) => l.reraNumber ?? t('compare.noRera')],
    ['compare.verified', (l) => (l.verifiedAt ? t('compare.verifiedOn', { date: formatInstantDate(l.verifiedAt, lang) }) : t('compare.notVerified'))],
    ['compare.listed', (l) => timeAgo(Date.parse(l.createdAt), now, tr)],
    ['compare.lastPriceChange', (l) => lastPriceChange(l, tr)],
  ];
  return rows.map(([label, cell]) => {
    const values = listings.map((l) => (l ? cell(l) : null));
    return { key: label, label: t(label), values, differs: valuesDiffer(values) };
  });
}
