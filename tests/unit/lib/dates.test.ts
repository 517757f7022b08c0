import { expect, it } from 'vitest';
import { formatClock, formatDay } from '../../../src/lib/dates.ts';

it('writes a booking day the en-IN way, the same calendar day in any device time zone', () => {
  expect(formatDay('2026-11-24')).toBe('Tue, 24 Nov, 2026');
  expect(formatDay('2026-01-01')).toBe('Thu, 1 Jan, 2026');
});

it('writes a clock time on the 12-hour Indian clock', () => {
  expect(formatClock('16:30')).toBe('4:30 pm');
  expect(formatClock('00:05')).toBe('12:05 am');
  expect(formatClock('12:00')).toBe('12:00 pm');
});

it('gives back text it cannot read rather than "Invalid Date"', () => {
  expect(formatDay('someday')).toBe('someday');
  expect(formatClock('25:99')).toBe('25:99');
});
