import { describe, expect, it } from 'vitest';
import { formatVisitDate, formatVisitTime } from '#src/domain/visit-time.ts';

describe('visit dates and times in en-IN', () => {
  it('spells the date out with the weekday, day before month', () => {
    expect(formatVisitDate('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(formatVisitDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });

  it('shows the time on a 12-hour clock with am/pm', () => {
    expect(formatVisitTime('14:05')).toBe('2:05 pm');
    expect(formatVisitTime('09:30')).toBe('9:30 am');
    expect(formatVisitTime('00:00')).toBe('12:00 am');
  });

  it('passes through a value it cannot read rather than showing Invalid Date', () => {
    expect(formatVisitDate('someday')).toBe('someday');
    expect(formatVisitTime('noonish')).toBe('noonish');
  });
});

it('writes a visit day and time the way each language reads them, the spec English unchanged', () => {
  expect(formatVisitTime('14:05')).toBe('2:05 pm');
  expect(formatVisitTime('14:05', 'hi')).toBe('दोपहर 2:05');
  expect(formatVisitTime('09:30', 'mr')).toBe('सकाळ 9:30');
  expect(formatVisitDate('2026-11-25')).toBe('Wednesday, 25 November 2026');
  expect(formatVisitDate('2026-11-25', 'hi')).toBe('बुधवार, 25 नवंबर 2026');
  expect(formatVisitDate('2026-11-25', 'mr')).toBe('बुधवार, 25 नोव्हेंबर, 2026');
});
