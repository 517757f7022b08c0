import fc from 'fast-check';
import type { FactsTuple } from '../../src/domain/catalogue-wire.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from '../../src/domain/listing-facts.ts';
import type { PropertyType } from '../../src/domain/property-kinds.ts';

/**
 * A listing's facts as the catalogue carries them (a brokerage only an agent's, a built year only a ready home's):
 * brokerage in halves of a month on a rent, hundredths of a percent on a sale.
 */
export const factsTuple = (type: PropertyType): fc.Arbitrary<FactsTuple> =>
  fc
    .record({
      postedBy: fc.constantFrom(...POSTED_BY),
      brokerage: fc.option(type === 'rent' ? fc.integer({ min: 0, max: 6 }).map((h) => h / 2) : fc.integer({ min: 0, max: 500 }).map((c) => c / 100)),
      maintenance: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 5000 }).map((h) => h * 100),
          fc.integer({ min: 0, max: 500_000 }),
        ),
      ),
      floor: fc.option(fc.integer({ min: -2, max: 200 })),
      totalFloors: fc.option(fc.integer({ min: 0, max: 200 })),
      possession: fc.oneof(
        fc.constant(null),
        fc.constant('ready'),
        fc.tuple(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
      ),
      furnishing: fc.option(fc.constantFrom(...FURNISHINGS)),
      oc: fc.option(fc.constantFrom(...OC_STATES)),
      builtYear: fc.option(fc.integer({ min: 1900, max: 9999 })),
      parkingCovered: fc.option(fc.integer({ min: 0, max: 10 })),
      parkingOpen: fc.option(fc.integer({ min: 0, max: 10 })),
      facing: fc.option(fc.constantFrom(...FACINGS)),
    })
    .map(
      (r): FactsTuple => [
        r.postedBy,
        r.postedBy === 'agent' ? r.brokerage : null,
        r.maintenance,
        r.floor,
        r.totalFloors,
        r.possession,
        r.furnishing,
        r.oc,
        r.possession === 'ready' ? r.builtYear : null,
        r.parkingCovered,
        r.parkingOpen,
        r.facing,
      ],
    );
