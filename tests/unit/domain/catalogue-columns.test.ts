import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { AMENITY_KEYS } from '#src/domain/amenities.ts';
import { catalogueResponseSchema } from '#src/domain/catalogue.ts';
import { decodeCatalogueColumns } from '#src/domain/catalogue-columns/decode.ts';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import { type CatalogueResponse, type FactsTuple, NO_FACTS_TUPLE, type SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { factsTuple } from '../../helpers/facts-arbitraries.ts';
import { MAX_DEPOSIT, PROPERTY_STATUSES, PROPERTY_TYPES } from '#src/domain/property-kinds.ts';
import { FACINGS } from '#src/domain/listing-facts.ts';
import { STATIONS } from '#src/domain/stations.ts';
import { mergeCatalogue } from '#src/offline/catalogue/catalogue-merge.ts';

// The catalogue's columnar format: what the server encodes the device decodes as it was, and what the device
// decodes (from any bytes at all) the server's zod schema takes.

const date = fc.integer({ min: 0, max: 4e12 });
// Random ones (older listings) and time-ordered ones whose time is not their listing's creation.
const uuid = fc.oneof(fc.uuid({ version: 4 }), fc.uuid({ version: 7 }));
const anyId = fc.oneof(uuid, fc.string({ minLength: 1, maxLength: 64 }));

/** A listing as the server's toSummaryTuple makes it: every place, the deposit null when there is none. */
const tuple = (id: fc.Arbitrary<string>) =>
  fc
    .record({
      id,
      title: fc.oneof(fc.string({ maxLength: 500 }), fc.constantFrom('2 BHK in Andheri West', 'फ्लॅट, बोरिवली')),
      location: fc.constantFrom('Andheri West', 'Borivali', 'Virar', 'दहिसर', ''),
      station: fc.option(fc.integer({ min: 0, max: STATIONS.length - 1 })),
      type: fc.constantFrom(...PROPERTY_TYPES),
      status: fc.constantFrom(...PROPERTY_STATUSES),
      price: fc.oneof(fc.nat(2e9), fc.double({ min: 0, max: 1e12, noNaN: true })),
      bedrooms: fc.nat(20),
      area: fc.oneof(fc.nat(20_000), fc.double({ min: 0, max: 1e6, noNaN: true })),
      amenities: fc.integer({ min: 0, max: 2 ** AMENITY_KEYS.length - 1 }),
      rera: fc.option(fc.string({ maxLength: 32 })),
      created: date,
      photo: fc.option(
        fc.tuple(fc.constantFrom('/uploads/demo/flat-1-320.webp', 'https://cdn.example/p/{id}/0123456789ab-320.webp'), fc.nat(4000), fc.nat(4000)),
      ),
      verified: fc.option(date),
      confirmed: date,
      walk: fc.option(fc.integer({ min: 1, max: 60 })),
      drop: fc.option(fc.tuple(date, fc.integer({ min: -100, max: 0 }))),
      deposit: fc.option(fc.integer({ min: 1, max: MAX_DEPOSIT })),
    })
    .chain((r) => factsTuple(r.type).map((facts) => ({ ...r, facts })))
    .map((r): SummaryTuple => {
      const photo: [string, number, number] | null = r.photo ? [r.photo[0].replace('{id}', r.id), r.photo[1] + 1, r.photo[2] + 1] : null;
      const t: SummaryTuple = [
        r.id,
        r.title,
        r.location,
        r.station,
        r.type,
        r.status,
        r.price,
        r.bedrooms,
        r.area,
        r.amenities,
        r.rera,
        r.created,
        photo,
        r.verified,
        r.confirmed,
        r.walk,
        r.drop,
        r.deposit,
        r.facts,
      ];
      return t;
    });

/** The same listing under another id. */
const renamed = (t: SummaryTuple, id: string): SummaryTuple => {
  const copy: SummaryTuple = [...t];
  copy[0] = id;
  return copy;
};

/** A listing whose id was made when it was created (a time-ordered UUID with its creation's milliseconds), as the server's are. */
const timedTuple = fc
  .tuple(tuple(fc.constant('')), fc.uint8Array({ minLength: 16, maxLength: 16 }))
  .map(([t, random]) => renamed(t, uuidv7({ msecs: t[11], random })));

const uniqueListings = (id: fc.Arbitrary<string>, maxLength: number) =>
  fc.uniqueArray(id === anyId ? tuple(id) : fc.oneof(tuple(id), timedTuple), { maxLength, selector: (t) => t[0] });

// Ids all UUIDs (as the database's: sent as 16 bytes each) or any strings the schema takes.
const answer = fc.constantFrom(uuid, anyId).chain((id) =>
  fc.record({
    version: fc.nat(),
    full: fc.boolean(),
    listings: uniqueListings(id, 30),
    removed: fc.array(id, { maxLength: 5 }),
    range: fc.option(fc.tuple(fc.nat(40), fc.nat(40))),
    withheld: fc.boolean(),
  }),
);

describe('the catalogue columns', () => {
  it('decode to what was encoded', () => {
    fc.assert(
      fc.property(answer, (a: CatalogueResponse) => {
        expect(decodeCatalogueColumns(encodeCatalogueColumns(a))).toEqual(a);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it("read any bytes as null or as an answer the server's schema takes", () => {
    const mangled = fc.tuple(answer, fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 4 }), fc.nat()).map(([a, flips, cut]) => {
      const bytes = encodeCatalogueColumns(a);
      for (const [at, value] of flips) bytes[at % bytes.length] = value;
      return cut % 3 === 0 ? bytes.subarray(0, cut % bytes.length) : bytes;
    });
    fc.assert(
      fc.property(fc.oneof(mangled, fc.uint8Array({ maxLength: 200 })), (bytes) => {
        const read = decodeCatalogueColumns(bytes);
        if (read !== null) expect(catalogueResponseSchema.safeParse(read).success).toBe(true);
      }),
      { numRuns: 1500 },
    );
  }, 120_000);

  it('refuse a value the schema refuses rather than change it', () => {
    const base: CatalogueResponse = { version: 1, full: true, listings: [], removed: [], range: null, withheld: false };
    const one = (t: SummaryTuple) => encodeCatalogueColumns({ ...base, listings: [t] });
    const facts: FactsTuple = ['owner', null, 3500, 7, 22, 'ready', 'semi', null, 2011, 1, 0, 'east'];
    const good: SummaryTuple = ['a', 'Flat', 'Virar', 0, 'rent', 'resale', 1, 1, 1, 0, null, 0, null, null, 0, 5, [0, -10], 500, facts];
    expect(decodeCatalogueColumns(one(good))?.listings).toEqual([good]);
    // The deposit's varint is the last byte of the listing columns before the (no) removed ids: past MAX_DEPOSIT it is refused.
    const overDeposit = one(['a', 'Flat', 'Virar', 0, 'rent', 'resale', 1, 1, 1, 0, null, 0, null, null, 0, 5, [0, -10], MAX_DEPOSIT + 1]);
    expect(decodeCatalogueColumns(overDeposit)).toBeNull();
    expect(decodeCatalogueColumns(one(['a', 'x'.repeat(501), 'Virar', 0, 'rent', 'resale', 1, 1, 1, 0, null, 0, null, null, 0, null, null]))).toBeNull();
  });

  it('carry every fact to its edges: floors -2 and 200, 10 spaces each side, built 1900 and this year, each facing, none', () => {
    const base: CatalogueResponse = { version: 1, full: true, listings: [], removed: [], range: null, withheld: false };
    const thisYear = new Date().getUTCFullYear();
    const none = NO_FACTS_TUPLE;
    const edges: FactsTuple[] = [
      none,
      ['owner', null, 0, -2, 0, 'ready', 'unfurnished', 'no', 1900, 0, 0, 'north'],
      ['agent', 5, 500_000, 200, 200, 'ready', 'furnished', 'yes', thisYear, 10, 10, 'northWest'],
      ['builder', null, 21_000, 0, 3, '2030-12', 'semi', null, null, 10, null, 'south'],
      ['agent', 0.25, 3_501, 7, 22, 'ready', null, null, null, null, 10, 'east'],
      ...FACINGS.map((facing, i): FactsTuple => ['owner', null, null, i, null, 'ready', null, null, 1990 + i, i, null, facing]),
    ];
    // Each with the others' types, statuses, bedrooms and amenities, so the facts' grouped order differs from the rows'.
    const listings = edges.map(
      (facts, i): SummaryTuple => [
        `l${i}`,
        'Flat',
        'Virar',
        0,
        i % 2 ? 'rent' : 'sale',
        PROPERTY_STATUSES[i % 3] ?? 'resale',
        1,
        i % 5,
        1,
        (i * 5) % 128,
        null,
        0,
        null,
        null,
        0,
        null,
        null,
        null,
        facts,
      ],
    );
    expect(decodeCatalogueColumns(encodeCatalogueColumns({ ...base, listings }))?.listings).toEqual(listings);
  });

  it("send a time-ordered id's time as its listing's creation, and only its random bytes", () => {
    const base: CatalogueResponse = { version: 1, full: true, listings: [], removed: [], range: null, withheld: false };
    const made = Date.UTC(2026, 11, 7, 5, 30);
    const listing = (id: string): SummaryTuple => [id, 'Flat', 'Virar', 0, 'rent', 'resale', 1, 1, 1, 0, null, made, null, null, made, null, null];
    const timed = uuidv7({ msecs: made });
    const random = '0f8e5c2a-7b1d-4c3e-9a4f-5d6e7f8a9b0c';
    const timedBytes = encodeCatalogueColumns({ ...base, listings: [listing(timed)] });
    expect(decodeCatalogueColumns(timedBytes)?.listings[0]?.[0]).toBe(timed);
    expect(encodeCatalogueColumns({ ...base, listings: [listing(random)] }).length - timedBytes.length).toBe(6);
  });

  it('patched from a snapshot by its changes equal the later snapshot', () => {
    const history = fc.record({
      before: uniqueListings(uuid, 40),
      changed: uniqueListings(uuid, 10),
      removeEvery: fc.integer({ min: 2, max: 7 }),
    });
    fc.assert(
      fc.property(history, ({ before, changed, removeEvery }) => {
        // Some changes touch listings the device has (same ids, new values), some are new; every removeEvery-th old one goes.
        const edited = changed.map((t, i): SummaryTuple => {
          const old = before[i * 3];
          return old && i % 2 === 0 ? renamed(t, old[0]) : t;
        });
        const removed = before.filter((_, i) => i % removeEvery === 0 && !edited.some((t) => t[0] === before[i]?.[0])).map((t) => t[0]);
        const after = new Map(before.map((t) => [t[0], t]));
        for (const id of removed) after.delete(id);
        for (const t of edited) after.set(t[0], t);

        const wire = (a: CatalogueResponse) => {
          const read = decodeCatalogueColumns(encodeCatalogueColumns(a));
          if (!read) throw new Error('unreadable');
          return read;
        };
        const snapshot1 = wire({ version: 1, full: true, listings: before, removed: [], range: null, withheld: false });
        const patch = wire({ version: 2, full: false, listings: edited, removed, range: null, withheld: false });
        const snapshot2 = wire({ version: 2, full: true, listings: [...after.values()], removed: [], range: null, withheld: false });
        const patched = mergeCatalogue(mergeCatalogue(null, snapshot1, 0), patch, 0);
        expect(patched.listings).toEqual(mergeCatalogue(null, snapshot2, 0).listings);
        expect(patched.version).toBe(2);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
