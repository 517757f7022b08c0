import { LOCALES } from '../../domain/languages.ts';
import { madePerLanguage } from '../../domain/made-on-first-use.ts';

/** A month and year, e.g. 'Mar 2028': a possession date (UTC, so the day in the middle of the month never slips). */
export const monthFormat = madePerLanguage((lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', month: 'short', year: 'numeric' }));
