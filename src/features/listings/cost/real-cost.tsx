import { useId, useState } from 'react';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { LOAN_DEFAULTS, type LoanTerms, loanAmount, monthlyEmi } from '#src/domain/home-loan.ts';
import { MAHARASHTRA_SALE_COSTS, oneTimeCosts } from '#src/domain/maharashtra-costs.ts';
import { brokerageRupees, type ListingFacts } from '#src/domain/listing-facts.ts';
import { formatPrice } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { Button } from '#src/ui/button.tsx';
import { costAmount } from './cost-amount.ts';
import { formatDate } from '#src/lib/dates.ts';
import { type CostPrefs, keepCostPrefs, useCostPrefs } from './loan-terms-store.ts';
import { LoanField } from './loan-field.tsx';
import costWords from 'virtual:catalogue/en/cost';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [costWords];

export interface CostedListing extends Partial<Pick<ListingFacts, 'postedBy' | 'brokerageMonths' | 'brokeragePercent' | 'maintenance'>> {
  type: 'sale' | 'rent';
  price: number;
  station: number | null;
  deposit?: number | null | undefined;
}

/** The agent's brokerage on this listing in rupees, when it states one (an owner's and a builder's have none). */
function brokerageOf(l: CostedListing): number | null {
  const rate = l.type === 'rent' ? l.brokerageMonths : l.brokeragePercent;
  if ((l.postedBy ?? 'agent') !== 'agent' || rate == null) return null;
  return brokerageRupees({ type: l.type, price: l.price, postedBy: 'agent', brokerageMonths: rate, brokeragePercent: rate });
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1.5 ${strong ? 'border-t border-line font-semibold text-ink' : 'text-ink'}`}>
      <dt className={strong ? '' : 'text-ink-muted'}>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

function SaleCost({ listing }: { listing: CostedListing }) {
  const { lang, t } = useTranslator();
  const prefs = useCostPrefs();
  const [resets, setResets] = useState(0);
  // The fields start again once the page is the app's: the server and hydration show the defaults, the device its own.
  const hydrated = useHydrated();
  const womanId = useId();
  const update = (next: CostPrefs) => keepCostPrefs(next);
  const setTerm = (term: keyof LoanTerms) => (value: number) => update({ ...prefs, terms: { ...prefs.terms, [term]: value } });
  const { terms } = prefs;
  const loan = loanAmount(listing.price, terms);
  const emi = monthlyEmi(loan, terms.ratePercent, terms.years);
  const costs = oneTimeCosts(listing.price, listing.station, prefs.woman);
  const c = MAHARASHTRA_SALE_COSTS;
  const brokerage = brokerageOf(listing);
  const maintenance = listing.maintenance ?? null;
  return (
    <div className="space-y-5">
      <section aria-labelledby={`${womanId}-emi`} className="space-y-3">
        <h3 id={`${womanId}-emi`} className="font-semibold text-ink">
          {t('cost.emiTitle')}
        </h3>
        <div key={`${resets}-${hydrated}`} className="grid gap-3 sm:grid-cols-3">
          <LoanField term="sharePercent" value={terms.sharePercent} onValue={setTerm('sharePercent')} />
          <LoanField term="ratePercent" value={terms.ratePercent} onValue={setTerm('ratePercent')} />
          <LoanField term="years" value={terms.years} onValue={setTerm('years')} />
        </div>
        <p className="text-xs text-ink-soft">
          {t('cost.defaults', { share: LOAN_DEFAULTS.sharePercent, rate: LOAN_DEFAULTS.ratePercent, years: LOAN_DEFAULTS.years })}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            update({ ...prefs, terms: { ...LOAN_DEFAULTS } });
            setResets((n) => n + 1);
          }}
        >
          {t('cost.reset')}
        </Button>
        <div data-testid="cost-emi" aria-live="polite" aria-atomic="true" className="rounded-control bg-brand-50 px-3 py-2">
          {emi > 0 ? (
            <>
              <p className="text-lg font-bold text-brand-800">{t('cost.emi', { amount: formatPrice(emi, 'sale', lang) })}</p>
              <p className="text-sm text-ink-muted">{t('cost.loan', { loan: costAmount(loan, lang), years: terms.years, rate: terms.ratePercent })}</p>
              {maintenance !== null && (
                <p data-testid="cost-monthly" className="text-sm font-semibold text-ink">
                  {t('cost.emiWithMaintenance', { amount: formatPrice(emi + maintenance, 'sale', lang) })}
                </p>
              )}
            </>
          ) : (
            <p className="text-sm text-ink">{t('cost.noLoan')}</p>
          )}
        </div>
      </section>
      <section aria-labelledby={`${womanId}-once`} className="space-y-2">
        <h3 id={`${womanId}-once`} className="font-semibold text-ink">
          {t('cost.oneTimeTitle')}
        </h3>
        <label htmlFor={womanId} className="flex items-start gap-2 text-sm text-ink">
          <input
            id={womanId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={prefs.woman}
            onChange={(e) => update({ ...prefs, woman: e.target.checked })}
          />
          {t('cost.woman', { percent: c.womanConcessionPercent })}
        </label>
        <dl data-testid="cost-once" aria-live="polite" className="text-sm">
          <Row
            label={t('cost.stampDuty', { percent: c.stampDutyPercent - (prefs.woman ? c.womanConcessionPercent : 0) })}
            value={costAmount(costs.stampDuty, lang)}
          />
          {costs.metroCess > 0 && <Row label={t('cost.metroCess', { percent: c.metroCessPercent })} value={costAmount(costs.metroCess, lang)} />}
          <Row
            label={t('cost.registration', { percent: c.registrationPercent, cap: formatPrice(c.registrationCap, 'sale', lang) })}
            value={costAmount(costs.registration, lang)}
          />
          {brokerage !== null && <Row label={t('cost.brokeragePercent', { percent: listing.brokeragePercent ?? 0 })} value={costAmount(brokerage, lang)} />}
          <Row label={t('cost.total')} value={costAmount(costs.total + (brokerage ?? 0), lang)} strong />
        </dl>
        <p className="text-xs text-ink-soft">{t('cost.note', { date: formatDate(c.sourceDate, lang) })}</p>
      </section>
    </div>
  );
}

function RentCost({ listing }: { listing: CostedListing }) {
  const { lang, t } = useTranslator();
  const deposit = listing.deposit ?? null;
  const maintenance = listing.maintenance ?? null;
  const brokerage = brokerageOf(listing);
  const monthly = listing.price + (maintenance ?? 0);
  return (
    <dl data-testid="cost-rent" className="text-sm">
      <Row label={t('cost.rentMonthly')} value={formatPrice(listing.price, 'rent', lang)} />
      {maintenance !== null && (
        <>
          <Row label={t('cost.maintenance')} value={costAmount(maintenance, lang)} />
          <Row label={t('cost.monthlyTotal')} value={formatPrice(monthly, 'rent', lang)} strong />
        </>
      )}
      <Row label={t('cost.deposit')} value={deposit === null ? t('cost.depositNone') : costAmount(deposit, lang)} />
      {brokerage !== null && <Row label={t('cost.brokerageMonths', { months: listing.brokerageMonths ?? 0 })} value={costAmount(brokerage, lang)} />}
      {deposit !== null && (
        <Row label={t(brokerage !== null ? 'cost.moveInAll' : 'cost.moveIn')} value={costAmount(deposit + monthly + (brokerage ?? 0), lang)} strong />
      )}
    </dl>
  );
}

/** A sale's EMI and one-time costs, or a rent's monthly cost and deposit. Loaded once the page has shown. */
export default function RealCost({ listing }: { listing: CostedListing }) {
  const { t } = useTranslator();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="real-cost" className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {t('cost.title')}
      </h2>
      {listing.type === 'sale' ? <SaleCost listing={listing} /> : <RentCost listing={listing} />}
    </section>
  );
}
