import { expect, it } from 'vitest';
import { formatDay } from '#src/lib/dates.ts';
import { formatInstantDate } from '#src/lib/instant-date.ts';

it('writes a booking day in the short en-IN form', () => {
  expect(formatDay('2026-11-24')).toBe('Tue, 24 Nov, 2026');
  expect(formatDay('2026-01-01')).toBe('Thu, 1 Jan, 2026');
});

it('gives back text it cannot read rather than "Invalid Date"', () => {
  expect(formatDay('someday')).toBe('someday');
});

it('writes an instant as its day in Mumbai, in each language', () => {
  // 20:00 UTC on the 11th is already the 12th in Mumbai.
  expect(formatInstantDate('2026-11-11T20:00:00.000Z')).toBe('12 Nov 2026');
  expect(formatInstantDate('2026-11-11T20:00:00.000Z', 'hi')).toBe('12 नव॰ 2026');
  expect(formatInstantDate('2026-11-11T20:00:00.000Z', 'mr')).toBe('12 नोव्हें, 2026');
});

it('gives back an instant it cannot read rather than throwing', () => {
  expect(formatInstantDate('not a date')).toBe('not a date');
});
