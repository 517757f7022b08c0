import type { ListingSummary } from '#src/domain/catalogue.ts';
import { publishCatalogue } from '#src/offline/catalogue/index.ts';

let version = 0;

/**
 * Puts `listings` on the page as a device's catalogue where no catalogue worker runs (a component test): the page
 * holds them itself (`here`) and answers its reads from them; null takes them away again.
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
  if (listings === null) {
    publishCatalogue({ count: null, version, syncedAt, range });
    return;
  }
  publishCatalogue({ count: listings.length, version, syncedAt, range, here: listings, ...(refused ? { refused } : {}) });
}
