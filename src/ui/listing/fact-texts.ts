import type { MessageId } from '@lingui/core';
import type { ListingSummary } from '../../domain/catalogue.ts';
import { type Facing, type Furnishing, type PostedBy, possessionMonth } from '../../domain/listing-facts.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Translator } from '../../i18n/translator.ts';
import { LOCALES } from '../../domain/languages.ts';

/** One fact as the detail page and compare say it: its label, and its value, or null when the listing does not state it. */
export interface FactText {
  key: 'postedBy' | 'brokerage' | 'maintenance' | 'floor' | 'possession' | 'built' | 'parking' | 'furnishing' | 'facing' | 'oc';
  label: MessageId;
  value: string | null;
}

const POSTED_BY: Record<PostedBy, MessageId> = { owner: 'facts.owner', agent: 'facts.agent', builder: 'facts.builder' };
/** Each furnishing and facing as a listing's facts say them (the upload's choices too). */
export const FURNISHING: Record<Furnishing, MessageId> = { unfurnished: 'facts.unfurnished', semi: 'facts.semiFurnished', furnished: 'facts.furnished' };
export const FACING: Record<Facing, MessageId> = {
  north: 'facts.north',
  northEast: 'facts.northEast',
  east: 'facts.east',
  southEast: 'facts.southEast',
  south: 'facts.south',
  southWest: 'facts.southWest',
  west: 'facts.west',
  northWest: 'facts.northWest',
};

function floorText(floor: number | null | undefined, total: number | null | undefined, t: Translator['t']): string | null {
  const at = floor == null ? null : floor === 0 ? t('facts.ground') : floor < 0 ? t('facts.basement', { level: -floor }) : String(floor);
  if (at !== null && total != null) return t('facts.floorOf', { floor: at, total });
  if (at !== null) return at;
  return total != null ? t('facts.floorsOnly', { total }) : null;
}

function brokerageText(p: ListingSummary, t: Translator['t']): string | null {
  if ((p.postedBy ?? 'agent') !== 'agent') return t('facts.noBrokerage');
  const months = p.type === 'rent' ? p.brokerageMonths : null;
  const percent = p.type === 'sale' ? p.brokeragePercent : null;
  if (months === 0 || percent === 0) return t('facts.noBrokerage');
  if (months != null) return t('facts.brokerageMonths', { months });
  return percent != null ? t('facts.brokeragePercent', { percent }) : null;
}

function parkingText(p: ListingSummary, t: Translator['t']): string | null {
  if (p.parkingCovered == null && p.parkingOpen == null) return null;
  const covered = p.parkingCovered ?? 0;
  const open = p.parkingOpen ?? 0;
  return covered + open === 0 ? t('facts.noParking') : t('facts.parkingValue', { covered, open });
}

/** Each fact's label, in the order a family asks them. */
export const FACT_LABELS: [FactText['key'], MessageId][] = [
  ['postedBy', 'facts.postedBy'],
  ['brokerage', 'facts.brokerage'],
  ['maintenance', 'facts.maintenance'],
  ['floor', 'facts.floor'],
  ['possession', 'facts.possession'],
  ['built', 'facts.built'],
  ['parking', 'facts.parking'],
  ['furnishing', 'facts.furnishing'],
  ['facing', 'facts.facing'],
  ['oc', 'facts.oc'],
];

/**
 * A listing's facts in the order a family asks them. A value the listing leaves out is null (the detail page leaves
 * the fact out; compare says "Not stated"), online and from the device's catalogue alike.
 */
export function factTexts(p: ListingSummary, { t, lang }: Translator): FactText[] {
  const month = possessionMonth(p.possession);
  const possession =
    p.possession === 'ready'
      ? t('facts.ready')
      : month
        ? new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(Date.UTC(month[0], month[1] - 1, 15))
        : null;
  const values: Record<FactText['key'], string | null> = {
    postedBy: t(POSTED_BY[p.postedBy ?? 'agent']),
    brokerage: brokerageText(p, t),
    maintenance: p.maintenance == null ? null : t('facts.maintenanceValue', { amount: formatPrice(p.maintenance, 'sale', lang) }),
    floor: floorText(p.floor, p.totalFloors, t),
    possession,
    built: p.builtYear == null ? null : String(p.builtYear),
    parking: parkingText(p, t),
    furnishing: p.furnishing ? t(FURNISHING[p.furnishing]) : null,
    facing: p.facing ? t(FACING[p.facing]) : null,
    oc: p.type !== 'sale' || !p.ocReceived ? null : t(p.ocReceived === 'yes' ? 'facts.ocYes' : 'facts.ocNo'),
  };
  return FACT_LABELS.map(([key, label]) => ({ key, label, value: values[key] }));
}
