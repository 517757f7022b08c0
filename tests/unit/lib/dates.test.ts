import { expect, it } from 'vitest';
import { formatDay } from '#src/lib/dates.ts';

it('writes a booking day in the short en-IN form', () => {
  expect(formatDay('2026-11-24')).toBe('Tue, 24 Nov, 2026');
  expect(formatDay('2026-01-01')).toBe('Thu, 1 Jan, 2026');
});

it('gives back text it cannot read rather than "Invalid Date"', () => {
  expect(formatDay('someday')).toBe('someday');
});
