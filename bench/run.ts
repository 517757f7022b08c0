import { parseArgs } from 'node:util';
import { apiBench } from './api.ts';
import { backgroundWorkBench } from './background-work.ts';
import { catalogueBench } from './catalogue.ts';
import { catalogueFactsBench } from './catalogue-facts.ts';
import { catalogueSearchBench } from './catalogue-search.ts';
import { duplicatesBench } from './duplicates.ts';
import { hydrationCommitsBench } from './hydration-commits.ts';
import { imagesBench } from './images.ts';
import { lighthouseBench } from './lighthouse.ts';
import { lineBench } from './line.ts';
import { interactionBench } from './interaction.ts';
import { APP_OPTIONS } from './lib/apps.ts';
import { offlineBench } from './offline-start.ts';
import { pagedListsBench } from './paged-lists.ts';
import { persistStorageBench } from './persist-storage.ts';
import { portalScaleBench } from './portal-scale.ts';
import { scriptWeightBench } from './script-weight.ts';
import { writeSection } from './lib/report.ts';

/**
 * `npm run bench` runs every benchmark below and rewrites its marked table in docs/benchmarks.md;
 * `npm run bench -- lighthouse images` runs only those. Extra options go to the API bench (--count, --duration).
 */
const BENCHES: Record<string, () => Promise<string>> = {
  lighthouse: lighthouseBench,
  interaction: interactionBench,
  images: imagesBench,
  offline: offlineBench,
  catalogue: catalogueBench,
  facts: catalogueFactsBench,
  search: catalogueSearchBench,
  line: lineBench,
  api: apiBench,
  lists: pagedListsBench,
  duplicates: duplicatesBench,
  weight: scriptWeightBench,
  hydration: hydrationCommitsBench,
  storage: persistStorageBench,
  background: backgroundWorkBench,
  portal: portalScaleBench,
};

// The API bench's and the browser benches' options (bench/lib/apps.ts) are declared here too, so their values are not taken for benchmark names.
const { positionals } = parseArgs({
  options: {
    count: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    listings: { type: 'string' },
    seeded: { type: 'string' },
    ...APP_OPTIONS,
  },
  allowPositionals: true,
  strict: false,
});
const chosen = positionals.length ? positionals : Object.keys(BENCHES);
const unknown = chosen.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
for (const name of chosen) {
  const bench = BENCHES[name];
  if (!bench) continue;
  console.log(`\n== ${name} ==`);
  const t = performance.now();
  const markdown = await bench();
  writeSection(name, markdown);
  console.log(`\n${markdown}\n\n(${name}: ${((performance.now() - t) / 1000).toFixed(0)} s; docs/benchmarks.md updated)`);
}
console.log(`\nAll done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
