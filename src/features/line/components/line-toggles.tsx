import { LINE_BEDROOMS, LINE_BUDGETS, type LineBedrooms } from '#src/domain/line/line-figures.ts';
import { formatPriceShort } from '#src/domain/money.ts';
import { PROPERTY_TYPES } from '#src/domain/property-kinds.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { LineChoice } from './line-choice.ts';

function Segmented<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-control bg-surface p-1">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className="cursor-pointer rounded-control px-3 py-2 text-sm font-medium text-ink-muted has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input type="radio" name={name} className="sr-only" checked={o.value === value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Where the desk is, buy or rent, bedrooms and the budget: the figures, the chart and the table follow. */
export function LineToggles({ choice, onChange }: { choice: LineChoice; onChange: (next: LineChoice) => void }) {
  const { t, lang } = useTranslator();
  const selectClass = 'min-h-11 w-full rounded-control border border-line bg-card px-3 text-sm text-ink';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <label className="block min-w-0">
        <span className="mb-1.5 block text-sm font-semibold text-ink">{t('line.destination')}</span>
        <select
          className={selectClass}
          value={choice.to ?? ''}
          onChange={(e) => onChange({ ...choice, to: STATIONS.find((s) => s === e.target.value) ?? null })}
        >
          <option value="">{t('line.destinationNone')}</option>
          {STATIONS.map((s) => (
            <option key={s} value={s}>
              {stationName(s, lang)}
            </option>
          ))}
        </select>
      </label>
      <Segmented
        legend={t('line.kind')}
        name="line-kind"
        options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(type === 'sale' ? 'line.sale' : 'line.rent') }))}
        value={choice.type}
        onChange={(type) => onChange({ ...choice, type })}
      />
      <Segmented<LineBedrooms>
        legend={t('line.bedrooms')}
        name="line-bedrooms"
        options={LINE_BEDROOMS.map((n) => ({ value: n, label: n === 0 ? t('line.anyBedrooms') : t('line.bhk', { n }) }))}
        value={choice.bedrooms}
        onChange={(bedrooms) => onChange({ ...choice, bedrooms })}
      />
      <label className="block min-w-0">
        <span className="mb-1.5 block text-sm font-semibold text-ink">{t('line.budget')}</span>
        <select className={selectClass} value={choice.budget} onChange={(e) => onChange({ ...choice, budget: Number(e.target.value) })}>
          {LINE_BUDGETS[choice.type].map((amount, i) => (
            <option key={amount} value={i}>
              {t('line.budgetUnder', { price: formatPriceShort(amount, choice.type, lang) })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
