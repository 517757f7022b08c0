import { expect, it } from 'vitest';
import { DEFAULT_FRESHNESS, isStale, isUnlisted } from '#src/domain/freshness.ts';

const now = new Date('2026-11-23T06:00:00Z');
const confirmed = (days: number, ms = 0) => ({ confirmedAt: new Date(now.getTime() - days * 86_400_000 + ms).toISOString() });

it('reads a listing as possibly gone from 30 days without a confirmation, and unlists it from 45', () => {
  expect(isStale(confirmed(30, 1), now, DEFAULT_FRESHNESS)).toBe(false);
  expect(isStale(confirmed(30), now, DEFAULT_FRESHNESS)).toBe(true);
  expect(isUnlisted(confirmed(45, 1), now, DEFAULT_FRESHNESS)).toBe(false);
  expect(isUnlisted(confirmed(45), now, DEFAULT_FRESHNESS)).toBe(true);
  expect(isUnlisted(confirmed(3), now, { staleDays: 1, remindDays: 2, unlistDays: 3 })).toBe(true);
});
