import type { ListingSummary } from '#src/domain/catalogue.ts';
import { fairPrice } from '#src/domain/fair-price.ts';
import type { CatalogueAsker } from '#src/offline/catalogue/catalogue-in-worker.ts';
import { publishCatalogue, registerCatalogueReads } from '#src/offline/catalogue/index.ts';
import type { HeldOp, HeldOps } from '#src/offline/catalogue/reads/held-ops.ts';
import { lineOfSummaries } from './line-of-summaries.ts';

let version = 0;
let held: ListingSummary[] = [];
let heldRange: [number, number] | null = null;

/**
 * The reads a catalogue worker answers, from the listings the test put on the page, by the same rules. The list
 * filters listings held on the page itself (`here`) and never asks for a search.
 */
const ANSWERS: { [K in HeldOp]: (request: HeldOps[K]['request']) => HeldOps[K]['answer'] } = {
  search: () => null,
  listings: ({ ids }) => ids.flatMap((id) => held.filter((p) => p._id === id)),
  fairPrice: ({ listing }) => fairPrice(listing, held),
  line: (request) => (heldRange === null ? lineOfSummaries(held, request) : null),
};

const askHere: CatalogueAsker = async <K extends HeldOp>(op: K, request: HeldOps[K]['request']) => {
  const answer: (request: HeldOps[K]['request']) => HeldOps[K]['answer'] = ANSWERS[op];
  return answer(request);
};

/**
 * Puts `listings` on the page as a device's catalogue where no catalogue worker runs (a component test): the page
 * holds them itself (`here`), and they answer its reads; null takes them away again.
 */
export function publishListings({
  listings,
  syncedAt,
  range,
  refused,
}: {
  listings: ListingSummary[] | null;
  syncedAt: number | null;
  range: [number, number] | null;
  refused?: boolean;
}): void {
  version += 1;
  held = listings ?? [];
  heldRange = range;
  registerCatalogueReads(askHere);
  if (listings === null) {
    publishCatalogue({ count: null, version, syncedAt, range });
    return;
  }
  publishCatalogue({ count: listings.length, version, syncedAt, range, here: listings, ...(refused ? { refused } : {}) });
}
