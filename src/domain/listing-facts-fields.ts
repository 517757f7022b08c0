import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { FACINGS, FACT_LIMITS, FURNISHINGS, OC_STATES, POSSESSION_MONTH, POSTED_BY, possessionMonth } from './listing-facts.ts';
import { todayInKolkata } from './mumbai-time.ts';

/**
 * Form text to a number by a pattern of plain digits, so "1e16", "3\u0000" and " " are refused by name; '' and
 * absent are "not stated" (null). A JSON number is read as it is.
 */
function factNumber(pattern: RegExp, min: number, max: number, code: ErrorCode) {
  return z
    .preprocess((v) => {
      if (v === undefined || v === null || v === '') return null;
      if (typeof v === 'string') return pattern.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      return v;
    }, z.number({ error: code }).min(min, code).max(max, code).nullable())
    .optional()
    .transform((v) => v ?? null);
}

/** One of `choices`, or '' / absent for "not stated". */
function factChoice<T extends string>(choices: readonly [T, ...T[]], code: ErrorCode) {
  return z
    .union([z.literal(''), z.null(), z.enum(choices)], { error: code })
    .optional()
    .transform((v): T | null => (v === '' || v === undefined ? null : v));
}

const { brokerageMonths, brokeragePercent, maintenance, floor, parking, builtYear, possessionYears } = FACT_LIMITS;

/** The facts' fields of the upload form (and of POST /api/property/create), each alone; the rules between them below. */
export const listingFactsFields = {
  postedBy: z.enum(POSTED_BY, { error: 'postedByRequired' }),
  brokerageMonths: factNumber(/^\d(\.[05])?$/, brokerageMonths.min, brokerageMonths.max, 'brokerageMonthsInvalid'),
  brokeragePercent: factNumber(/^\d(\.\d{1,2})?$/, brokeragePercent.min, brokeragePercent.max, 'brokeragePercentInvalid'),
  maintenance: factNumber(/^\d{1,6}$/, maintenance.min, maintenance.max, 'maintenanceInvalid').pipe(z.number().int('maintenanceInvalid').nullable()),
  floor: factNumber(/^-?\d{1,3}$/, floor.min, floor.max, 'floorInvalid').pipe(z.number().int('floorInvalid').nullable()),
  totalFloors: factNumber(/^\d{1,3}$/, 0, floor.max, 'totalFloorsInvalid').pipe(z.number().int('totalFloorsInvalid').nullable()),
  possession: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string({ error: 'possessionInvalid' })
        .refine((v) => v === 'ready' || POSSESSION_MONTH.test(v), 'possessionInvalid')
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
  builtYear: factNumber(/^\d{4}$/, builtYear.min, builtYear.max, 'builtYearInvalid').pipe(z.number().int('builtYearInvalid').nullable()),
  parkingCovered: factNumber(/^\d{1,2}$/, parking.min, parking.max, 'parkingInvalid').pipe(z.number().int('parkingInvalid').nullable()),
  parkingOpen: factNumber(/^\d{1,2}$/, parking.min, parking.max, 'parkingInvalid').pipe(z.number().int('parkingInvalid').nullable()),
  furnishing: factChoice(FURNISHINGS, 'furnishingInvalid'),
  facing: factChoice(FACINGS, 'facingInvalid'),
  ocReceived: factChoice(OC_STATES, 'ocInvalid'),
};

type FactsValues = {
  type: 'sale' | 'rent';
  postedBy: string;
  brokerageMonths: number | null;
  brokeragePercent: number | null;
  floor: number | null;
  totalFloors: number | null;
  possession: string | null;
  builtYear: number | null;
};

/**
 * The rules between the facts, against today in Mumbai: brokerage only an agent's (months on a rent, percent on a
 * sale), a floor at most the total, a possession month not past and at most ten years ahead, a built year not in
 * the future and only for a ready home.
 */
export function checkFactsTogether(v: FactsValues, ctx: z.RefinementCtx, today = todayInKolkata(new Date())): void {
  const issue = (path: string, message: ErrorCode) => ctx.addIssue({ code: 'custom', path: [path], message });
  const brokerage = v.brokerageMonths !== null || v.brokeragePercent !== null;
  if (brokerage && v.postedBy !== 'agent') issue(v.brokerageMonths !== null ? 'brokerageMonths' : 'brokeragePercent', 'brokerageOnlyAgent');
  else if (v.brokerageMonths !== null && v.type !== 'rent') issue('brokerageMonths', 'brokerageMonthsOnlyRent');
  else if (v.brokeragePercent !== null && v.type !== 'sale') issue('brokeragePercent', 'brokeragePercentOnlySale');
  if (v.floor !== null && v.totalFloors !== null && v.floor > v.totalFloors) issue('floor', 'floorAboveTotal');
  const year = Number(today.slice(0, 4));
  const month = possessionMonth(v.possession);
  if (month) {
    const [y, m] = month;
    const thisMonth = year * 12 + Number(today.slice(5, 7));
    if (y * 12 + m < thisMonth) issue('possession', 'possessionInPast');
    else if (y * 12 + m > thisMonth + possessionYears * 12) issue('possession', 'possessionTooFar');
    if (v.builtYear !== null) issue('builtYear', 'builtYearNotReady');
  } else if (v.builtYear !== null && v.builtYear > year) issue('builtYear', 'builtYearInvalid');
}
