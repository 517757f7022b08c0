import type { MessageId } from '@lingui/core';
import { FURNISHINGS, type Furnishing, POSTED_BY, type PostedBy } from '#src/domain/listing-facts.ts';
import { FURNISHING_CHIPS } from './filter-chips.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { inputClass } from '#src/ui/text-field.tsx';
import factsWords from 'virtual:catalogue/en/facts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [factsWords];

const POSTED_BY_MESSAGES: Record<PostedBy, MessageId> = { owner: 'facts.owner', agent: 'facts.agent', builder: 'facts.builder' };

/** The facts' part of the panel's draft: numbers as typed, until Apply reads them. */
export interface FactsDraft {
  postedBy: PostedBy | '';
  readyToMove: boolean;
  maxMaintenance: string;
  furnishing: Furnishing | '';
  minFloor: string;
  maxFloor: string;
  parking: boolean;
}

/** A whole number the filter takes, or none: the number fields let a phone type anything. */
export function wholeOrNull(text: string, min: number, max: number): number | null {
  const n = text.trim() === '' ? null : Number(text);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

const toggle = 'flex items-center gap-2 text-sm text-ink';

interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  min: number;
  max?: number;
  step?: number;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled number the panel reads on Apply (as typed until then). */
function NumberField({ id, name, label, min, max, step = 1, value, onValue }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}
const box = 'size-4 accent-brand-700';

/** Owner only, Ready to move, maintenance, furnishing, floors ("Not ground floor" in one tap) and parking. */
export function FactsFilterFields({ draft, onChange, legendClass }: { draft: FactsDraft; onChange: (next: Partial<FactsDraft>) => void; legendClass: string }) {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className={legendClass}>{t('facts.title')}</legend>
      <div>
        <label htmlFor="filter-posted-by" className={`block ${legendClass}`}>
          {t('facts.postedBy')}
        </label>
        <select
          id="filter-posted-by"
          name="postedBy"
          value={draft.postedBy}
          onChange={(e) => onChange({ postedBy: POSTED_BY.find((p) => p === e.target.value) ?? '' })}
          className={inputClass}
        >
          <option value="">{t('facts.anyone')}</option>
          {POSTED_BY.map((p) => (
            <option key={p} value={p}>
              {t(POSTED_BY_MESSAGES[p])}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-1.5">
        <label className={toggle}>
          <input
            type="checkbox"
            name="readyToMove"
            value="1"
            checked={draft.readyToMove}
            onChange={(e) => onChange({ readyToMove: e.target.checked })}
            className={box}
          />
          {t('card.readyToMove')}
        </label>
        <label className={toggle}>
          <input type="checkbox" name="parking" value="1" checked={draft.parking} onChange={(e) => onChange({ parking: e.target.checked })} className={box} />
          {t('list.withParking')}
        </label>
        <label className={toggle}>
          <input
            type="checkbox"
            checked={draft.minFloor === '1' && draft.maxFloor === ''}
            onChange={(e) => onChange(e.target.checked ? { minFloor: '1', maxFloor: '' } : { minFloor: '', maxFloor: '' })}
            className={box}
          />
          {t('list.notGroundFloor')}
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          id="filter-min-floor"
          name="minFloor"
          label={t('facts.minFloor')}
          min={-2}
          max={200}
          value={draft.minFloor}
          onValue={(minFloor) => onChange({ minFloor })}
        />
        <NumberField
          id="filter-max-floor"
          name="maxFloor"
          label={t('facts.maxFloor')}
          min={-2}
          max={200}
          value={draft.maxFloor}
          onValue={(maxFloor) => onChange({ maxFloor })}
        />
      </div>
      <NumberField
        id="filter-max-maintenance"
        name="maxMaintenance"
        label={t('facts.maxMaintenance')}
        min={0}
        step={500}
        value={draft.maxMaintenance}
        onValue={(maxMaintenance) => onChange({ maxMaintenance })}
      />
      <div>
        <label htmlFor="filter-furnishing" className="mb-1 block text-sm text-ink">
          {t('facts.furnishing')}
        </label>
        <select
          id="filter-furnishing"
          name="furnishing"
          value={draft.furnishing}
          onChange={(e) => onChange({ furnishing: FURNISHINGS.find((f) => f === e.target.value) ?? '' })}
          className={inputClass}
        >
          <option value="">{t('facts.anyFurnishing')}</option>
          {FURNISHINGS.map((f) => (
            <option key={f} value={f}>
              {t(FURNISHING_CHIPS[f])}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
