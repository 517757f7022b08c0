import fc from 'fast-check';
import type { FactsTuple } from '../../src/domain/catalogue-wire.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from '../../src/domain/listing-facts.ts';
import type { PropertyType } from '../../src/domain/property-kinds.ts';

/** A listing's facts as the server stores them: brokerage in halves of a month on a rent, hundredths of a percent on a sale. */
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
        fc.tuple(fc.constant('ready'), fc.option(fc.integer({ min: 1900, max: 2026 }))),
        fc.tuple(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
      ),
      covered: fc.option(fc.integer({ min: 0, max: 10 })),
      open: fc.option(fc.integer({ min: 0, max: 10 })),
      furnishing: fc.option(fc.constantFrom(...FURNISHINGS)),
      facing: fc.option(fc.constantFrom(...FACINGS)),
      oc: fc.option(fc.constantFrom(...OC_STATES)),
    })
    .map((r): FactsTuple => {
      const ready = Array.isArray(r.possession);
      const possession = Array.isArray(r.possession) ? 'ready' : r.possession;
      const builtYear = Array.isArray(r.possession) ? r.possession[1] : null;
      return [
        r.postedBy,
        r.brokerage,
        r.maintenance,
        r.floor,
        r.totalFloors,
        possession,
        ready ? builtYear : null,
        r.covered,
        r.open,
        r.furnishing,
        r.facing,
        r.oc,
      ];
    });
