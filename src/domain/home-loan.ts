/** A home loan's terms as the reader sets them on a sale's page (kept on the device). */
export interface LoanTerms {
  /** Share of the price the bank lends, percent. */
  sharePercent: number;
  /** Yearly interest, percent. */
  ratePercent: number;
  years: number;
}

/**
 * The stated defaults: 80% financed (the most RBI lets a bank lend on a home above ₹30 lakh and up to ₹75 lakh),
 * 8.5% a year, 20 years.
 */
export const LOAN_DEFAULTS: LoanTerms = { sharePercent: 80, ratePercent: 8.5, years: 20 };

/** What each term may be; the steps the inputs take. */
export const LOAN_LIMITS = {
  sharePercent: { min: 0, max: 90, step: 1 },
  ratePercent: { min: 0, max: 20, step: 0.05 },
  years: { min: 1, max: 30, step: 1 },
} as const satisfies Record<keyof LoanTerms, { min: number; max: number; step: number }>;

export type LoanTermIssue = 'notNumber' | 'tooSmall' | 'tooLarge';

/** A term as typed: a number within its limits, or why not (empty, NUL or words are `notNumber`). */
export function readLoanTerm(key: keyof LoanTerms, text: string): { value: number } | { issue: LoanTermIssue } {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(trimmed)) return { issue: /^-/.test(trimmed) ? 'tooSmall' : 'notNumber' };
  const value = Number(trimmed);
  const { min, max } = LOAN_LIMITS[key];
  if (value < min) return { issue: 'tooSmall' };
  if (value > max) return { issue: 'tooLarge' };
  return { value };
}

/** Whatever was stored, as terms within the limits (a device's copy may be old, edited or broken). */
export function loanTermsFrom(stored: unknown): LoanTerms {
  const out = { ...LOAN_DEFAULTS };
  if (typeof stored !== 'object' || stored === null) return out;
  for (const key of Object.keys(LOAN_DEFAULTS) as (keyof LoanTerms)[]) {
    const v: unknown = Reflect.get(stored, key);
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    out[key] = Math.min(LOAN_LIMITS[key].max, Math.max(LOAN_LIMITS[key].min, v));
  }
  return out;
}

/**
 * The monthly instalment, to the rupee, of a loan of `principal` at `ratePercent` a year over `years`: the reducing
 * balance formula banks quote, P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate; principal / n at 0%.
 */
export function monthlyEmi(principal: number, ratePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (!(principal > 0) || !(n > 0) || !Number.isFinite(principal)) return 0;
  const r = ratePercent / 12 / 100;
  if (!(r > 0)) return Math.round(principal / n);
  const growth = (1 + r) ** n;
  return Math.round((principal * r * growth) / (growth - 1));
}

/** The loan on a price at the terms' share, to the rupee. */
export function loanAmount(price: number, terms: LoanTerms): number {
  return Math.round((price * terms.sharePercent) / 100);
}
