import { useId } from 'react';
import { formatPriceShort } from '#src/domain/money.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { buttonClass } from '#src/ui/button.tsx';

const BUY_BUDGETS = [5_000_000, 10_000_000, 20_000_000, 50_000_000];
const RENT_BUDGETS = [25_000, 50_000, 100_000];

const field = 'min-h-12 w-full rounded-control border border-line bg-card px-3 text-base text-ink';

/**
 * Buy or rent, where, and up to what price: the list's own query names (type, q, maxPrice), so a plain GET form opens
 * the filtered list. No script: it works from the server's HTML, before (or without) the app's code.
 */
export function QuickSearch() {
  const { lang, t } = useTranslator();
  const id = useId();
  return (
    <search aria-label={t('landing.searchLabel')} className="block rounded-card bg-card p-3 text-ink shadow-card sm:p-4">
      <form action="/properties" method="get">
        <fieldset className="flex gap-1 rounded-control bg-surface p-1">
          <legend className="sr-only">{t('landing.searchLabel')}</legend>
          {(['sale', 'rent'] as const).map((type) => (
            <label key={type} className="flex-1">
              <input type="radio" name="type" value={type} defaultChecked={type === 'sale'} className="peer sr-only" />
              <span className="flex min-h-10 cursor-pointer items-center justify-center rounded-control text-sm font-semibold text-ink-muted peer-checked:bg-card peer-checked:text-brand-800 peer-checked:shadow-card peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                {type === 'sale' ? t('landing.searchBuy') : t('landing.searchRent')}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_11rem_auto]">
          <div>
            <label htmlFor={`${id}-where`} className="sr-only">
              {t('landing.searchWhere')}
            </label>
            <input id={`${id}-where`} name="q" list={`${id}-stations`} placeholder={t('landing.searchWherePlaceholder')} maxLength={100} className={field} />
            <datalist id={`${id}-stations`}>
              {STATIONS.map((s) => (
                <option key={s} value={stationName(s, lang)} />
              ))}
            </datalist>
          </div>
          <div className="flex gap-3 sm:contents">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-budget`} className="sr-only">
                {t('landing.searchBudget')}
              </label>
              <select id={`${id}-budget`} name="maxPrice" defaultValue="" className={field}>
                <option value="">{t('landing.searchAnyBudget')}</option>
                <optgroup label={t('landing.searchBuyBudgets')}>
                  {BUY_BUDGETS.map((p) => (
                    <option key={p} value={p}>
                      {t('landing.upTo', { price: formatPriceShort(p, 'sale', lang) })}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('landing.searchRentBudgets')}>
                  {RENT_BUDGETS.map((p) => (
                    <option key={p} value={p}>
                      {t('landing.upTo', { price: formatPriceShort(p, 'rent', lang) })}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            <button type="submit" className={buttonClass('primary', 'min-h-12 shrink-0 px-6')}>
              {t('landing.searchSubmit')}
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}
