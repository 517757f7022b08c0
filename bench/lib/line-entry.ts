// The catalogue worker's line op, bundled alone for bench/line.ts to load into a page: uncached, as at its first use.
export { lineOfTuples } from '../../src/offline/catalogue/reads/held-line.ts';
