import { LOAN_DEFAULTS, type LoanTerms, loanTermsFrom } from '#src/domain/home-loan.ts';

export const LOAN_TERMS_KEY = 'mumbai-homes.loan';

/** The reader's loan terms and whether the home is bought in a woman's name, as this device keeps them. */
export interface CostPrefs {
  terms: LoanTerms;
  woman: boolean;
}

/** What storage holds is read, not trusted: another version of the app, or a hand edit, may have put anything there. */
export function readCostPrefs(): CostPrefs {
  try {
    const raw = localStorage.getItem(LOAN_TERMS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    const woman = typeof value === 'object' && value !== null && Reflect.get(value, 'woman') === true;
    return { terms: loanTermsFrom(value), woman };
  } catch {
    return { terms: { ...LOAN_DEFAULTS }, woman: false };
  }
}

/** Storage may be blocked (private modes): the figures then last as long as the page. */
export function keepCostPrefs(prefs: CostPrefs): void {
  try {
    localStorage.setItem(LOAN_TERMS_KEY, JSON.stringify({ ...prefs.terms, woman: prefs.woman }));
  } catch {
    // Nothing to do.
  }
}
