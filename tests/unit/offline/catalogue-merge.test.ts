import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CATALOGUE_SHAPE } from '#src/domain/catalogue-shape.ts';
import { type SummaryTuple, toSummaryTuple } from '#src/domain/catalogue.ts';
import { mergeCatalogue, type StoredCatalogue } from '#src/offline/catalogue/catalogue-merge.ts';
import { sampleProperty } from '../../helpers/samples.ts';

const DAY = 86_400_000;
// Few ids and few days: the same listing changed, removed and changed again, and many created on one day.
const tuple = (id: number, day: number, price: number): SummaryTuple =>
  toSummaryTuple(sampleProperty({ _id: `id-${id}`, createdAt: new Date(1_760_000_000_000 + day * DAY).toISOString(), price }));
// An answer names each listing once.
const tuples = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 9 })), {
    selector: ([id]) => id,
    maxLength: 40,
  })
  .map((rows) => rows.map(([id, day, price]) => tuple(id, day, price)));

/** The patch as a map of the copy, the removed ids out and the changed in, then sorted newest first. */
function plainPatch(before: SummaryTuple[], listings: SummaryTuple[], removed: string[]): string[] {
  const byId = new Map(before.map((t) => [t[0], t]));
  for (const id of removed) byId.delete(id);
  for (const t of listings) byId.set(t[0], t);
  return [...byId.values()].sort((a, b) => b[11] - a[11] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)).map((t) => `${t[0]}@${t[11]}:${t[6]}`);
}

it('patches the copy to what a fresh sort of the changed copy gives: order, the removed out, the changed in', () => {
  fc.assert(
    fc.property(tuples, tuples, fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 10 }), (held, listings, removedIds) => {
      const whole = mergeCatalogue(null, { version: 1, full: true, listings: held, removed: [], range: null, withheld: false }, 1);
      const removed = removedIds.map((id) => `id-${id}`);
      const patched = mergeCatalogue(whole, { version: 2, full: false, listings, removed, range: null, withheld: false }, 2);
      expect(patched.listings.map((t) => `${t[0]}@${t[11]}:${t[6]}`)).toEqual(plainPatch(whole.listings, listings, removed));
      expect(patched).toMatchObject({ version: 2, syncedAt: 2, shape: CATALOGUE_SHAPE });
    }),
    { numRuns: 300 },
  );
});

it('keeps the very same list when nothing changed', () => {
  const before: StoredCatalogue = mergeCatalogue(null, { version: 1, full: true, listings: [tuple(1, 1, 5)], removed: [], range: null, withheld: false }, 1);
  expect(mergeCatalogue(before, { version: 3, full: false, listings: [], removed: [], range: null, withheld: false }, 3).listings).toBe(before.listings);
});
