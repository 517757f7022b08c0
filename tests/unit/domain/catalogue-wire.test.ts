import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { AMENITY_KEYS } from '#src/domain/amenities.ts';
import { catalogueResponseSchema, factsTupleSchema, summaryTupleSchema } from '#src/domain/catalogue.ts';
import { type CatalogueResponse, isFactsTuple, isSummaryTuple, readCatalogueResponse, type SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { MAX_DEPOSIT, PROPERTY_STATUSES, PROPERTY_TYPES } from '#src/domain/property-kinds.ts';
import { STATIONS } from '#src/domain/stations.ts';
import { factsTuple } from '../../helpers/facts-arbitraries.ts';

// The device reads the catalogue without zod; the server answers through the schema. The two must take the same values.

/** Values near every rule's edges, and some of every other kind. */
const edgy = fc.oneof(
  fc.constantFrom(-1, 0, 1, 0.5, -0.5, 60, 61, -100, -101, 2 ** 53, 2 ** 53 - 1, Number.NaN, Number.POSITIVE_INFINITY, STATIONS.length, 63, 64),
  fc.constantFrom(
    null,
    undefined,
    true,
    '',
    'x',
    'sale',
    'rent',
    'resale',
    '\u0000',
    [],
    {},
    [1, 2],
    ['u', 1, 1],
    ['u', 0, 1],
    ['u', 1, 1.5],
    [1, -5],
    [0, -100],
    [0, -101],
    [0, 1],
    [0.5, -1],
  ),
  fc.string({ maxLength: 70 }),
  fc.integer(),
  fc.double(),
  fc.anything(),
);

const validTuple = fc.tuple(
  fc.string({ minLength: 1, maxLength: 64 }),
  fc.string({ maxLength: 500 }),
  fc.string({ maxLength: 500 }),
  fc.option(fc.integer({ min: 0, max: STATIONS.length - 1 })),
  fc.constantFrom(...PROPERTY_TYPES),
  fc.constantFrom(...PROPERTY_STATUSES),
  fc.double({ min: 0, max: 1e12, noNaN: true }),
  fc.nat(),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
  fc.integer({ min: 0, max: 2 ** AMENITY_KEYS.length - 1 }),
  fc.option(fc.string({ maxLength: 32 })),
  fc.integer(),
  fc.option(fc.tuple(fc.string({ maxLength: 1000 }), fc.integer({ min: 1 }), fc.integer({ min: 1 }))),
  fc.option(fc.integer()),
  fc.integer(),
  fc.option(fc.integer({ min: 1, max: 60 })),
  fc.option(fc.tuple(fc.integer(), fc.integer({ min: -100, max: 0 }))),
  fc.option(fc.integer({ min: 1, max: MAX_DEPOSIT })),
  fc.constantFrom(...PROPERTY_TYPES).chain(factsTuple),
);

const text = (length: number) => 'x'.repeat(length);
const ints = (...xs: number[]) => fc.constantFrom(...xs);
/** Facts at both sides of each rule's edges. */
const FACTS_EDGES: unknown[] = [
  ['owner', null, null, null, null, null, null, null, null, null, null, null],
  ['tenant', null, null, null, null, null, null, null, null, null, null, null],
  ['agent', 5, 500_000, 200, 200, 'ready', 'semi', 'no', null, null, null, null],
  ['agent', 5.5, null, null, null, null, null, null, null, null, null, null],
  ['agent', -0.5, null, null, null, null, null, null, null, null, null, null],
  ['agent', null, 500_001, null, null, null, null, null, null, null, null, null],
  ['agent', null, 3500.5, null, null, null, null, null, null, null, null, null],
  ['agent', null, null, -3, null, null, null, null, null, null, null, null],
  ['agent', null, null, 201, null, null, null, null, null, null, null, null],
  ['agent', null, null, null, -1, null, null, null, null, null, null, null],
  ['agent', null, null, null, null, '2027-13', null, null, null, null, null, null],
  ['agent', null, null, null, null, 'soon', null, null, null, null, null, null],
  ['agent', null, null, null, null, null, 'partly', null, null, null, null, null],
  ['agent', null, null, null, null, null, null, 'maybe', null, null, null, null],
  ['agent', null, null, null, null, 'ready', null, null, 1900, 0, 10, 'northWest'],
  ['agent', null, null, null, null, 'ready', null, null, 9999, 10, 0, 'north'],
  ['agent', null, null, null, null, 'ready', null, null, 1899, null, null, null],
  ['agent', null, null, null, null, 'ready', null, null, 10_000, null, null, null],
  ['agent', null, null, null, null, 'ready', null, null, 2000.5, null, null, null],
  // A built year is a ready home's only.
  ['agent', null, null, null, null, null, null, null, 2001, null, null, null],
  ['agent', null, null, null, null, '2027-06', null, null, 2001, null, null, null],
  ['agent', null, null, null, null, null, null, null, null, -1, null, null],
  ['agent', null, null, null, null, null, null, null, null, null, 11, null],
  ['agent', null, null, null, null, null, null, null, null, 1.5, null, null],
  ['agent', null, null, null, null, null, null, null, null, null, null, 'up'],
  // The facts of shape 6, and one place too many.
  ['agent', null, null, null, null, null, null, null],
  ['agent', null, null, null, null, null, null, null, null, null, null, null, null],
];

/** For each place, values on both sides of its rule's edges. */
const PLACE_EDGES: fc.Arbitrary<unknown>[] = [
  fc.constantFrom('', text(1), text(64), text(65)),
  fc.constantFrom(text(500), text(501)),
  fc.constantFrom(text(500), text(501)),
  ints(-1, 0, STATIONS.length - 1, STATIONS.length, 0.5),
  fc.constantFrom(...PROPERTY_TYPES, 'lease', 'Sale'),
  fc.constantFrom(...PROPERTY_STATUSES, 'new', ''),
  ints(-1, -0.01, 0, 0.5, 1e15),
  ints(-1, 0, 1.5, 2 ** 53),
  ints(-1, -0.01, 0, 0.5),
  ints(-1, 0, 2 ** AMENITY_KEYS.length - 1, 2 ** AMENITY_KEYS.length, 1.5),
  fc.constantFrom(null, '', text(32), text(33)),
  ints(-1, 0, 1.5, 2 ** 53, -(2 ** 53)),
  fc.constantFrom(null, [text(1000), 1, 1], [text(1001), 1, 1], ['u', 0, 1], ['u', 1, 0], ['u', 1, 1.5], ['u', 1], ['u', 1, 1, 1]),
  ints(0, 1.5, -1, 2 ** 53),
  ints(0, 1.5, -1, 2 ** 53),
  ints(0, 1, 60, 61, 1.5),
  fc.constantFrom(null, [0, -100], [0, -101], [0, 0], [0, 1], [0.5, -1], [0, -1.5], [0], [0, -1, 0]),
  ints(0, 1, MAX_DEPOSIT, MAX_DEPOSIT + 1, 1.5, -1),
  fc.constantFrom(...FACTS_EDGES),
];

/** A valid tuple, cut to any length allowed or not, with one place (maybe) replaced by an edge of its own rule or anything. */
const nearTuple = fc
  .tuple(validTuple, fc.integer({ min: 11, max: 18 }), fc.option(fc.nat(16)), fc.boolean(), fc.anything(), fc.nat(1000))
  .chain(([tuple, length, place, own, anything, pick]) => {
    const out: unknown[] = [...tuple, 'extra', 'extra'].slice(0, length);
    if (place === null) return fc.constant(out);
    const edge = own ? (PLACE_EDGES[place] ?? edgy) : fc.oneof(edgy, fc.constant(anything));
    return edge.map((value) => {
      const changed = [...out];
      changed[place] = value;
      return pick % 7 === 0 ? changed.slice(0, Math.max(place, 11)) : changed;
    });
  });

describe("the device's catalogue reader", () => {
  it('has the types of the schema', () => {
    expectTypeOf<SummaryTuple>().toEqualTypeOf<z.infer<typeof summaryTupleSchema>>();
    expectTypeOf<CatalogueResponse>().toEqualTypeOf<z.infer<typeof catalogueResponseSchema>>();
  });

  it('takes a summary tuple exactly when the schema does, and as the schema returns it', () => {
    fc.assert(
      fc.property(nearTuple, (v) => {
        const parsed = summaryTupleSchema.safeParse(v);
        expect(isSummaryTuple(v)).toBe(parsed.success);
        if (parsed.success) expect(v).toEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('takes the facts at each edge of their rules exactly when the schema does', () => {
    for (const facts of FACTS_EDGES) expect(isFactsTuple(facts), JSON.stringify(facts)).toBe(factsTupleSchema.safeParse(facts).success);
  });

  it('takes an answer exactly when the schema does, and as the schema returns it', () => {
    const answer = fc.record({
      version: fc.oneof(fc.nat(), edgy),
      full: fc.oneof(fc.boolean(), edgy),
      listings: fc.array(nearTuple, { maxLength: 3 }),
      removed: fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), edgy), { maxLength: 3 }),
      range: fc.oneof(fc.constant(null), fc.tuple(fc.nat(), fc.nat()), edgy),
      withheld: fc.oneof(fc.boolean(), edgy),
      other: fc.anything(),
    });
    fc.assert(
      fc.property(answer, fc.boolean(), (v, dropOther) => {
        const body: Record<string, unknown> = { ...v };
        if (dropOther) delete body.other;
        const parsed = catalogueResponseSchema.safeParse(body);
        const read = readCatalogueResponse(body);
        expect(read !== null).toBe(parsed.success);
        if (parsed.success) expect(read).toEqual(parsed.data);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('refuses what is not an object', () => {
    for (const v of [null, undefined, 1, 'x', [], true]) expect(readCatalogueResponse(v)).toBeNull();
  });
});
