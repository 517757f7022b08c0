import { expect, it } from 'vitest';
import { DEFAULT_FRESHNESS } from '#src/domain/freshness-core.ts';
import { lastDays, ownerListingState } from '#src/domain/owner-activity-core.ts';
import { markView, MAX_VIEW_MARKS, secondsToMumbaiMidnight } from '../../../server/services/view-marks.ts';

const now = new Date('2026-11-27T06:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

it('names the state a listing is in for its owner, and the date it leaves search', () => {
  expect(ownerListingState({ hidden: false, confirmedAt: daysAgo(1) }, now, DEFAULT_FRESHNESS)).toEqual({
    state: 'listed',
    confirmBy: '2027-01-10T06:00:00.000Z',
  });
  expect(ownerListingState({ hidden: false, confirmedAt: daysAgo(30) }, now, DEFAULT_FRESHNESS).state).toBe('stale');
  expect(ownerListingState({ hidden: false, confirmedAt: daysAgo(45) }, now, DEFAULT_FRESHNESS)).toEqual({ state: 'unlisted', confirmBy: null });
  expect(ownerListingState({ hidden: true, confirmedAt: daysAgo(1) }, now, DEFAULT_FRESHNESS)).toEqual({ state: 'hidden', confirmBy: null });
});

it('lists the last 14 Mumbai days, oldest first, across a month end', () => {
  const days = lastDays('2026-12-03');
  expect(days).toHaveLength(14);
  expect(days[0]).toBe('2026-11-20');
  expect(days.at(-1)).toBe('2026-12-03');
});

it('counts a listing once per device and day, and reads another day’s or a foreign mark as none', () => {
  const id = '3f2a9c1e-7b4d-4e8a-9c1f-2b3d4e5f6a7b';
  const first = markView(undefined, id, '2026-11-27');
  expect(first).toEqual({ counts: true, value: '2026-11-27~3f2a9c1e7b4d.' });
  expect(markView(first.value, id, '2026-11-27').counts).toBe(false);
  expect(markView(first.value, id, '2026-11-28')).toEqual({ counts: true, value: '2026-11-28~3f2a9c1e7b4d.' });
  for (const junk of ['', 'x', '2026-11-27~ZZZ.', `2026-11-27~${'a'.repeat(13)}.`, '2026-11-27~3f2a9c1e7b4d'])
    expect(markView(junk, id, '2026-11-27').counts).toBe(true);
});

it('keeps at most 60 marks, dropping the oldest', () => {
  let value: string | undefined;
  const id = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
  for (let n = 0; n <= MAX_VIEW_MARKS; n += 1) value = markView(value, id(n), '2026-11-27').value;
  expect(value?.split('~')[1]?.split('.').filter(Boolean)).toHaveLength(MAX_VIEW_MARKS);
  expect(markView(value, id(0), '2026-11-27').counts).toBe(true);
  expect(markView(value, id(MAX_VIEW_MARKS), '2026-11-27').counts).toBe(false);
});

it('ends the mark at Mumbai’s midnight', () => {
  expect(secondsToMumbaiMidnight(new Date('2026-11-27T06:00:00Z'))).toBe(12.5 * 3600);
  expect(secondsToMumbaiMidnight(new Date('2026-11-27T18:29:59Z'))).toBe(1);
  expect(secondsToMumbaiMidnight(new Date('2026-11-27T18:30:00Z'))).toBe(24 * 3600);
});
