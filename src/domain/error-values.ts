import type { ErrorCode, ErrorValues } from './error-codes.ts';
import type { Lang } from './languages.ts';
import { visitHoursWords } from './visit-hours.ts';

/**
 * An error's values as its message in `lang` says them. Most values are said as they are (a name, minutes); the visit
 * hours travel as data (days 0-6, HH:MM) and become day names and times here, so every language names them its own way.
 */
export function valuesInWords(code: ErrorCode, values: ErrorValues | undefined, lang: Lang): ErrorValues | undefined {
  // Values that are not hours data (a refusal an older version stored, days in English words) are shown as they came.
  if (code === 'outsideVisitHours' && values) return visitHoursWords(values, lang) ?? { ...values, span: 'list', list: String(values.days ?? '') };
  return values;
}
