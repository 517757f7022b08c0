import { useState } from 'react';
import type { MessageId } from '@lingui/core';
import { AMENITY_KEYS, type AmenityKey } from '#src/domain/amenities.ts';
import { EMPTY_FILTER, FILTER_STATUSES, type FilterStatus, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import type { PropertyType } from '#src/domain/property.ts';
import { Button } from '#src/ui/button.tsx';
import { inputClass } from '#src/ui/text-field.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { AMENITY_MESSAGES } from '#src/ui/listing/amenity-messages.ts';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import { CommuteFields } from '../commute/commute-fields.tsx';
import { APPLIED_BY_PANEL, rememberDestination } from '../commute/remembered-destination.ts';
import { AreaSelect } from './area-select.tsx';
import { FactsFilterFields, type FactsDraft, wholeOrNull, words as factsWords } from './facts-filter-fields.tsx';
import { FACT_LIMITS } from '#src/domain/listing-facts.ts';
import commuteWords from 'virtual:catalogue/en/commute';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [commuteWords, ...factsWords];

const STATUS_LABELS: Record<FilterStatus, MessageId> = { 'under construction': 'list.underConstruction', resale: 'list.resale' };

interface Props {
  /** The filter in force (from the URL); the panel edits a draft of it until Apply. */
  applied: ListingFilter;
  onApply: (filter: ListingFilter) => void;
  onClearAll: () => void;
}

type Draft = Omit<ListingFilter, 'maxPrice' | 'q' | 'deskMinutes' | keyof FactsDraft> & { maxPrice: string; deskMinutes: string } & FactsDraft;

const text = (n: number | null) => (n === null ? '' : String(n));

function toDraft(f: ListingFilter): Draft {
  return {
    ...f,
    maxPrice: text(f.maxPrice),
    deskMinutes: text(f.deskMinutes),
    maxMaintenance: text(f.maxMaintenance),
    minFloor: text(f.minFloor),
    maxFloor: text(f.maxFloor),
  };
}

/** Whole minutes within the desk leg's limits, or none: the number field lets a phone type anything. */
function deskFromDraft(text: string): number | null {
  const minutes = text.trim() === '' ? null : Number(text);
  const { min, max } = COMMUTE_LIMITS.desk;
  return minutes !== null && Number.isInteger(minutes) && minutes >= min && minutes <= max ? minutes : null;
}

function fromDraft(d: Draft, q: string): ListingFilter {
  const price = d.maxPrice.trim() === '' ? null : Number(d.maxPrice);
  return {
    ...d,
    q,
    maxPrice: price !== null && Number.isFinite(price) && price >= 0 ? price : null,
    deskMinutes: d.commuteTo ? deskFromDraft(d.deskMinutes) : null,
    maxMaintenance: wholeOrNull(d.maxMaintenance, 0, FACT_LIMITS.maintenance.max),
    minFloor: wholeOrNull(d.minFloor, FACT_LIMITS.floor.min, FACT_LIMITS.floor.max),
    maxFloor: wholeOrNull(d.maxFloor, FACT_LIMITS.floor.min, FACT_LIMITS.floor.max),
  };
}

const legend = 'mb-2 text-sm font-semibold text-ink';

/** The filter panel. Apply puts the draft in force, Reset empties the form, Clear All removes every filter at once. */
export function FilterPanel({ applied, onApply, onClearAll }: Props) {
  const [draft, setDraft] = useState(() => toDraft(applied));
  const t = useT();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggleAmenity = (key: AmenityKey, on: boolean) =>
    setDraft((d) => ({ ...d, amenities: on ? AMENITY_KEYS.filter((k) => k === key || d.amenities.includes(k)) : d.amenities.filter((k) => k !== key) }));

  return (
    // Also a plain GET form of the list's own URL parameters: Apply pressed before this chunk has taken over the
    // server's markup (a slow phone) submits it as the page's address, and the server renders the filtered list.
    <form
      aria-label={t('list.filterHeading')}
      method="get"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        const next = fromDraft(draft, applied.q);
        // What the reader applies is where they travel: the next visit, and each detail page, starts from it.
        rememberDestination(next.commuteTo ? { to: next.commuteTo, deskMinutes: next.deskMinutes } : null);
        onApply(next);
      }}
    >
      <div>
        <label htmlFor="filter-type" className={`block ${legend}`}>
          {t('list.type')}
        </label>
        <select
          id="filter-type"
          name="type"
          value={draft.type}
          onChange={(e) => set('type', e.target.value === 'sale' || e.target.value === 'rent' ? (e.target.value satisfies PropertyType) : '')}
          className={inputClass}
        >
          <option value="">{t('list.allTypes')}</option>
          <option value="sale">{t('list.forSale')}</option>
          <option value="rent">{t('list.forRent')}</option>
        </select>
      </div>

      <fieldset>
        <legend className={legend}>{t('list.status')}</legend>
        <div className="space-y-1.5">
          {(['', ...FILTER_STATUSES] as const).map((s) => (
            <label key={s || 'any'} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="status" value={s} checked={draft.status === s} onChange={() => set('status', s)} className="size-4 accent-brand-700" />
              {s ? t(STATUS_LABELS[s]) : t('list.anyStatus')}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor="filter-location" className={`block ${legend}`}>
          {t('list.location')}
        </label>
        <input
          id="filter-location"
          name="location"
          type="text"
          value={draft.location}
          onChange={(e) => set('location', e.target.value)}
          placeholder={t('list.locationPlaceholder')}
          className={inputClass}
        />
      </div>

      <fieldset>
        <legend className={legend}>{t('list.areaRange')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <AreaSelect label={t('list.areaFrom')} value={draft.areaFrom} onChange={(v) => set('areaFrom', v)} />
          <AreaSelect label={t('list.areaTo')} value={draft.areaTo} onChange={(v) => set('areaTo', v)} align="right" />
        </div>
        <input type="hidden" name="areaFrom" value={draft.areaFrom} />
        <input type="hidden" name="areaTo" value={draft.areaTo} />
      </fieldset>

      <CommuteFields
        draft={{ commuteTo: draft.commuteTo, deskMinutes: draft.deskMinutes, maxCommute: draft.maxCommute, sort: draft.sort }}
        onChange={(commute) => setDraft((d) => ({ ...d, ...commute }))}
        legendClass={legend}
      />

      <div>
        <label htmlFor="filter-max-price" className={`block ${legend}`}>
          {t('list.maxPrice')}
        </label>
        <input
          id="filter-max-price"
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.maxPrice}
          onChange={(e) => set('maxPrice', e.target.value)}
          placeholder={t('list.maxPricePlaceholder')}
          className={inputClass}
        />
      </div>

      <fieldset>
        <legend className={legend}>{t('list.amenities')}</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {AMENITY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="amenities"
                value={key}
                checked={draft.amenities.includes(key)}
                onChange={(e) => toggleAmenity(key, e.target.checked)}
                className="size-4 accent-brand-700"
              />
              {t(AMENITY_MESSAGES[key])}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="verified"
          value="1"
          checked={draft.verified}
          onChange={(e) => set('verified', e.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('list.verifiedOnly')}
      </label>

      <FactsFilterFields draft={draft} onChange={(facts) => setDraft((d) => ({ ...d, ...facts }))} legendClass={legend} />

      <input type="hidden" name={APPLIED_BY_PANEL.name} value={APPLIED_BY_PANEL.value} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          {t('list.apply')}
        </Button>
        <Button variant="secondary" onClick={() => setDraft(toDraft(EMPTY_FILTER))}>
          {t('list.reset')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(toDraft(EMPTY_FILTER));
            rememberDestination(null);
            onClearAll();
          }}
        >
          {t('list.clearAll')}
        </Button>
      </div>
    </form>
  );
}
