import { useId } from 'react';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import type { Station } from '#src/domain/stations.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { inputClass } from '#src/ui/text-field.tsx';
import { AreaSelect } from '../components/area-select.tsx';

const { desk, max } = COMMUTE_LIMITS;
/** The limits the panel offers: every quarter hour the model accepts (15 minutes to two and a half hours). */
export const MAX_COMMUTE_CHOICES: readonly number[] = Array.from({ length: Math.floor((max.max - max.min) / 15) + 1 }, (_, i) => max.min + i * 15);

/** The panel's draft of the destination: the desk minutes as typed, so a half-typed number is not lost. */
export interface CommuteDraft {
  commuteTo: Station | '';
  deskMinutes: string;
  maxCommute: number | null;
  sort: 'newest' | 'commute';
}

interface Props {
  draft: CommuteDraft;
  onChange: (next: CommuteDraft) => void;
  legendClass: string;
}

/**
 * "Where do you travel to?": the station (searchable in three scripts, as the area range is), the minutes from it to
 * the desk, a limit and the commute sort. Without a station the other three mean nothing, so they wait for one.
 */
export function CommuteFields({ draft, onChange, legendClass }: Props) {
  const id = useId();
  const t = useT();
  const set = <K extends keyof CommuteDraft>(key: K, value: CommuteDraft[K]) => onChange({ ...draft, [key]: value });
  const none = !draft.commuteTo;
  return (
    <fieldset>
      <legend className={legendClass}>{t('commute.heading')}</legend>
      {/* A container: the limit and the sort sit side by side only where the panel is wide enough for "Shortest commute". */}
      <div className="@container space-y-3">
        <AreaSelect
          label={t('commute.station')}
          value={draft.commuteTo}
          onChange={(station) =>
            // Without a station the commute sort has nothing to sort by: the list goes back to newest first.
            onChange(station ? { ...draft, commuteTo: station } : { commuteTo: '', deskMinutes: '', maxCommute: null, sort: 'newest' })
          }
          words={{ any: t('commute.noStation'), search: t('commute.searchStations'), none: t('commute.noStations') }}
        />
        <input type="hidden" name="commuteTo" value={draft.commuteTo} />
        {none && <p className="text-xs text-ink-muted">{t('commute.needsStation')}</p>}
        <div>
          <label htmlFor={`${id}-desk`} className="mb-1 block text-xs font-medium text-ink-muted">
            {t('commute.desk')}
          </label>
          <input
            id={`${id}-desk`}
            name="deskMinutes"
            type="number"
            inputMode="numeric"
            min={desk.min}
            max={desk.max}
            step={1}
            disabled={none}
            value={draft.deskMinutes}
            onChange={(e) => set('deskMinutes', e.target.value)}
            aria-describedby={`${id}-desk-hint`}
            className={inputClass}
          />
          <p id={`${id}-desk-hint`} className="mt-1 text-xs text-ink-muted">
            {t('commute.deskHint')}
          </p>
        </div>
        <div className="grid gap-3 @sm:grid-cols-2 @sm:gap-2">
          <div>
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-ink-muted">
              {t('commute.max')}
            </label>
            <select
              id={`${id}-max`}
              name="maxCommute"
              disabled={none}
              value={draft.maxCommute ?? ''}
              onChange={(e) => set('maxCommute', MAX_COMMUTE_CHOICES.find((m) => String(m) === e.target.value) ?? null)}
              className={inputClass}
            >
              <option value="">{t('commute.maxAny')}</option>
              {MAX_COMMUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {t('commute.maxOption', { minutes: m })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-medium text-ink-muted">
              {t('commute.sort')}
            </label>
            <select
              id={`${id}-sort`}
              name="sort"
              disabled={none}
              value={draft.sort}
              onChange={(e) => set('sort', e.target.value === 'commute' ? 'commute' : 'newest')}
              className={inputClass}
            >
              <option value="newest">{t('commute.sortNewest')}</option>
              <option value="commute">{t('commute.sortCommute')}</option>
            </select>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
