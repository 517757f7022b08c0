import { useSyncExternalStore } from 'react';
import { LOAN_DEFAULTS, type LoanTerms, loanTermsFrom } from '#src/domain/home-loan.ts';

export const LOAN_TERMS_KEY = 'mumbai-homes.loan';

/** The reader's loan terms and whether the home is bought in a woman's name, as this device keeps them. */
export interface CostPrefs {
  terms: LoanTerms;
  woman: boolean;
}

const DEFAULT_PREFS: CostPrefs = { terms: LOAN_DEFAULTS, woman: false };

/** What storage holds is read, not trusted: another version of the app, or a hand edit, may have put anything there. */
export function parseCostPrefs(raw: string | null): CostPrefs {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    const woman = typeof value === 'object' && value !== null && Reflect.get(value, 'woman') === true;
    return { terms: loanTermsFrom(value), woman };
  } catch {
    return DEFAULT_PREFS;
  }
}

// Storage may be blocked (private modes): the figures then last as long as the page, in `unstored`.
let unstored: CostPrefs | null = null;
let last: { raw: string | null; prefs: CostPrefs } | null = null;
const listeners = new Set<() => void>();

function snapshot(): CostPrefs {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LOAN_TERMS_KEY);
  } catch {
    return unstored ?? DEFAULT_PREFS;
  }
  // One object per stored value, as useSyncExternalStore wants.
  if (last?.raw !== raw) last = { raw, prefs: parseCostPrefs(raw) };
  return last.prefs;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept terms; the stated defaults on the server and while the page hydrates, so both render the same. */
export function useCostPrefs(): CostPrefs {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_PREFS);
}

export function keepCostPrefs(prefs: CostPrefs): void {
  try {
    localStorage.setItem(LOAN_TERMS_KEY, JSON.stringify({ ...prefs.terms, woman: prefs.woman }));
  } catch {
    unstored = prefs;
  }
  for (const listener of listeners) listener();
}
