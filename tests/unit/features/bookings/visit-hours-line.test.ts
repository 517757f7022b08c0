import { beforeAll, expect, it } from 'vitest';
import bookingWords from 'virtual:catalogue/en/booking';
import { englishTranslator, partReady, type Translator, translatorFor } from '#src/i18n/translator.ts';
import { visitHoursLine } from '#src/features/bookings/visit-hours-line.ts';

let hindi: Translator;
let marathi: Translator;
beforeAll(async () => {
  await Promise.all([partReady('en', bookingWords), partReady('hi', bookingWords), partReady('mr', bookingWords)]);
  hindi = translatorFor('hi');
  marathi = translatorFor('mr');
});

const weekdays = { days: [1, 2, 3, 4, 5, 6], opens: '09:30', closes: '19:30', slotMinutes: 30 };

it('names a run of days as a range, in each language', () => {
  expect(visitHoursLine(weekdays, englishTranslator)).toBe('Visits can be booked Monday to Saturday, 9:30 am to 7:30 pm (Mumbai time), in 30-minute slots.');
  expect(visitHoursLine(weekdays, hindi)).toMatch(/^विज़िट सोमवार से शनिवार, /);
  expect(visitHoursLine(weekdays, marathi)).toMatch(/^भेटी सोमवार ते शनिवार, /);
});

it('lists days that are not a run, and says every day for all seven', () => {
  expect(visitHoursLine({ ...weekdays, days: [5, 1, 3] }, englishTranslator)).toMatch(/^Visits can be booked Monday, Wednesday and Friday, /);
  expect(visitHoursLine({ ...weekdays, days: [0, 1, 2, 3, 4, 5, 6] }, englishTranslator)).toMatch(/^Visits can be booked every day, /);
});
