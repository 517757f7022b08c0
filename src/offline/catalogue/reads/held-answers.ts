import { fairPriceHeld, listingsHeld, searchHeld } from '../search/held-listings.ts';
import { lineOfHeld } from './held-line.ts';
import type { HeldJob, HeldOp, HeldOps } from './held-ops.ts';

// Each op's answer from the listings this context holds: in the catalogue worker, or in the page where it has none.
const ANSWERS: { [K in HeldOp]: (job: HeldJob<K>) => HeldOps[K]['answer'] } = {
  search: (job) => searchHeld(job),
  listings: (job) => listingsHeld(job.ids),
  fairPrice: (job) => fairPriceHeld(job.listing),
  line: (job) => lineOfHeld(job),
};

export function answerHeld<K extends HeldOp>(job: HeldJob<K>): HeldOps[K]['answer'] {
  const answer: (job: HeldJob<K>) => HeldOps[K]['answer'] = ANSWERS[job.op];
  return answer(job);
}
