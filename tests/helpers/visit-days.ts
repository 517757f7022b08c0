import { todayInKolkata } from '../../src/domain/booking.ts';
import { DEFAULT_VISIT_HOURS, isVisitDay } from '../../src/domain/visit-hours.ts';

/** The `n`th day after today in Mumbai on which visits are booked (tests run on any day, Sundays included). */
export function visitDayAhead(n = 1, from = new Date()): string {
  let found = 0;
  for (let days = 1; ; days += 1) {
    const date = todayInKolkata(new Date(from.getTime() + days * 24 * 3600 * 1000));
    if (isVisitDay(date, DEFAULT_VISIT_HOURS)) found += 1;
    if (found === n) return date;
  }
}
